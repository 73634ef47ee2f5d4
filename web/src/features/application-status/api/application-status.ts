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
