/* The choices the form offers: their stored values and the labels people read. */

import { choice, type ChoiceOption } from '../validation/choice-options';

export const { values: GENDERS, options: GENDER_OPTIONS } = choice({
  male: 'Male',
  female: 'Female',
  'prefer-not-to-say': 'Prefer not to say',
});
export const { values: COUNTRIES, options: COUNTRY_OPTIONS } = choice({
  malaysia: 'Malaysia',
  india: 'India',
  singapore: 'Singapore',
  usa: 'United States',
  uk: 'United Kingdom',
  australia: 'Australia',
  other: 'Other',
});
export const { values: ISKCON_STATUSES, options: ISKCON_STATUS_OPTIONS } = choice({
  'regular-attendee': 'Regular temple attendee',
  'life-member': 'Life member',
  'occasional-visitor': 'Occasional visitor',
  new: 'New to ISKCON',
  other: 'Other',
});
export const { values: YEARS_OF_PRACTICE, options: YEARS_OF_PRACTICE_OPTIONS } = choice({
  'less-than-1': 'Less than 1 year',
  '1-3': '1 to 3 years',
  '3-5': '3 to 5 years',
  '5-10': '5 to 10 years',
  'more-than-10': 'More than 10 years',
});
export const { values: INITIATED_VALUES, options: INITIATED_OPTIONS } = choice({
  yes: 'Yes',
  no: 'No',
  aspiring: 'Aspiring',
});
/** The ticked-list choice that means "none of these": it cannot stand with any other. */
export const NONE_CHOICE = 'none';

/** The scripture courses: one may have been studied before, or be applied for. */
const SCRIPTURE_COURSES = {
  'bhakti-shastri': 'Bhakti-shastri',
  'bhakti-vaibhava': 'Bhakti-vaibhava',
  idc: 'ISKCON Disciples Course (IDC)',
  'gita-saram': 'Gita Saram',
  'gita-rahasya': 'Gita Rahasya',
} as const;
export const { values: PRIOR_COURSES, options: PRIOR_COURSE_OPTIONS } = choice({
  ...SCRIPTURE_COURSES,
  [NONE_CHOICE]: 'None',
  other: 'Other',
});
export const {
  values: COURSE_NAMES,
  labels: COURSE_NAME_LABELS,
  options: COURSE_NAME_OPTIONS,
} = choice({
  ...SCRIPTURE_COURSES,
  audiobook: 'Audiobook study course',
  'deity-worship': 'Deity Worship Training',
  'culture-etiquette': 'Vaishnava Culture & Etiquette',
  other: 'Other',
});
export const { values: PREFERRED_LANGUAGES, options: PREFERRED_LANGUAGE_OPTIONS } = choice({
  english: 'English',
  tamil: 'Tamil',
  other: 'Other',
});
/** How the applicant would like staff to reach them (optional). */
export const { values: PREFERRED_CONTACTS, options: PREFERRED_CONTACT_OPTIONS } = choice({
  email: 'Email',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
});
export const { values: PREFERRED_SCHEDULES, options: PREFERRED_SCHEDULE_OPTIONS } = choice({
  'weekday-evenings': 'Weekday evenings',
  weekends: 'Weekends',
  intensive: 'Intensive (short-term course)',
  flexible: 'Flexible',
});
export const { values: COMPLETED_PREREQUISITES, options: COMPLETED_PREREQUISITES_OPTIONS } = choice(
  {
    yes: 'Yes',
    no: 'No',
    'not-sure': 'Not sure',
  },
);
export const { values: SPECIAL_ASSISTANCE, options: SPECIAL_ASSISTANCE_OPTIONS } = choice({
  elderly: 'Support for elderly students',
  'reading-writing': 'Help with reading or writing',
  'tech-support': 'Technical support',
  accessibility: 'Accessibility needs',
  other: 'Other',
  [NONE_CHOICE]: 'None',
});
export const { values: TECHNOLOGY_ACCESS, options: TECHNOLOGY_ACCESS_OPTIONS } = choice({
  internet: 'Reliable internet connection',
  device: 'A computer, tablet or smartphone',
  comfort: 'Comfortable with online learning tools',
  assistance: 'Need assistance with technology',
});
export const { values: STUDY_MATERIALS, options: STUDY_MATERIALS_OPTIONS } = choice({
  'have-all': 'I have all the required books',
  'need-purchase': 'I need to purchase the books',
  'need-guidance': 'I need guidance on the materials',
});
export const { values: REFERRAL_SOURCES, options: REFERRAL_SOURCE_OPTIONS } = choice({
  'iskcon-temple': 'ISKCON temple',
  'friend-family': 'Friend or family',
  'social-media': 'Social media',
  'iskcon-website': 'ISKCON website',
  'email-newsletter': 'Email newsletter',
  other: 'Other',
});

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
