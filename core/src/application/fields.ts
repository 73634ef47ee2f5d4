import { ApplicationForm } from './form-schema';

/* The field table: the one place that maps form names to wire names, and which conditional fields show. */

type FieldKind = 'text' | 'optionalText' | 'date' | 'choice' | 'optionalChoice' | 'list';

export const APPLICATION_FIELDS = {
  fullName: { wire: 'full_name', kind: 'text' },
  spiritualName: { wire: 'spiritual_name', kind: 'optionalText' },
  email: { wire: 'email', kind: 'text' },
  phone: { wire: 'phone', kind: 'text' },
  preferredContact: { wire: 'preferred_contact', kind: 'optionalChoice' },
  dateOfBirth: { wire: 'date_of_birth', kind: 'date' },
  gender: { wire: 'gender', kind: 'choice' },
  address: { wire: 'address', kind: 'text' },
  country: { wire: 'country', kind: 'choice' },
  iskconStatus: { wire: 'iskcon_status', kind: 'choice' },
  iskconStatusOther: { wire: 'iskcon_status_other', kind: 'optionalText' },
  yearsOfPractice: { wire: 'years_of_practice', kind: 'choice' },
  initiated: { wire: 'initiated', kind: 'choice' },
  spiritualMaster: { wire: 'spiritual_master', kind: 'optionalText' },
  priorCourses: { wire: 'prior_courses', kind: 'list' },
  otherPriorCourse: { wire: 'other_prior_course', kind: 'optionalText' },
  courseName: { wire: 'course_name', kind: 'choice' },
  preferredLanguage: { wire: 'preferred_language', kind: 'choice' },
  otherLanguage: { wire: 'other_language', kind: 'optionalText' },
  preferredSchedule: { wire: 'preferred_schedule', kind: 'choice' },
  completedPrerequisites: { wire: 'completed_prerequisites', kind: 'choice' },
  specialAssistance: { wire: 'special_assistance', kind: 'list' },
  otherSpecialAssistance: { wire: 'other_special_assistance', kind: 'optionalText' },
  technologyAccess: { wire: 'technology_access', kind: 'list' },
  studyMaterials: { wire: 'study_materials', kind: 'choice' },
  referralSource: { wire: 'referral_source', kind: 'optionalChoice' },
  otherReferralSource: { wire: 'other_referral_source', kind: 'optionalText' },
  testimonial: { wire: 'testimonial', kind: 'optionalText' },
} as const satisfies Record<string, { wire: string; kind: FieldKind }>;

export type ApplicationFormField = keyof typeof APPLICATION_FIELDS;
export type ApplicationPayloadField = (typeof APPLICATION_FIELDS)[ApplicationFormField]['wire'];

/** The snake_case wire name of a form field. */
export function payloadFieldFor(field: ApplicationFormField): ApplicationPayloadField {
  return APPLICATION_FIELDS[field].wire;
}

/** The form field of a wire name (for server field errors), or undefined for other keys. */
export function formFieldFor(wireField: string): ApplicationFormField | undefined {
  return (Object.keys(APPLICATION_FIELDS) as ApplicationFormField[]).find(
    (field) => APPLICATION_FIELDS[field].wire === wireField,
  );
}

/**
 * Conditional "other" fields are only shown while their parent asks for them; a hidden one is
 * sent as null even if it still holds text from an earlier answer.
 */
const SHOWN_WHEN: Partial<Record<ApplicationFormField, (form: ApplicationForm) => boolean>> = {
  iskconStatusOther: (form) => form.iskconStatus === 'other',
  spiritualMaster: (form) => form.initiated === 'yes',
  otherPriorCourse: (form) => form.priorCourses.includes('other'),
  otherLanguage: (form) => form.preferredLanguage === 'other',
  otherSpecialAssistance: (form) => form.specialAssistance.includes('other'),
  otherReferralSource: (form) => form.referralSource === 'other',
};

/** Whether a conditional field is shown for these answers (always true for the others). */
export function isFieldShown(field: ApplicationFormField, form: ApplicationForm): boolean {
  return SHOWN_WHEN[field]?.(form) ?? true;
}
