import type { PreferredContact } from '@institute/core/application/choices';
import type { ApplicationBody } from '@institute/core/application/schema';
import { ApiError, apiPost } from '../../../lib/api';
import { wait } from '@institute/core/lang/values';

export interface ApplicationSubmission extends ApplicationBody {
  id: string;
  /** Honeypot: people never see it, so only bots fill it in. */
  company_website: string;
  /** The intake a course card named, and whether this joins its waitlist. */
  intake?: string;
  waitlist?: boolean;
}

/**
 * Gateway failures and lost connections are worth another try; the same id keeps it to one record.
 * Not a request that went unanswered: it has had its wait, and the visitor is told at once.
 */
export function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code !== 'timeout' &&
    [0, 502, 503, 504].includes(error.status)
  );
}

export const RETRY_DELAYS_MS = [500, 1000, 2000];

/**
 * The API's 201: the id, `waitlist` when the application is on an intake's waitlist, and
 * `intake_start` (YYYY-MM-DD) when it joined an intake; and when the id was stored before with
 * other answers (a lost answer, another tab), the stored application's course and preferred
 * contact, as those earlier answers were kept.
 */
export type SubmitAnswer = { id: string; waitlist?: boolean; intake_start?: string } & (
  | { earlier_answers_kept?: false }
  | {
      earlier_answers_kept: true;
      course_name: string;
      preferred_contact?: PreferredContact;
    }
);

/** POST /api/applications, retried with exponential back-off on gateway errors. */
export async function submitApplication(
  submission: ApplicationSubmission,
  options: { delays?: number[]; sleep?: (ms: number) => Promise<void> } = {},
): Promise<SubmitAnswer> {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiPost<SubmitAnswer>('/applications', submission);
    } catch (error) {
      if (!isRetryable(error) || attempt >= delays.length) throw error;
      await sleep(delays[attempt]!);
    }
  }
}

export const GENERIC_SUBMIT_ERROR =
  'There was an error submitting your application. Please try again.';

/** Sending again is safe: an application that did arrive is stored once, under its id. */
export const TIMEOUT_SUBMIT_ERROR =
  'The server did not answer in time. Your answers are kept: please submit again.';

/** The server's own message when it sent one in the API's error shape, else a text of ours. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'timeout') return TIMEOUT_SUBMIT_ERROR;
  if (
    error instanceof ApiError &&
    error.status !== 0 &&
    error.code !== 'http_error' &&
    error.message
  ) {
    return error.message;
  }
  return GENERIC_SUBMIT_ERROR;
}
