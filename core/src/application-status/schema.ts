import * as v from 'valibot';
import { lookupEmail } from '../contact/email';
import type { ApplicationStatus } from '../application/status';

/*
 * The applicant's status page without an account: an e-mailed 6-digit code proves the address,
 * then the applications of that address are shown with their status in plain words.
 */

/** How long an e-mailed code works. */
export const STATUS_CODE_TTL_SECONDS = 10 * 60;
/** Wrong codes that end a code (a new one must be asked for). */
export const STATUS_CODE_MAX_WRONG = 5;
/** Codes one address may be sent per hour. */
export const STATUS_CODES_PER_ADDRESS = 3;
/** Codes one client (network address) may ask for per hour, whatever the addresses. */
export const STATUS_CODES_PER_CLIENT = 10;
export const STATUS_CODE_WINDOW_SECONDS = 60 * 60;

/**
 * The least time a code request takes to answer, so an address that has applications (an e-mail
 * is sent) answers no later than one that has none.
 */
export const STATUS_CODE_ANSWER_FLOOR_MS = 1500;

export const APPLICATION_STATUS_MESSAGES = {
  email: 'Please enter a valid email address',
  code: 'Enter the 6-digit code from the e-mail',
  /** The same answer whether or not the address has applications. */
  codeSent:
    'If we have applications for this address, we have sent a code to it. The code works for 10 minutes.',
} as const;

const M = APPLICATION_STATUS_MESSAGES;

const email = lookupEmail(M.email);

const code = v.pipe(
  v.optional(v.string(M.code), ''),
  // "123 456" as some mail clients show it is the same code.
  v.transform((value) => value.replace(/\s+/g, '')),
  v.regex(/^\d{6}$/, M.code),
);

/** POST /api/application-status/code, and the status page's first form. */
export const statusCodeRequestSchema = v.object({ email });
export type StatusCodeRequestInput = v.InferInput<typeof statusCodeRequestSchema>;
export type StatusCodeRequest = v.InferOutput<typeof statusCodeRequestSchema>;

/** POST /api/application-status/view, and the status page's second form. */
export const statusViewRequestSchema = v.object({ email, code });
export type StatusViewRequestInput = v.InferInput<typeof statusViewRequestSchema>;
export type StatusViewRequest = v.InferOutput<typeof statusViewRequestSchema>;

/**
 * What the applicant is told about each status: a short label and one sentence, in which
 * {contact} stands for the way they asked to be contacted ("on WhatsApp").
 */
export const APPLICANT_STATUS_TEXT: Record<ApplicationStatus, { label: string; detail: string }> = {
  new: {
    label: 'Received – we will be in touch',
    detail: 'We have your application and will contact you {contact}.',
  },
  contacted: {
    label: 'Being reviewed',
    detail: 'We have been in touch with you and are considering your application.',
  },
  waitlisted: {
    label: 'On the waiting list',
    detail: 'The course is full for now; we will write to you if a place opens.',
  },
  accepted: {
    label: 'Accepted',
    detail: 'Welcome! We will send you the details of your orientation and first class.',
  },
  declined: {
    label: 'Not accepted this time',
    detail: 'We are not able to offer you a place on this course. You are welcome to apply again.',
  },
};

/**
 * An application on an intake's waitlist (the intake was closed or full when it came), until a
 * decision: it is still waiting for a place while staff are in touch about it. Waitlisted,
 * Accepted and Declined say the rest themselves.
 */
export const WAITLIST_APPLICATION_TEXT = {
  new: {
    label: 'Received – on the waitlist',
    detail:
      'The intake was no longer taking applications, so yours is on its waitlist. We will contact you {contact} if a place opens, or about the following intake.',
  },
  contacted: {
    label: 'Being reviewed – on the waitlist',
    detail:
      'We have been in touch with you and are considering your application. It is on the waitlist of its intake: we will contact you {contact} if a place opens, or about the following intake.',
  },
} satisfies Partial<Record<ApplicationStatus, { label: string; detail: string }>>;

/** One application as its applicant sees it: nothing staff wrote, nothing beyond these fields. */
export interface ApplicantApplicationView {
  /** The application ID's first eight characters, in capitals (as the confirmation shows it). */
  reference: string;
  course_name: string;
  /** The course as the form names it. */
  course: string;
  /** When it was submitted (ISO UTC); the page shows it in Malaysia time. */
  applied_at: string;
  status: ApplicationStatus;
  status_label: string;
  status_detail: string;
  /** The last status e-mail sent to them (its subject and when), or null before the first. */
  last_message: { subject: string; sent_at: string } | null;
}

export interface StatusViewResponse {
  applications: ApplicantApplicationView[];
}

export interface StatusCodeResponse {
  message: string;
}
