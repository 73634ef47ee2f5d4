import { type ApplicationField } from './fields';
import { CONSENT_FIELDS } from './consent';

/**
 * The fields each of the six steps validates before Next (docs/behaviour.md, the enrolment form).
 * Conditional "other" fields sit on their parent's step; step 5 also holds special_assistance
 * (optional), the parent of other_special_assistance. The consent fields sit on the last step.
 */
export const STEP_FIELDS = [
  [
    'full_name',
    'spiritual_name',
    'email',
    'phone',
    'preferred_contact',
    'date_of_birth',
    'gender',
    'address',
    'country',
  ],
  [
    'iskcon_status',
    'iskcon_status_other',
    'years_of_practice',
    'initiated',
    'spiritual_master',
    'prior_courses',
    'other_prior_course',
  ],
  ['course_name', 'preferred_language', 'other_language', 'preferred_schedule'],
  ['completed_prerequisites'],
  ['special_assistance', 'other_special_assistance', 'technology_access', 'study_materials'],
  ['referral_source', 'other_referral_source', 'testimonial'],
] as const satisfies readonly (readonly ApplicationField[])[];

export const STEP_TITLES = [
  'Personal Information',
  'Spiritual Background',
  'Course Selection',
  'Prerequisites',
  'Support Requirements',
  'Additional Information',
] as const;

/** The step that asks for a field (the consent on the last), or -1 for a name no step has. */
export function stepOfField(field: string): number {
  if ((CONSENT_FIELDS as readonly string[]).includes(field)) return STEP_FIELDS.length - 1;
  return STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
}

/** The first step asking for one of these fields, or -1 when no step asks for any. */
export function firstStepOf(fields: readonly string[]): number {
  const steps = fields.map(stepOfField).filter((step) => step >= 0);
  return steps.length > 0 ? Math.min(...steps) : -1;
}
