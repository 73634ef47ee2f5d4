import { oneLine } from '../lang/text';

/**
 * The name an applicant is addressed by, on the confirmation and in every e-mail: their spiritual
 * name when they gave one (devotees often go by it), else their full name; on one line.
 */
export function greetingName(answers: { full_name: string; spiritual_name?: string | null }) {
  return oneLine(answers.spiritual_name || answers.full_name);
}
