import * as v from 'valibot';
import { APPLICATION_MAX_LENGTHS, APPLICATION_MESSAGES as M } from './answer-messages';
import {
  isNotFutureBirthDate,
  isValidBirthDate,
  phoneText,
  toBirthTimestamp,
} from './answer-rules';
import {
  COMPLETED_PREREQUISITES,
  COUNTRIES,
  COURSE_NAMES,
  GENDERS,
  INITIATED_VALUES,
  ISKCON_STATUSES,
  NONE_CHOICE,
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
import { CONSENT_ENTRIES, CONSENT_MESSAGES, isMinor, type ConsentField } from './consent';
import { isPlainObject } from '../lang/values';
import { typedText, type TextKind, tooLongBy } from '../validation/plain-text';
import {
  CONDITIONAL_FIELDS,
  isFieldShown,
  type ConditionalField,
  type ParentAnswers,
} from './fields';

/*
 * The application's one schema, from the enrolment form to the stored item. Every field has the
 * name the API and the table use (snake_case). Its input is what the form's fields hold ('' for
 * an unset text or choice, 'YYYY-MM-DD' from the date picker), and also what the API accepts
 * (missing keys and null); its output is the API's body and what is stored: null for unset
 * optional answers, the birth date as an ISO timestamp, hidden "other" texts dropped.
 */

/** Required text. */
function text(min: number, max: number, message: string, kind: TextKind = 'line') {
  return v.pipe(
    typedText(kind, message),
    v.minLength(min, message),
    v.maxLength(max, tooLongBy(max)),
  );
}

/** Optional text: blank becomes null. */
function optionalText(max: number, kind: TextKind = 'line') {
  return v.pipe(
    typedText(kind),
    v.maxLength(max, tooLongBy(max)),
    v.transform((value) => value || null),
  );
}

/** One of the values; '' (the form's "not chosen") fails with the message. */
function choice<const T extends readonly string[]>(values: T, message: string) {
  return v.pipe(v.string(message), v.picklist(values, message));
}

/** An optional choice: '' becomes null. */
function optionalChoice<const T extends readonly string[]>(values: T) {
  return v.pipe(
    v.string(M.invalidOption),
    v.transform((value) => value || null),
    v.nullable(v.picklist(values, M.invalidOption)),
  );
}

/** Ticked choices: a box ticked twice is ticked once, and "None" stands alone (as the form has it). */
function list<const T extends readonly string[]>(values: T, message: string = M.invalidOption) {
  return v.pipe(
    v.array(v.string(M.invalidOption), message),
    v.array(v.picklist(values, M.invalidOption)),
    v.transform((ticked) => [...new Set(ticked)]),
    v.check(
      (ticked) => ticked.length === 1 || !(ticked as readonly string[]).includes(NONE_CHOICE),
      M.noneWithOthers,
    ),
  );
}

/** The answers: each field once, with its rule and message. */
export const APPLICATION_ENTRIES = {
  full_name: text(2, APPLICATION_MAX_LENGTHS.name, M.fullName),
  spiritual_name: optionalText(APPLICATION_MAX_LENGTHS.name),
  email: v.pipe(
    v.string(M.email),
    v.trim(),
    v.email(M.email),
    v.maxLength(APPLICATION_MAX_LENGTHS.email, tooLongBy(APPLICATION_MAX_LENGTHS.email)),
  ),
  phone: phoneText(),
  preferred_contact: optionalChoice(PREFERRED_CONTACTS),
  date_of_birth: v.pipe(
    v.string(M.dateOfBirth),
    v.nonEmpty(M.dateOfBirth),
    // Empty is reported once, as required; the other checks only judge a given date.
    v.check((value) => value === '' || isValidBirthDate(value), M.dateOfBirthInvalid),
    v.check(
      (value) => value === '' || !isValidBirthDate(value) || isNotFutureBirthDate(value),
      M.dateOfBirthFuture,
    ),
    // The picker's 'YYYY-MM-DD' is stored as midnight UTC of that day, so the day never shifts.
    v.transform(toBirthTimestamp),
  ),
  gender: choice(GENDERS, M.gender),
  address: text(5, APPLICATION_MAX_LENGTHS.address, M.address, 'area'),
  country: choice(COUNTRIES, M.country),
  iskcon_status: choice(ISKCON_STATUSES, M.iskconStatus),
  iskcon_status_other: optionalText(APPLICATION_MAX_LENGTHS.shortText),
  years_of_practice: choice(YEARS_OF_PRACTICE, M.yearsOfPractice),
  initiated: choice(INITIATED_VALUES, M.initiated),
  spiritual_master: optionalText(APPLICATION_MAX_LENGTHS.shortText),
  prior_courses: list(PRIOR_COURSES),
  other_prior_course: optionalText(APPLICATION_MAX_LENGTHS.shortText),
  course_name: choice(COURSE_NAMES, M.courseName),
  preferred_language: choice(PREFERRED_LANGUAGES, M.preferredLanguage),
  other_language: optionalText(APPLICATION_MAX_LENGTHS.shortText),
  preferred_schedule: choice(PREFERRED_SCHEDULES, M.preferredSchedule),
  // Every course is online: the form leaves it out and it reads as online.
  course_format: v.optional(v.literal('online', M.courseFormat), 'online'),
  completed_prerequisites: choice(COMPLETED_PREREQUISITES, M.completedPrerequisites),
  special_assistance: list(SPECIAL_ASSISTANCE),
  other_special_assistance: optionalText(APPLICATION_MAX_LENGTHS.shortText),
  technology_access: v.pipe(
    list(TECHNOLOGY_ACCESS, M.technologyAccess),
    v.minLength(1, M.technologyAccess),
  ),
  study_materials: choice(STUDY_MATERIALS, M.studyMaterials),
  referral_source: optionalChoice(REFERRAL_SOURCES),
  other_referral_source: optionalText(APPLICATION_MAX_LENGTHS.shortText),
  testimonial: optionalText(APPLICATION_MAX_LENGTHS.longText, 'area'),
};

const answersObject = v.object({ ...APPLICATION_ENTRIES, ...CONSENT_ENTRIES });
type Answers = v.InferOutput<typeof answersObject>;

/**
 * "Please specify": `field` may not be blank while `parent` shows it. partialCheck runs even
 * while other fields still have errors, so the wizard shows it on its step at once; forward puts
 * the message on the field to fill in.
 */
function specifiedWhenShown(parent: keyof ParentAnswers, field: ConditionalField, message: string) {
  return v.forward<Answers, v.PartialCheckIssue<Answers>, [ConditionalField]>(
    v.partialCheck<Answers, [[keyof ParentAnswers], [ConditionalField]], Answers, string>(
      [[parent], [field]],
      (answers) => !isFieldShown(field, answers) || (answers[field] ?? '').trim() !== '',
      message,
    ),
    [field],
  );
}

/** Hidden "other" texts are dropped, and the guardian is kept only for a minor. */
function keptAnswers<T extends ParentAnswers & { date_of_birth: string }>(
  answers: T,
  now: Date,
): T {
  const kept = { ...answers } as Record<string, unknown>;
  for (const field of CONDITIONAL_FIELDS) if (!isFieldShown(field, answers)) kept[field] = null;
  if (!isMinor(answers.date_of_birth, now)) {
    kept.guardian_name = null;
    kept.guardian_consent = false;
  }
  return kept as T;
}

/**
 * The whole application: answers and consent (unknown keys are dropped). An under-18 birth date
 * (on the day `clock` gives) needs the guardian fields, checked like the "please specify" texts.
 */
export function applicationSchemaAt(clock: () => Date = () => new Date()) {
  return v.pipe(
    answersObject,
    specifiedWhenShown('iskcon_status', 'iskcon_status_other', M.iskconStatusOther),
    specifiedWhenShown('preferred_language', 'other_language', M.otherLanguage),
    specifiedWhenShown('special_assistance', 'other_special_assistance', M.otherSpecialAssistance),
    specifiedWhenShown('referral_source', 'other_referral_source', M.otherReferralSource),
    v.forward(
      v.partialCheck(
        [['date_of_birth'], ['guardian_name']],
        (input) => !isMinor(input.date_of_birth, clock()) || Boolean(input.guardian_name),
        CONSENT_MESSAGES.guardianName,
      ),
      ['guardian_name'],
    ),
    v.forward(
      v.partialCheck(
        [['date_of_birth'], ['guardian_consent']],
        (input) => !isMinor(input.date_of_birth, clock()) || input.guardian_consent,
        CONSENT_MESSAGES.guardianConsent,
      ),
      ['guardian_consent'],
    ),
    v.transform((answers) => keptAnswers(answers, clock())),
  );
}

export const applicationSchema = applicationSchemaAt();

/** What the form's fields hold: '' for unset text and choices, the picker's 'YYYY-MM-DD'. */
export type ApplicationFormValues = v.InferInput<typeof applicationSchema>;
export type ApplicationFormField = Exclude<keyof ApplicationFormValues, 'course_format'>;

/** The answers a draft keeps: the form's values without the consent, which is given afresh. */
export type ApplicationAnswerValues = Omit<ApplicationFormValues, ConsentField | 'course_format'>;

/** The body the form sends (without the envelope) and the API checks. */
export type ApplicationBody = v.InferOutput<typeof applicationSchema>;

/** The answers as stored (the consent is stored as a record of its own). */
export type ApplicationPayload = Omit<ApplicationBody, ConsentField>;

export const emptyAnswers: ApplicationAnswerValues = {
  full_name: '',
  spiritual_name: '',
  email: '',
  phone: '',
  preferred_contact: '',
  date_of_birth: '',
  gender: '',
  address: '',
  country: '',
  iskcon_status: '',
  iskcon_status_other: '',
  years_of_practice: '',
  initiated: '',
  spiritual_master: '',
  prior_courses: [],
  other_prior_course: '',
  course_name: '',
  preferred_language: '',
  other_language: '',
  preferred_schedule: '',
  completed_prerequisites: '',
  special_assistance: [],
  other_special_assistance: '',
  technology_access: [],
  study_materials: '',
  referral_source: '',
  other_referral_source: '',
  testimonial: '',
};

/** Consent is never taken from a saved draft: it starts unticked every time. */
export const emptyConsent: Pick<ApplicationFormValues, ConsentField> = {
  consent_notice: false,
  consent_sensitive: false,
  guardian_name: '',
  guardian_consent: false,
};

// ---------------------------------------------------------------------------------------------
// What POST /api/applications adds around the application

/** The extra fields of POST /api/applications: the client-made id and the honeypot. */
export const applicationEnvelopeSchema = v.pipe(
  v.object({
    id: v.optional(
      v.pipe(v.string('Application id must be a UUID'), v.uuid('Application id must be a UUID')),
      '',
    ),
    company_website: v.optional(v.string(), ''),
    /** The intake a course card named (its next one); absent when the applicant came another way. */
    intake: v.optional(
      v.nullable(v.pipe(v.string(M.intake), v.toLowerCase(), v.uuid(M.intake))),
      null,
    ),
    /** True when the applicant chose "Join the waitlist". */
    waitlist: v.optional(v.boolean(M.waitlist), false),
  }),
  v.forward(
    v.partialCheck(
      [['intake'], ['waitlist']],
      (input) => !input.waitlist || input.intake !== null,
      M.waitlistWithoutIntake,
    ),
    ['waitlist'],
  ),
);

const BLANKS: Readonly<Record<string, unknown>> = { ...emptyAnswers, ...emptyConsent };

/**
 * How the API reads an application: a null answer, and with `fillMissing` a missing one, is the
 * form's blank ('', [] or unticked), so it reads as unset or fails with its field's own message
 * (valibot would otherwise report a bare "Invalid type" or "Invalid key").
 */
export function withBlanks(body: unknown, { fillMissing = true } = {}): unknown {
  if (!isPlainObject(body)) return body;
  const filled = { ...body };
  for (const [key, blank] of Object.entries(BLANKS)) {
    if (filled[key] === null || (fillMissing && filled[key] === undefined)) filled[key] = blank;
  }
  return filled;
}

/** The whole body of POST /api/applications: envelope and application, issues from both at once. */
export function applicationSubmissionSchemaAt(clock: () => Date = () => new Date()) {
  return v.intersect([
    applicationEnvelopeSchema,
    v.pipe(v.unknown(), v.transform(withBlanks), applicationSchemaAt(clock)),
  ]);
}

export type ApplicationSubmission = ApplicationPayload & { id: string };

/** Which intake an application is for, as stored (absent: no intake was named). */
export interface ApplicationPlacement {
  intake: string;
  /** The course the intake belongs to (its capacity is read from there when accepting). */
  intake_course_id: string;
  waitlist: boolean;
}
