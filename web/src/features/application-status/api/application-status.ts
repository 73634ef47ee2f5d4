import type {
  StatusCodeResponse,
  StatusViewResponse,
} from '@institute/core/application-status/schema';
import { ApiError, apiPost } from '../../../lib/api';

/** POST /api/application-status/code: the same answer whether or not the address has applications. */
export const requestStatusCode = (email: string) =>
  apiPost<StatusCodeResponse>('/application-status/code', { email });

/** POST /api/application-status/view: the address's applications, when the code is right. */
export const viewApplications = (email: string, code: string) =>
  apiPost<StatusViewResponse>('/application-status/view', { email, code });

export const GENERIC_STATUS_ERROR = 'Something went wrong on our side. Please try again.';

/** The API's own words when it gave them; what to do otherwise. */
export function statusProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0)
      return 'We could not reach the server. Check your connection and try again.';
    const field = error.fields ? Object.values(error.fields)[0] : undefined;
    if (field) return field;
    if (error.code !== 'http_error' && error.message && error.status < 500) return error.message;
  }
  return GENERIC_STATUS_ERROR;
}

/** Refusals after which only a new code helps. */
export const NEEDS_NEW_CODE = new Set(['no_code', 'code_expired', 'code_ended']);

/** Why a code step shows a problem, and whether only a new code helps. */
export interface CodeFailure {
  message: string;
  newCode: boolean;
}

export function codeFailure(error: unknown): CodeFailure {
  return {
    message: statusProblem(error),
    newCode: error instanceof ApiError && NEEDS_NEW_CODE.has(error.code),
  };
}

/** The code kept from earlier in the tab no longer shows the applications: what to do now. */
export function savedCodeFailure(error: unknown): CodeFailure {
  if (!(error instanceof ApiError)) return codeFailure(error);
  // An expired code is deleted on the first refusal, so later reloads find no code at all.
  if (error.code === 'code_expired' || error.code === 'no_code') {
    return {
      message:
        'The code you entered earlier has expired: codes work for 10 minutes. Ask for a new code to see your applications again.',
      newCode: true,
    };
  }
  if (error.code === 'wrong_code') {
    return {
      message:
        'A newer code was sent to this address since. Enter the code from the newest e-mail.',
      newCode: false,
    };
  }
  return codeFailure(error);
}
