/* The applicant's answers by the name the form, the API and the table all use, and which
 * conditional fields show. */

type FieldKind = 'text' | 'optionalText' | 'date' | 'choice' | 'optionalChoice' | 'list';

export const APPLICATION_FIELDS = {
  full_name: 'text',
  spiritual_name: 'optionalText',
  email: 'text',
  phone: 'text',
  preferred_contact: 'optionalChoice',
  date_of_birth: 'date',
  gender: 'choice',
  address: 'text',
  country: 'choice',
  iskcon_status: 'choice',
  iskcon_status_other: 'optionalText',
  years_of_practice: 'choice',
  initiated: 'choice',
  spiritual_master: 'optionalText',
  prior_courses: 'list',
  other_prior_course: 'optionalText',
  course_name: 'choice',
  preferred_language: 'choice',
  other_language: 'optionalText',
  preferred_schedule: 'choice',
  completed_prerequisites: 'choice',
  special_assistance: 'list',
  other_special_assistance: 'optionalText',
  technology_access: 'list',
  study_materials: 'choice',
  referral_source: 'optionalChoice',
  other_referral_source: 'optionalText',
  testimonial: 'optionalText',
} as const satisfies Record<string, FieldKind>;

export type ApplicationField = keyof typeof APPLICATION_FIELDS;

/** The answers a conditional field depends on, in the form's values or the API's body. */
export interface ParentAnswers {
  iskcon_status?: string | null;
  initiated?: string | null;
  prior_courses?: readonly string[];
  preferred_language?: string | null;
  special_assistance?: readonly string[];
  referral_source?: string | null;
}

/**
 * Conditional "other" fields are only shown while their parent asks for them; a hidden one is
 * stored as null even if it still holds text from an earlier answer.
 */
const SHOWN_WHEN = {
  iskcon_status_other: (a: ParentAnswers) => a.iskcon_status === 'other',
  spiritual_master: (a: ParentAnswers) => a.initiated === 'yes',
  other_prior_course: (a: ParentAnswers) => a.prior_courses?.includes('other') ?? false,
  other_language: (a: ParentAnswers) => a.preferred_language === 'other',
  other_special_assistance: (a: ParentAnswers) => a.special_assistance?.includes('other') ?? false,
  other_referral_source: (a: ParentAnswers) => a.referral_source === 'other',
} as const satisfies Partial<Record<ApplicationField, (answers: ParentAnswers) => boolean>>;

export type ConditionalField = keyof typeof SHOWN_WHEN;
export const CONDITIONAL_FIELDS = Object.keys(SHOWN_WHEN) as ConditionalField[];

/** Whether a conditional field is shown for these answers (always true for the others). */
export function isFieldShown(field: ApplicationField, answers: ParentAnswers): boolean {
  const shown: Partial<Record<ApplicationField, (answers: ParentAnswers) => boolean>> = SHOWN_WHEN;
  return shown[field]?.(answers) ?? true;
}
