import * as v from 'valibot';
import { APPLICATION_ENTRIES, withBlanks } from './schema';

/** The contact details an applicant most often asks to correct, checked as the form checks them. */
export const CORRECTABLE_FIELDS = [
  'full_name',
  'spiritual_name',
  'email',
  'phone',
  'address',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** Whether the field refuses a blank: the dialog marks it required, as the enrolment form does. */
export const refusesBlank = (field: CorrectableField) => !v.is(APPLICATION_ENTRIES[field], '');

/**
 * Whether the field keeps line breaks (the address, a box of lines on the enrolment form): the
 * dialog gives it lines too, as a one-line field would join them.
 */
export function keepsLineBreaks(field: CorrectableField): boolean {
  const typed = v.safeParse(APPLICATION_ENTRIES[field], 'First line\nSecond line');
  return typed.success && typeof typed.output === 'string' && typed.output.includes('\n');
}

/** The fields as the correction dialog holds them: '' for a blank, as the enrolment form does. */
export const correctionFormSchema = v.partial(
  v.pick(v.object(APPLICATION_ENTRIES), CORRECTABLE_FIELDS),
);
export type CorrectionForm = v.InferInput<typeof correctionFormSchema>;

/** The body of a correction: a stored null reads as the form's blank. */
export const correctionSchema = v.pipe(
  v.unknown(),
  v.transform((body) => withBlanks(body, { fillMissing: false })),
  correctionFormSchema,
);
export type Correction = v.InferOutput<typeof correctionSchema>;

/**
 * One side of a correction's audit entry: the fields corrected and which of them were blank,
 * never their values. The trail holds no personal data, so an erasure never has to rewrite it.
 */
export interface CorrectionAuditSide {
  corrected_fields: CorrectableField[];
  empty_fields: CorrectableField[];
}

export const correctionAuditSide = (
  fields: readonly CorrectableField[],
  record: Partial<Record<CorrectableField, string | null>>,
): CorrectionAuditSide => ({
  corrected_fields: [...fields],
  empty_fields: fields.filter((field) => !record[field]),
});
