import * as v from 'valibot';
import { applicationPayloadEntries } from './payload-schema';

/** The contact details an applicant most often asks to correct, checked as the form checks them. */
export const CORRECTABLE_FIELDS = [
  'full_name',
  'spiritual_name',
  'email',
  'phone',
  'address',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const correctionSchema = v.partial(
  v.pick(v.object(applicationPayloadEntries), CORRECTABLE_FIELDS),
);
export type Correction = v.InferOutput<typeof correctionSchema>;
