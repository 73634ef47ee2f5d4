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

export const correctionSchema = v.pipe(
  v.unknown(),
  v.transform((body) => withBlanks(body, { fillMissing: false })),
  v.partial(v.pick(v.object(APPLICATION_ENTRIES), CORRECTABLE_FIELDS)),
);
export type Correction = v.InferOutput<typeof correctionSchema>;
