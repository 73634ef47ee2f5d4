import type { ApplicationRecord } from './record';
import { normalisedEmail } from '../contact/email';
import { comparableName } from '../lang/text';

/*
 * When two applications for the same course are probably one person's: the same e-mail, or the
 * same name (however spaced or capitalised, with its accents or without) and date of birth. Pure,
 * so the inbox can say why two were flagged.
 */

export type DuplicateReason = 'email' | 'name_dob';

type Matchable = Pick<ApplicationRecord, 'course_name' | 'email' | 'full_name' | 'date_of_birth'>;

/** The birth day of a stored ISO timestamp ('YYYY-MM-DD'). */
export const birthDay = (dateOfBirth: string) => dateOfBirth.slice(0, 10);

/** The text each kind of match compares, per course. */
export function matchTexts(record: Matchable): Record<DuplicateReason, string> {
  return {
    email: normalisedEmail(record.email),
    name_dob: `${comparableName(record.full_name)}|${birthDay(record.date_of_birth)}`,
  };
}

/** Why two applications look like one person's; empty when they do not (or differ in course). */
export function duplicateReasons(a: Matchable, b: Matchable): DuplicateReason[] {
  if (a.course_name !== b.course_name || !a.email || !b.email) return [];
  const left = matchTexts(a);
  const right = matchTexts(b);
  return (Object.keys(left) as DuplicateReason[]).filter((kind) => left[kind] === right[kind]);
}

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: 'same e-mail',
  name_dob: 'same name and date of birth',
};
