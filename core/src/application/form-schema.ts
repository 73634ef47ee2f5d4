import * as v from 'valibot';
import { APPLICATION_MAX_LENGTHS, APPLICATION_MESSAGES as M, tooLong } from './answer-messages';
import { isNotFutureBirthDate, isValidBirthDate, phoneText } from './answer-rules';
import {
  COMPLETED_PREREQUISITES,
  COUNTRIES,
  COURSE_NAMES,
  GENDERS,
  INITIATED_VALUES,
  ISKCON_STATUSES,
  PREFERRED_CONTACTS,
  PREFERRED_LANGUAGES,
  PREFERRED_SCHEDULES,
  PRIOR_COURSES,
  REFERRAL_SOURCES,
  SPECIAL_ASSISTANCE,
  STUDY_MATERIALS,
  TECHNOLOGY_ACCESS,
  YEARS_OF_PRACTICE,
} from './choices';
import { ApplicationFormField } from './fields';

/* The wizard's schema (camelCase, strings; '' means unset) and its steps. */

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

export const otherIsSpecified = (
  parent: string | readonly string[],
  text: string | null | undefined,
) =>
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
    preferredContact: formOptionalChoice(PREFERRED_CONTACTS),
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
  preferredContact: '',
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
  [
    'fullName',
    'spiritualName',
    'email',
    'phone',
    'preferredContact',
    'dateOfBirth',
    'gender',
    'address',
    'country',
  ],
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
