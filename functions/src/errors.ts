import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { BaseIssue } from 'valibot';
import { log } from '@institute/core/ops/log';
import { fieldMessages } from '@institute/core/validation/field-messages';

/** The one error shape every API error uses. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found`);

/**
 * The one table from a domain refusal (a use case's `{ ok: false, reason, message }`) to its
 * HTTP answer: the status, with the reason as the error code unless a code is given.
 */
const REFUSALS = {
  not_found: { status: 404 },
  conflict: { status: 409 },
  intake_full: { status: 409 },
  illegal_transition: { status: 400 },
  not_decided: { status: 400 },
  window_closed: { status: 403 },
  name_mismatch: { status: 400 },
  undecided: { status: 409 },
  anonymised: { status: 409 },
  wrong_status: { status: 409 },
  last_super_admin: { status: 409 },
  unsupported_type: { status: 415, code: 'unsupported_image_type' },
  too_large: { status: 413, code: 'image_too_large' },
  empty: { status: 400, code: 'empty_image' },
  already_completed: { status: 409, code: 'upload_already_completed' },
  no_code: { status: 400 },
  code_expired: { status: 400 },
  wrong_code: { status: 400 },
  code_ended: { status: 400 },
} satisfies Record<string, { status: ContentfulStatusCode; code?: string }>;

export type RefusalReason = keyof typeof REFUSALS;

/** The ApiError a domain refusal answers with. */
export function refused(
  result: { reason: RefusalReason; message: string },
  /** Overrides the code for this route (an upload's missing key is `upload_not_found`). */
  codes: Partial<Record<RefusalReason, string>> = {},
): ApiError {
  const entry: { status: ContentfulStatusCode; code?: string } = REFUSALS[result.reason];
  return new ApiError(
    entry.status,
    codes[result.reason] ?? entry.code ?? result.reason,
    result.message,
  );
}

/** 400 for an input other records rule out (the service's `refused`), by field as a schema's. */
export function refusedInput(refusal: { message: string; fields: Record<string, string> }) {
  return new ApiError(400, 'validation_failed', refusal.message, refusal.fields);
}

export function validationError(issues: readonly BaseIssue<unknown>[]): ApiError {
  return new ApiError(400, 'validation_failed', 'Some fields are not valid', fieldMessages(issues));
}

export function errorResponse(c: Context, err: ApiError) {
  const body: ErrorBody = {
    error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
  };
  return c.json(body, err.status, err.headers);
}

/** Maps anything thrown in a handler to the error shape; unknown errors never leak details. */
export function handleError(err: unknown, c: Context) {
  if (err instanceof ApiError) return errorResponse(c, err);
  if (err instanceof HTTPException) {
    return errorResponse(
      c,
      new ApiError(err.status, 'http_error', err.message || 'Request failed'),
    );
  }
  log.error('unhandled', { path: c.req.path, err: String(err) });
  return errorResponse(c, new ApiError(500, 'internal_error', 'Something went wrong'));
}
