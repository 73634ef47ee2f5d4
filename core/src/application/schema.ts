import * as v from 'valibot';
import type { ConsentRecord } from './consent';

/*
 * The enrolment application: one set of rules for the wizard (camelCase form values, choices as
 * strings where '' means unset) and for the API (the snake_case wire and stored payload).
 * The camelCase <-> snake_case mapping is APPLICATION_FIELDS below and nowhere else.
 */

// ---------------------------------------------------------------------------------------------
// Choice values and their labels

export interface ChoiceOption<T extends string = string> {
  value: T;
  label: string;
}

function toOptions<const T extends readonly string[]>(
  values: T,
  labels: Record<T[number], string>,
): ChoiceOption<T[number]>[] {
  return values.map((value: T[number]) => ({ value, label: labels[value] }));
}

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
  country: COUNTRY_OPTIONS,
  iskconStatus: ISKCON_STATUS_OPTIONS,
  yearsOfPractice: YEARS_OF_PRACTICE_OPTIONS,
  initiated: INITIATED_OPTIONS,
  priorCourses: PRIOR_COURSE_OPTIONS,
  courseName: COURSE_NAME_OPTIONS,
  preferredLanguage: PREFERRED_LANGUAGE_OPTIONS,
  preferredSchedule: PREFERRED_SCHEDULE_OPTIONS,
  completedPrerequisites: COMPLETED_PREREQUISITES_OPTIONS,
  specialAssistance: SPECIAL_ASSISTANCE_OPTIONS,
  technologyAccess: TECHNOLOGY_ACCESS_OPTIONS,
  studyMaterials: STUDY_MATERIALS_OPTIONS,
  referralSource: REFERRAL_SOURCE_OPTIONS,
} as const satisfies Record<string, readonly ChoiceOption[]>;

export type ChoiceField = keyof typeof CHOICE_OPTIONS;

/** The readable label of a choice value; '' for an unset value, the value itself if unknown. */
export function labelFor(field: ChoiceField, value: string | null | undefined): string {
  if (!value) return '';
  const options: readonly ChoiceOption[] = CHOICE_OPTIONS[field];
  return options.find((option) => option.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------------------------
// Messages, word for word as the product shows them (docs/behaviour.md)

export const APPLICATION_MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 7 digits',
  dateOfBirth: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  gender: 'Please select your gender',
  address: 'Address must be at least 5 characters',
  country: 'Country is required',
  iskconStatus: 'ISKCON affiliation status is required',
  yearsOfPractice: 'Years of practice is required',
  initiated: 'Initiation status is required',
  courseName: 'Please select a course',
  preferredLanguage: 'Please select your preferred language',
  preferredSchedule: 'Please select your preferred schedule',
  completedPrerequisites: 'Please indicate if you have completed prerequisites',
  technologyAccess: 'Please provide information about your technology access',
  studyMaterials: 'Please indicate your study materials status',
  iskconStatusOther: 'Please specify your ISKCON status',
  otherLanguage: 'Please specify your preferred language',
  otherSpecialAssistance: 'Please specify what assistance you need',
  otherReferralSource: 'Please specify how you heard about us',
  invalidOption: 'Please select a valid option',
  courseFormat: 'Course format must be online',
} as const;

const M = APPLICATION_MESSAGES;

// Upper bounds are ours (the product names none): they keep one stored application well under the
// item size limit and stop pasted novels.
export const APPLICATION_MAX_LENGTHS = {
  name: 120,
  email: 254,
  phone: 30,
  address: 500,
  shortText: 200,
  longText: 2000,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

// ---------------------------------------------------------------------------------------------
// Phone

const PHONE_CHARACTERS = /^[\d\s+\-()]+$/;
const MIN_PHONE_DIGITS = 7;

/** Digits, spaces, +, - and parentheses only, with at least seven digits ("+60 (12) 345-6789"). */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  return PHONE_CHARACTERS.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

function phoneText() {
  return v.pipe(
    v.string(M.phone),
    v.trim(),
    v.check(isValidPhone, M.phone),
    v.maxLength(APPLICATION_MAX_LENGTHS.phone, tooLong(APPLICATION_MAX_LENGTHS.phone)),
  );
}

// ---------------------------------------------------------------------------------------------
// Dates

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTH_YEAR = 1900;

function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' (what the date picker gives) or a full ISO timestamp, for a real calendar day. */
export function isValidBirthDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= EARLIEST_BIRTH_YEAR &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }
  const time = Date.parse(value);
  return (
    value.includes('T') &&
    !Number.isNaN(time) &&
    new Date(time).getUTCFullYear() >= EARLIEST_BIRTH_YEAR
  );
}

/** A calendar day is compared with today's local date; a timestamp allows a day of time zones. */
export function isNotFutureBirthDate(value: string, now: Date = new Date()): boolean {
  if (DATE_ONLY.test(value)) return value <= isoDateOf(now);
  return Date.parse(value) <= now.getTime() + 24 * 60 * 60 * 1000;
}

/** The wire form of a birth date: midnight UTC of the chosen day, so the day never shifts. */
export function toBirthTimestamp(value: string): string {
  if (DATE_ONLY.test(value)) return `${value}T00:00:00.000Z`;
  return new Date(value).toISOString();
}

// ---------------------------------------------------------------------------------------------
// The field table: the one place that maps form names to wire names

type FieldKind = 'text' | 'optionalText' | 'date' | 'choice' | 'optionalChoice' | 'list';

export const APPLICATION_FIELDS = {
  fullName: { wire: 'full_name', kind: 'text' },
  spiritualName: { wire: 'spiritual_name', kind: 'optionalText' },
  email: { wire: 'email', kind: 'text' },
  phone: { wire: 'phone', kind: 'text' },
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

// ---------------------------------------------------------------------------------------------
// The form schema (camelCase, strings; '' means unset)

/** A string that must be one of the values; '' and anything else fail with the message. */
function formChoice(values: readonly string[], message: string) {
  return v.pipe(
    v.string(message),
    v.check((value) => values.includes(value), message),
  );
}

function formOptionalChoice(values: readonly string[]) {
  return v.pipe(
    v.string(M.invalidOption),
    v.check((value) => value === '' || values.includes(value), M.invalidOption),
  );
}

function formList(values: readonly string[]) {
  return v.array(formChoice(values, M.invalidOption), M.invalidOption);
}

function formOptionalText(max: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong(max)));
}

function formMinText(min: number, max: number, message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, tooLong(max)),
  );
}

const otherIsSpecified = (parent: string | readonly string[], text: string | null | undefined) =>
  !(parent === 'other' || (Array.isArray(parent) && parent.includes('other'))) ||
  (text ?? '').trim().length > 0;

export const applicationFormSchema = v.pipe(
  v.object({
    fullName: formMinText(2, APPLICATION_MAX_LENGTHS.name, M.fullName),
    spiritualName: formOptionalText(APPLICATION_MAX_LENGTHS.name),
    email: v.pipe(
      v.string(M.email),
      v.trim(),
      v.email(M.email),
      v.maxLength(APPLICATION_MAX_LENGTHS.email, tooLong(APPLICATION_MAX_LENGTHS.email)),
    ),
    phone: phoneText(),
    dateOfBirth: v.pipe(
      v.string(M.dateOfBirth),
      v.nonEmpty(M.dateOfBirth),
      // Empty is reported once, as required; the other checks only judge a given date.
      v.check((value) => value === '' || isValidBirthDate(value), M.dateOfBirthInvalid),
      v.check(
        (value) => value === '' || !isValidBirthDate(value) || isNotFutureBirthDate(value),
        M.dateOfBirthFuture,
      ),
    ),
    gender: formChoice(GENDERS, M.gender),
    address: formMinText(5, APPLICATION_MAX_LENGTHS.address, M.address),
    country: formChoice(COUNTRIES, M.country),
    iskconStatus: formChoice(ISKCON_STATUSES, M.iskconStatus),
    iskconStatusOther: formOptionalText(APPLICATION_MAX_LENGTHS.shortText),
    yearsOfPractice: formChoice(YEARS_OF_PRACTICE, M.yearsOfPractice),
    initiated: formChoice(INITIATED_VALUES, M.initiated),
    spiritualMaster: formOptionalText(APPLICATION_MAX_LENGTHS.shortText),
    priorCourses: formList(PRIOR_COURSES),
    otherPriorCourse: formOptionalText(APPLICATION_MAX_LENGTHS.shortText),
    courseName: formChoice(COURSE_NAMES, M.courseName),
    preferredLanguage: formChoice(PREFERRED_LANGUAGES, M.preferredLanguage),
    otherLanguage: formOptionalText(APPLICATION_MAX_LENGTHS.shortText),
    preferredSchedule: formChoice(PREFERRED_SCHEDULES, M.preferredSchedule),
    completedPrerequisites: formChoice(COMPLETED_PREREQUISITES, M.completedPrerequisites),
    specialAssistance: formList(SPECIAL_ASSISTANCE),
    otherSpecialAssistance: formOptionalText(APPLICATION_MAX_LENGTHS.shortText),
    technologyAccess: v.pipe(formList(TECHNOLOGY_ACCESS), v.minLength(1, M.technologyAccess)),
    studyMaterials: formChoice(STUDY_MATERIALS, M.studyMaterials),
    referralSource: formOptionalChoice(REFERRAL_SOURCES),
    otherReferralSource: formOptionalText(APPLICATION_MAX_LENGTHS.shortText),
    testimonial: formOptionalText(APPLICATION_MAX_LENGTHS.longText),
  }),
  // partialCheck runs even while other steps still have errors, so the wizard sees these at once;
  // forward puts the message on the conditional field rather than on the form.
  v.forward(
    v.partialCheck(
      [['iskconStatus'], ['iskconStatusOther']],
      (input) => otherIsSpecified(input.iskconStatus, input.iskconStatusOther),
      M.iskconStatusOther,
    ),
    ['iskconStatusOther'],
  ),
  v.forward(
    v.partialCheck(
      [['preferredLanguage'], ['otherLanguage']],
      (input) => otherIsSpecified(input.preferredLanguage, input.otherLanguage),
      M.otherLanguage,
    ),
    ['otherLanguage'],
  ),
  v.forward(
    v.partialCheck(
      [['specialAssistance'], ['otherSpecialAssistance']],
      (input) => otherIsSpecified(input.specialAssistance, input.otherSpecialAssistance),
      M.otherSpecialAssistance,
    ),
    ['otherSpecialAssistance'],
  ),
  v.forward(
    v.partialCheck(
      [['referralSource'], ['otherReferralSource']],
      (input) => otherIsSpecified(input.referralSource, input.otherReferralSource),
      M.otherReferralSource,
    ),
    ['otherReferralSource'],
  ),
);

export type ApplicationForm = v.InferInput<typeof applicationFormSchema>;

export const emptyApplicationForm: ApplicationForm = {
  fullName: '',
  spiritualName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
  address: '',
  country: '',
  iskconStatus: '',
  iskconStatusOther: '',
  yearsOfPractice: '',
  initiated: '',
  spiritualMaster: '',
  priorCourses: [],
  otherPriorCourse: '',
  courseName: '',
  preferredLanguage: '',
  otherLanguage: '',
  preferredSchedule: '',
  completedPrerequisites: '',
  specialAssistance: [],
  otherSpecialAssistance: '',
  technologyAccess: [],
  studyMaterials: '',
  referralSource: '',
  otherReferralSource: '',
  testimonial: '',
};

/**
 * The fields each of the six steps validates before Next (docs/behaviour.md, the enrolment form).
 * Conditional "other" fields sit on their parent's step; step 5 also holds specialAssistance
 * (optional), the parent of otherSpecialAssistance.
 */
export const STEP_FIELDS = [
  ['fullName', 'spiritualName', 'email', 'phone', 'dateOfBirth', 'gender', 'address', 'country'],
  [
    'iskconStatus',
    'iskconStatusOther',
    'yearsOfPractice',
    'initiated',
    'spiritualMaster',
    'priorCourses',
    'otherPriorCourse',
  ],
  ['courseName', 'preferredLanguage', 'otherLanguage', 'preferredSchedule'],
  ['completedPrerequisites'],
  ['specialAssistance', 'otherSpecialAssistance', 'technologyAccess', 'studyMaterials'],
  ['referralSource', 'otherReferralSource', 'testimonial'],
] as const satisfies readonly (readonly ApplicationFormField[])[];

export const STEP_TITLES = [
  'Personal Information',
  'Spiritual Background',
  'Course Selection',
  'Prerequisites',
  'Support Requirements',
  'Additional Information',
] as const;

// ---------------------------------------------------------------------------------------------
// The wire / stored payload (snake_case)

function wireText(min: number, max: number, message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, tooLong(max)),
  );
}

/** Optional text: missing, null or blank all become null. */
function wireOptionalText(max: number) {
  return v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    }),
    v.nullable(v.pipe(v.string(), v.maxLength(max, tooLong(max)))),
  );
}

function wireChoice<const T extends readonly string[]>(values: T, message: string) {
  return v.picklist(values, message);
}

/** Optional choice: missing, null or '' become null. */
function wireOptionalChoice<const T extends readonly string[]>(values: T) {
  return v.pipe(
    v.optional(v.nullable(v.string(M.invalidOption)), null),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(v.picklist(values, M.invalidOption)),
  );
}

function wireList<const T extends readonly string[]>(values: T) {
  return v.optional(v.array(v.picklist(values, M.invalidOption), M.invalidOption), []);
}

/**
 * A required wire field: a missing key is read as '' so it fails with the field's own message
 * (valibot would otherwise report a generic "Invalid key").
 */
function required<S extends v.GenericSchema<string>>(schema: S) {
  return v.optional(schema, '');
}

function requiredList<S extends v.GenericSchema<string[]>>(schema: S) {
  return v.optional(schema, () => [] as string[]);
}

export const applicationPayloadEntries = {
  full_name: required(wireText(2, APPLICATION_MAX_LENGTHS.name, M.fullName)),
  spiritual_name: wireOptionalText(APPLICATION_MAX_LENGTHS.name),
  email: required(
    v.pipe(
      v.string(M.email),
      v.trim(),
      v.email(M.email),
      v.maxLength(APPLICATION_MAX_LENGTHS.email, tooLong(APPLICATION_MAX_LENGTHS.email)),
    ),
  ),
  phone: required(phoneText()),
  date_of_birth: required(
    v.pipe(
      v.string(M.dateOfBirth),
      v.nonEmpty(M.dateOfBirth),
      v.check((value) => value === '' || isValidBirthDate(value), M.dateOfBirthInvalid),
      v.check(
        (value) => value === '' || !isValidBirthDate(value) || isNotFutureBirthDate(value),
        M.dateOfBirthFuture,
      ),
      // A bare 'YYYY-MM-DD' is accepted too; what is stored is always the ISO timestamp.
      v.transform(toBirthTimestamp),
    ),
  ),
  gender: required(wireChoice(GENDERS, M.gender)),
  address: required(wireText(5, APPLICATION_MAX_LENGTHS.address, M.address)),
  country: required(wireChoice(COUNTRIES, M.country)),
  iskcon_status: required(wireChoice(ISKCON_STATUSES, M.iskconStatus)),
  iskcon_status_other: wireOptionalText(APPLICATION_MAX_LENGTHS.shortText),
  years_of_practice: required(wireChoice(YEARS_OF_PRACTICE, M.yearsOfPractice)),
  initiated: required(wireChoice(INITIATED_VALUES, M.initiated)),
  spiritual_master: wireOptionalText(APPLICATION_MAX_LENGTHS.shortText),
  prior_courses: wireList(PRIOR_COURSES),
  other_prior_course: wireOptionalText(APPLICATION_MAX_LENGTHS.shortText),
  course_name: required(wireChoice(COURSE_NAMES, M.courseName)),
  preferred_language: required(wireChoice(PREFERRED_LANGUAGES, M.preferredLanguage)),
  other_language: wireOptionalText(APPLICATION_MAX_LENGTHS.shortText),
  preferred_schedule: required(wireChoice(PREFERRED_SCHEDULES, M.preferredSchedule)),
  course_format: v.optional(v.literal('online', M.courseFormat), 'online'),
  completed_prerequisites: required(wireChoice(COMPLETED_PREREQUISITES, M.completedPrerequisites)),
  special_assistance: wireList(SPECIAL_ASSISTANCE),
  other_special_assistance: wireOptionalText(APPLICATION_MAX_LENGTHS.shortText),
  technology_access: requiredList(
    v.pipe(
      v.array(v.picklist(TECHNOLOGY_ACCESS, M.invalidOption), M.technologyAccess),
      v.minLength(1, M.technologyAccess),
    ),
  ),
  study_materials: required(wireChoice(STUDY_MATERIALS, M.studyMaterials)),
  referral_source: wireOptionalChoice(REFERRAL_SOURCES),
  other_referral_source: wireOptionalText(APPLICATION_MAX_LENGTHS.shortText),
  testimonial: wireOptionalText(APPLICATION_MAX_LENGTHS.longText),
};

/** What the API validates and stores (unknown keys are dropped). */
export const applicationPayloadSchema = v.pipe(
  v.object(applicationPayloadEntries),
  v.forward(
    v.partialCheck(
      [['iskcon_status'], ['iskcon_status_other']],
      (input) => otherIsSpecified(input.iskcon_status, input.iskcon_status_other),
      M.iskconStatusOther,
    ),
    ['iskcon_status_other'],
  ),
  v.forward(
    v.partialCheck(
      [['preferred_language'], ['other_language']],
      (input) => otherIsSpecified(input.preferred_language, input.other_language),
      M.otherLanguage,
    ),
    ['other_language'],
  ),
  v.forward(
    v.partialCheck(
      [['special_assistance'], ['other_special_assistance']],
      (input) => otherIsSpecified(input.special_assistance, input.other_special_assistance),
      M.otherSpecialAssistance,
    ),
    ['other_special_assistance'],
  ),
  v.forward(
    v.partialCheck(
      [['referral_source'], ['other_referral_source']],
      (input) => otherIsSpecified(input.referral_source ?? '', input.other_referral_source),
      M.otherReferralSource,
    ),
    ['other_referral_source'],
  ),
);

export type ApplicationPayload = v.InferOutput<typeof applicationPayloadSchema>;

/** The extra fields of POST /api/applications: the client-made id and the honeypot. */
export const applicationSubmissionEnvelopeSchema = v.object({
  id: required(
    v.pipe(v.string('Application id must be a UUID'), v.uuid('Application id must be a UUID')),
  ),
  company_website: v.optional(v.string(), ''),
});

/** The whole body of POST /api/applications: envelope and payload, issues from both at once. */
export const applicationSubmissionSchema = v.intersect([
  applicationSubmissionEnvelopeSchema,
  applicationPayloadSchema,
]);

export type ApplicationSubmission = ApplicationPayload & { id: string };

// ---------------------------------------------------------------------------------------------
// The staff workflow: new -> contacted -> accepted | waitlisted | declined

export const APPLICATION_STATUSES = [
  'new',
  'contacted',
  'accepted',
  'waitlisted',
  'declined',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_OPTIONS = toOptions(APPLICATION_STATUSES, {
  new: 'New',
  contacted: 'Contacted',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
});

/**
 * The moves staff may make. A waitlisted applicant is still undecided, so the waitlist can later
 * become accepted or declined; accepted and declined are final.
 */
export const STATUS_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['contacted'],
  contacted: ['accepted', 'waitlisted', 'declined'],
  waitlisted: ['accepted', 'declined'],
  accepted: [],
  declined: [],
};

export function statusLabel(status: string): string {
  return APPLICATION_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Why a move is refused, in words staff can act on; null when the move is allowed. */
export function transitionProblem(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (canMoveTo(from, to)) return null;
  if (from === to) return `The application is already ${statusLabel(to)}.`;
  const allowed = STATUS_TRANSITIONS[from];
  if (allowed.length === 0) {
    return `A ${statusLabel(from)} application is final; its status cannot change to ${statusLabel(to)}.`;
  }
  return `A ${statusLabel(from)} application can only become ${allowed.map(statusLabel).join(' or ')}, not ${statusLabel(to)}.`;
}

/** Who did something to an application, and when. */
export interface ApplicationActor {
  sub: string;
  /** null when Cognito could not be asked. */
  email: string | null;
}

/** One entry of an application's history: a status change or an edit of the internal notes. */
export type ApplicationHistoryEntry =
  | {
      kind: 'status';
      from: ApplicationStatus;
      to: ApplicationStatus;
      at: string;
      by: ApplicationActor;
    }
  | {
      kind: 'reopen';
      from: ApplicationStatus;
      to: ApplicationStatus;
      at: string;
      by: ApplicationActor;
    }
  | { kind: 'notes'; at: string; by: ApplicationActor };

export const APPLICATION_NOTES_MAX = 5000;

/** The e-mails a new application sends: one to the institute's address, one to the applicant. */
export const NOTIFICATION_KINDS = ['institute', 'applicant'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How one of those e-mails went, recorded on the application after the tries. */
export interface NotificationStatus {
  status: 'sent' | 'failed';
  attempts: number;
  at: string;
  /** The provider's error name when it failed (never its message, which may hold addresses). */
  error?: string;
}

export type ApplicationNotifications = Partial<Record<NotificationKind, NotificationStatus>>;

/** A stored application. */
export type ApplicationRecord = ApplicationPayload & {
  id: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  /** Staff only; never shown to the applicant. */
  notes?: string | null;
  /** Oldest first. */
  history?: ApplicationHistoryEntry[];
  /** Set once the new-application e-mails were tried; absent on older records. */
  notifications?: ApplicationNotifications;
  /** What the applicant agreed to (absent on applications from before consent was asked). */
  consent?: ConsentRecord;
  /** When the personal fields were cleared (retention or erasure); absent while they are held. */
  anonymised_at?: string;
};

/**
 * Form values to the wire payload: snake_case names, empty optional text as null, empty lists as
 * [], hidden conditional fields as null, course_format 'online', the birth date as an ISO
 * timestamp. The result is what the API validates with applicationPayloadSchema.
 */
export function toApplicationPayload(form: ApplicationForm): ApplicationPayload {
  const payload: Record<string, unknown> = { course_format: 'online' };
  for (const field of Object.keys(APPLICATION_FIELDS) as ApplicationFormField[]) {
    const { wire, kind } = APPLICATION_FIELDS[field];
    const value = form[field];
    const shown = isFieldShown(field, form);
    switch (kind) {
      case 'list':
        payload[wire] = Array.isArray(value) ? [...value] : [];
        break;
      case 'date':
        payload[wire] =
          typeof value === 'string' && isValidBirthDate(value) ? toBirthTimestamp(value) : value;
        break;
      case 'optionalText':
      case 'optionalChoice': {
        const text = typeof value === 'string' ? value.trim() : '';
        payload[wire] = shown && text !== '' ? text : null;
        break;
      }
      default:
        payload[wire] = typeof value === 'string' ? value.trim() : value;
    }
  }
  // The form schema has already checked the choices; the API checks them again.
  return payload as ApplicationPayload;
}

// ---------------------------------------------------------------------------------------------
// /enroll?course=TITLE -> courseName choice

/** Words of a title: accents stripped, lower case, split on anything not a letter or digit. */
export function titleWords(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The slug of a title: its words joined by '-' ("Bhakti Shastri Course" -> "bhakti-shastri-course"). */
export function slugify(title: string): string {
  return titleWords(title).join('-');
}

/**
 * Spellings that name each choice, written without separators so "Bhakti-shastri",
 * "Bhakti Shastri" and "BhaktiShastri" all match. "other" is never matched from a title.
 */
const COURSE_ALIASES: Record<Exclude<CourseName, 'other'>, readonly string[]> = {
  'bhakti-shastri': ['bhaktishastri', 'bhaktisastri', 'bhaktishastra'],
  'bhakti-vaibhava': ['bhaktivaibhava'],
  idc: ['idc', 'iskcondisciplescourse', 'disciplescourse'],
  'gita-saram': ['gitasaram'],
  'gita-rahasya': ['gitarahasya'],
  audiobook: ['audiobook', 'audiobooks'],
  'deity-worship': ['deityworship'],
  'culture-etiquette': ['cultureetiquette', 'cultureandetiquette'],
};

const ALIAS_TO_CHOICE = new Map<string, CourseName>(
  (Object.entries(COURSE_ALIASES) as [CourseName, readonly string[]][]).flatMap(
    ([choice, aliases]) => aliases.map((alias) => [alias, choice] as const),
  ),
);

function isCourseName(value: string): value is CourseName {
  return (COURSE_NAMES as readonly string[]).includes(value);
}

/**
 * The courseName choice for a course title. A course that names its choice (`enroll_course`)
 * wins. Otherwise every run of consecutive title words, joined without separators, is looked up
 * among the aliases; exactly one matching choice is the answer, none or several give ''.
 */
export function courseChoiceForTitle(
  title: string | null | undefined,
  enrollCourse?: string | null,
): CourseName | '' {
  if (enrollCourse && isCourseName(enrollCourse)) return enrollCourse;
  const words = titleWords(title ?? '');
  const found = new Set<CourseName>();
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < words.length; end += 1) {
      joined += words[end];
      const choice = ALIAS_TO_CHOICE.get(joined);
      if (choice) found.add(choice);
    }
  }
  return found.size === 1 ? [...found][0]! : '';
}
