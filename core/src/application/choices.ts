/* The choices the form offers: their stored values and the labels people read. */

import { toOptions, type ChoiceOption } from '../validation/choice-options';

export const GENDERS = ['male', 'female', 'prefer-not-to-say'] as const;
export const COUNTRIES = [
  'malaysia',
  'india',
  'singapore',
  'usa',
  'uk',
  'australia',
  'other',
] as const;
export const ISKCON_STATUSES = [
  'regular-attendee',
  'life-member',
  'occasional-visitor',
  'new',
  'other',
] as const;
export const YEARS_OF_PRACTICE = ['less-than-1', '1-3', '3-5', '5-10', 'more-than-10'] as const;
export const INITIATED_VALUES = ['yes', 'no', 'aspiring'] as const;
export const PRIOR_COURSES = [
  'bhakti-shastri',
  'bhakti-vaibhava',
  'idc',
  'gita-saram',
  'gita-rahasya',
  'none',
  'other',
] as const;
export const COURSE_NAMES = [
  'bhakti-shastri',
  'bhakti-vaibhava',
  'idc',
  'gita-saram',
  'gita-rahasya',
  'audiobook',
  'deity-worship',
  'culture-etiquette',
  'other',
] as const;
export const PREFERRED_LANGUAGES = ['english', 'tamil', 'other'] as const;
/** How the applicant would like staff to reach them (optional). */
export const PREFERRED_CONTACTS = ['email', 'phone', 'whatsapp'] as const;
export const PREFERRED_SCHEDULES = [
  'weekday-evenings',
  'weekends',
  'intensive',
  'flexible',
] as const;
export const COMPLETED_PREREQUISITES = ['yes', 'no', 'not-sure'] as const;
export const SPECIAL_ASSISTANCE = [
  'elderly',
  'reading-writing',
  'tech-support',
  'accessibility',
  'other',
  'none',
] as const;
export const TECHNOLOGY_ACCESS = ['internet', 'device', 'comfort', 'assistance'] as const;
export const STUDY_MATERIALS = ['have-all', 'need-purchase', 'need-guidance'] as const;
export const REFERRAL_SOURCES = [
  'iskcon-temple',
  'friend-family',
  'social-media',
  'iskcon-website',
  'email-newsletter',
  'other',
] as const;

export type Gender = (typeof GENDERS)[number];
export type Country = (typeof COUNTRIES)[number];
export type IskconStatus = (typeof ISKCON_STATUSES)[number];
export type YearsOfPractice = (typeof YEARS_OF_PRACTICE)[number];
export type Initiated = (typeof INITIATED_VALUES)[number];
export type PriorCourse = (typeof PRIOR_COURSES)[number];
export type CourseName = (typeof COURSE_NAMES)[number];
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
export type PreferredSchedule = (typeof PREFERRED_SCHEDULES)[number];
export type CompletedPrerequisites = (typeof COMPLETED_PREREQUISITES)[number];
export type SpecialAssistance = (typeof SPECIAL_ASSISTANCE)[number];
export type TechnologyAccess = (typeof TECHNOLOGY_ACCESS)[number];
export type StudyMaterials = (typeof STUDY_MATERIALS)[number];
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const GENDER_OPTIONS = toOptions(GENDERS, {
  male: 'Male',
  female: 'Female',
  'prefer-not-to-say': 'Prefer not to say',
});
export const COUNTRY_OPTIONS = toOptions(COUNTRIES, {
  malaysia: 'Malaysia',
  india: 'India',
  singapore: 'Singapore',
  usa: 'United States',
  uk: 'United Kingdom',
  australia: 'Australia',
  other: 'Other',
});
export const ISKCON_STATUS_OPTIONS = toOptions(ISKCON_STATUSES, {
  'regular-attendee': 'Regular temple attendee',
  'life-member': 'Life member',
  'occasional-visitor': 'Occasional visitor',
  new: 'New to ISKCON',
  other: 'Other',
});
export const YEARS_OF_PRACTICE_OPTIONS = toOptions(YEARS_OF_PRACTICE, {
  'less-than-1': 'Less than 1 year',
  '1-3': '1 to 3 years',
  '3-5': '3 to 5 years',
  '5-10': '5 to 10 years',
  'more-than-10': 'More than 10 years',
});
export const INITIATED_OPTIONS = toOptions(INITIATED_VALUES, {
  yes: 'Yes',
  no: 'No',
  aspiring: 'Aspiring',
});
export const PRIOR_COURSE_OPTIONS = toOptions(PRIOR_COURSES, {
  'bhakti-shastri': 'Bhakti-shastri',
  'bhakti-vaibhava': 'Bhakti-vaibhava',
  idc: 'ISKCON Disciples Course (IDC)',
  'gita-saram': 'Gita Saram',
  'gita-rahasya': 'Gita Rahasya',
  none: 'None',
  other: 'Other',
});
export const COURSE_NAME_OPTIONS = toOptions(COURSE_NAMES, {
  'bhakti-shastri': 'Bhakti-shastri',
  'bhakti-vaibhava': 'Bhakti-vaibhava',
  idc: 'ISKCON Disciples Course (IDC)',
  'gita-saram': 'Gita Saram',
  'gita-rahasya': 'Gita Rahasya',
  audiobook: 'Audiobook study course',
  'deity-worship': 'Deity Worship',
  'culture-etiquette': 'Vaishnava Culture & Etiquette',
  other: 'Other',
});
export const PREFERRED_LANGUAGE_OPTIONS = toOptions(PREFERRED_LANGUAGES, {
  english: 'English',
  tamil: 'Tamil',
  other: 'Other',
});
export const PREFERRED_CONTACT_OPTIONS = toOptions(PREFERRED_CONTACTS, {
  email: 'Email',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
});
export const PREFERRED_SCHEDULE_OPTIONS = toOptions(PREFERRED_SCHEDULES, {
  'weekday-evenings': 'Weekday evenings',
  weekends: 'Weekends',
  intensive: 'Intensive (short-term course)',
  flexible: 'Flexible',
});
export const COMPLETED_PREREQUISITES_OPTIONS = toOptions(COMPLETED_PREREQUISITES, {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
});
export const SPECIAL_ASSISTANCE_OPTIONS = toOptions(SPECIAL_ASSISTANCE, {
  elderly: 'Support for elderly students',
  'reading-writing': 'Help with reading or writing',
  'tech-support': 'Technical support',
  accessibility: 'Accessibility needs',
  other: 'Other',
  none: 'None',
});
export const TECHNOLOGY_ACCESS_OPTIONS = toOptions(TECHNOLOGY_ACCESS, {
  internet: 'Reliable internet connection',
  device: 'A computer, tablet or smartphone',
  comfort: 'Comfortable with online learning tools',
  assistance: 'Need assistance with technology',
});
export const STUDY_MATERIALS_OPTIONS = toOptions(STUDY_MATERIALS, {
  'have-all': 'I have all the required books',
  'need-purchase': 'I need to purchase the books',
  'need-guidance': 'I need guidance on the materials',
});
export const REFERRAL_SOURCE_OPTIONS = toOptions(REFERRAL_SOURCES, {
  'iskcon-temple': 'ISKCON temple',
  'friend-family': 'Friend or family',
  'social-media': 'Social media',
  'iskcon-website': 'ISKCON website',
  'email-newsletter': 'Email newsletter',
  other: 'Other',
});

/** Every choice field of the form with its options (checkbox groups included). */
export const CHOICE_OPTIONS = {
  gender: GENDER_OPTIONS,
  preferred_contact: PREFERRED_CONTACT_OPTIONS,
  country: COUNTRY_OPTIONS,
  iskcon_status: ISKCON_STATUS_OPTIONS,
  years_of_practice: YEARS_OF_PRACTICE_OPTIONS,
  initiated: INITIATED_OPTIONS,
  prior_courses: PRIOR_COURSE_OPTIONS,
  course_name: COURSE_NAME_OPTIONS,
  preferred_language: PREFERRED_LANGUAGE_OPTIONS,
  preferred_schedule: PREFERRED_SCHEDULE_OPTIONS,
  completed_prerequisites: COMPLETED_PREREQUISITES_OPTIONS,
  special_assistance: SPECIAL_ASSISTANCE_OPTIONS,
  technology_access: TECHNOLOGY_ACCESS_OPTIONS,
  study_materials: STUDY_MATERIALS_OPTIONS,
  referral_source: REFERRAL_SOURCE_OPTIONS,
} as const satisfies Record<string, readonly ChoiceOption[]>;

export type ChoiceField = keyof typeof CHOICE_OPTIONS;

/** The readable label of a choice value; '' for an unset value, the value itself if unknown. */
export function labelFor(field: ChoiceField, value: string | null | undefined): string {
  if (!value) return '';
  const options: readonly ChoiceOption[] = CHOICE_OPTIONS[field];
  return options.find((option) => option.value === value)?.label ?? value;
}
