import * as v from 'valibot';
import { APPLICATION_MAX_LENGTHS } from './answer-messages';
import { isValidBirthDate } from './answer-rules';
import { applicationFormSchema, type ApplicationForm } from './form-schema';
import { applicationSubmissionSchema } from './payload-schema';

/*
 * Consent under the PDPA: agreement to the personal data notice, a separate explicit consent
 * for the religious-background answers (sensitive data, s40) and, for an applicant under 18, a
 * parent or guardian's name and consent. The wizard's last step and the API use these rules.
 */

export const CONSENT_MESSAGES = {
  consentNotice: 'Please confirm that you have read and agree to the personal data notice',
  consentSensitive:
    'Please give your explicit consent to the processing of your spiritual background answers',
  guardianName: 'Applicants under 18 need the name of a parent or guardian',
  guardianConsent: 'Applicants under 18 need the consent of a parent or guardian',
} as const;

const M = CONSENT_MESSAGES;

export const ADULT_AGE = 18;

/** Whole years from a birth date ('YYYY-MM-DD' or ISO timestamp) to `now`; null if unreadable. */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  if (!dateOfBirth || !isValidBirthDate(dateOfBirth)) return null;
  const [year, month, day] = dateOfBirth.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  const beforeBirthday = nowMonth < month || (nowMonth === month && now.getUTCDate() < day);
  return nowYear - year - (beforeBirthday ? 1 : 0);
}

/** True when the applicant is under 18 today; unknown dates are not judged here. */
export function isMinor(dateOfBirth: string, now: Date = new Date()): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age < ADULT_AGE;
}

// ---------------------------------------------------------------------------------------------
// The form (camelCase)

const ticked = (message: string) =>
  v.pipe(
    v.boolean(message),
    v.check((value) => value, message),
  );

export const consentFormSchema = v.object({
  consentNotice: ticked(M.consentNotice),
  consentSensitive: ticked(M.consentSensitive),
  guardianName: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(
      APPLICATION_MAX_LENGTHS.name,
      `Must be at most ${APPLICATION_MAX_LENGTHS.name} characters`,
    ),
  ),
  guardianConsent: v.boolean(M.guardianConsent),
});

export type ConsentForm = v.InferInput<typeof consentFormSchema>;
export type ConsentFormField = keyof ConsentForm;

export const emptyConsentForm: ConsentForm = {
  consentNotice: false,
  consentSensitive: false,
  guardianName: '',
  guardianConsent: false,
};

/** Form field -> wire field; the consent part of the one mapping (APPLICATION_FIELDS has the rest). */
export const CONSENT_FIELDS = {
  consentNotice: 'consent_notice',
  consentSensitive: 'consent_sensitive',
  guardianName: 'guardian_name',
  guardianConsent: 'guardian_consent',
} as const satisfies Record<ConsentFormField, string>;

export const CONSENT_FORM_FIELDS = Object.keys(CONSENT_FIELDS) as ConsentFormField[];

export function consentFormFieldFor(wire: string): ConsentFormField | undefined {
  return CONSENT_FORM_FIELDS.find((field) => CONSENT_FIELDS[field] === wire);
}

/** The whole wizard: the application's answers and the consent, one resolver. */
export const enrolmentFormSchema = v.pipe(
  v.intersect([applicationFormSchema, consentFormSchema]),
  v.forward(
    v.partialCheck(
      [['dateOfBirth'], ['guardianName']],
      (input) => !isMinor(input.dateOfBirth) || input.guardianName.trim().length > 0,
      M.guardianName,
    ),
    ['guardianName'],
  ),
  v.forward(
    v.partialCheck(
      [['dateOfBirth'], ['guardianConsent']],
      (input) => !isMinor(input.dateOfBirth) || input.guardianConsent,
      M.guardianConsent,
    ),
    ['guardianConsent'],
  ),
);

export type EnrolmentForm = ApplicationForm & ConsentForm;

/** The wire part of the consent; guardian fields only travel for a minor. */
export function toConsentPayload(form: EnrolmentForm) {
  const minor = isMinor(form.dateOfBirth);
  return {
    consent_notice: form.consentNotice,
    consent_sensitive: form.consentSensitive,
    guardian_name: minor ? form.guardianName.trim() : null,
    guardian_consent: minor ? form.guardianConsent : false,
  };
}

// ---------------------------------------------------------------------------------------------
// The wire (snake_case)

/** A missing key reads as false, so it fails with the field's own message. */
const wireTicked = (message: string) => v.optional(ticked(message), false);

export const consentPayloadSchema = v.object({
  consent_notice: wireTicked(M.consentNotice),
  consent_sensitive: wireTicked(M.consentSensitive),
  guardian_name: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), v.maxLength(APPLICATION_MAX_LENGTHS.name))),
  ),
  guardian_consent: v.optional(v.boolean(M.guardianConsent), false),
});

export type ConsentPayload = v.InferOutput<typeof consentPayloadSchema>;

/**
 * The body of POST /api/applications: envelope, answers and consent, issues from all at once.
 * An under-18 birth date (on the day the server receives it) needs the guardian fields.
 */
export function enrolmentSubmissionSchemaAt(clock: () => Date = () => new Date()) {
  return v.pipe(
    v.intersect([applicationSubmissionSchema, consentPayloadSchema]),
    v.forward(
      v.partialCheck(
        [['date_of_birth'], ['guardian_name']],
        (input) => !isMinor(input.date_of_birth, clock()) || Boolean(input.guardian_name),
        M.guardianName,
      ),
      ['guardian_name'],
    ),
    v.forward(
      v.partialCheck(
        [['date_of_birth'], ['guardian_consent']],
        (input) => !isMinor(input.date_of_birth, clock()) || input.guardian_consent,
        M.guardianConsent,
      ),
      ['guardian_consent'],
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The record kept with the application

/** What the applicant was shown and agreed to; later edits of the notice never rewrite it. */
export interface ConsentRecord {
  /** A short fingerprint of the notice texts (both languages) in force at the time. */
  notice_version: string;
  given_at: string;
  notice_text: string;
  sensitive_text: string;
  /** Present only for an applicant under 18. */
  guardian: { name: string; consent_text: string } | null;
}
