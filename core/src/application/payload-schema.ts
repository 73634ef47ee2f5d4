import * as v from 'valibot';
import { APPLICATION_MAX_LENGTHS, APPLICATION_MESSAGES as M, tooLong } from './answer-messages';
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
import { APPLICATION_FIELDS, ApplicationFormField, isFieldShown } from './fields';
import { ApplicationForm, otherIsSpecified } from './form-schema';

/* The wire and stored payload (snake_case) the API validates, and the form-to-payload mapping. */

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
  // Optional, and absent on applications from before it was asked: those read as null.
  preferred_contact: wireOptionalChoice(PREFERRED_CONTACTS),
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
export const applicationSubmissionEnvelopeSchema = v.pipe(
  v.object({
    id: required(
      v.pipe(v.string('Application id must be a UUID'), v.uuid('Application id must be a UUID')),
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

/** The whole body of POST /api/applications: envelope and payload, issues from both at once. */
export const applicationSubmissionSchema = v.intersect([
  applicationSubmissionEnvelopeSchema,
  applicationPayloadSchema,
]);

export type ApplicationSubmission = ApplicationPayload & { id: string };

/** Which intake an application is for, as stored (absent: no intake was named). */
export interface ApplicationPlacement {
  intake: string;
  /** The course the intake belongs to (its capacity is read from there when accepting). */
  intake_course_id: string;
  waitlist: boolean;
}

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
