import * as v from 'valibot';
import { APPLICATION_MAX_LENGTHS } from './answer-messages';
import { isValidBirthDate } from './answer-rules';
import { instituteDayOf } from '../calendar/institute-day';
import { typedText, tooLongBy } from '../validation/plain-text';

/*
 * Consent under the PDPA: agreement to the personal data notice, a separate explicit consent
 * for the religious-background answers (sensitive data, s40) and, for an applicant under 18, a
 * parent or guardian's name and consent. The application schema (schema.ts) holds these fields
 * beside the answers, so the wizard's last step and the API check them with the same rules.
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

/**
 * Whole years from a birth date ('YYYY-MM-DD' or ISO timestamp) to `now`; null if unreadable.
 * Counted on the calendar in Ipoh: a birthday begins at midnight there, not at 08:00 (UTC's).
 */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  if (!dateOfBirth || !isValidBirthDate(dateOfBirth)) return null;
  const [year, month, day] = dateOfBirth.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [nowYear, nowMonth, nowDay] = instituteDayOf(now).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const beforeBirthday = nowMonth < month || (nowMonth === month && nowDay < day);
  return nowYear - year - (beforeBirthday ? 1 : 0);
}

/** True when the applicant is under 18 today; unknown dates are not judged here. */
export function isMinor(dateOfBirth: string, now: Date = new Date()): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age < ADULT_AGE;
}

/** A box that must be ticked. */
const ticked = (message: string) =>
  v.pipe(
    v.boolean(message),
    v.check((value) => value, message),
  );

/**
 * The consent fields of the application schema. The guardian fields are checked (and kept) only
 * for a minor: that rule needs the birth date, so it sits in the schema's pipe.
 */
export const CONSENT_ENTRIES = {
  consent_notice: ticked(M.consentNotice),
  consent_sensitive: ticked(M.consentSensitive),
  guardian_name: v.pipe(
    typedText('line'),
    v.maxLength(APPLICATION_MAX_LENGTHS.name, tooLongBy(APPLICATION_MAX_LENGTHS.name)),
    v.transform((value) => value || null),
  ),
  guardian_consent: v.boolean(M.guardianConsent),
};

export type ConsentField = keyof typeof CONSENT_ENTRIES;
export const CONSENT_FIELDS = Object.keys(CONSENT_ENTRIES) as ConsentField[];

/** The consent as the API received it. */
export type ConsentPayload = {
  [K in ConsentField]: v.InferOutput<(typeof CONSENT_ENTRIES)[K]>;
};

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
