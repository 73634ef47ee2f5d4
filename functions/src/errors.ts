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

/**
 * The one table from a domain refusal (a use case's `{ ok: false, reason, message }`) to its
 * HTTP answer: the status, with the reason as the error code unless a code is given. The words
 * are the use case's, or the route's where they name the record (`refused` below).
 */
const REFUSALS = {
  not_found: { status: 404 },
  conflict: { status: 409 },
  // A new record's client-made id already names one (core/src/db/record-service.ts).
  id_taken: { status: 409 },
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
  // A move in an ordered list (core/src/db/record-move.ts): the field naming the neighbour is wrong.
  same_record: { status: 400, code: 'validation_failed' },
  anchor_not_found: { status: 400, code: 'validation_failed' },
  // A restored version that today's rules, or other records, no longer allow.
  invalid: { status: 409, code: 'version_invalid' },
  // Turning the authenticator app off (core/src/auth/authenticator.ts); wrong_code is above.
  wrong_password: { status: 400 },
  not_on: { status: 409 },
  // Too many status-page code requests (core/src/application-status): answered with Retry-After.
  address_limited: { status: 429 },
  client_limited: { status: 429 },
  // A paging cursor that is not one of this list's.
  invalid_cursor: { status: 400 },
} satisfies Record<string, { status: ContentfulStatusCode; code?: string }>;

export type RefusalReason = keyof typeof REFUSALS;

/** A domain refusal as `refused` answers it. */
export interface DomainRefusal {
  reason: RefusalReason;
  message: string;
  /** The fields at fault, by name, as a schema's refusal gives them. */
  fields?: Record<string, string>;
  /** A limit's refusal: when to ask again, sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** The ApiError a domain refusal answers with. */
export function refused(
  result: DomainRefusal,
  /** Overrides the code for this route (an upload's missing key is `upload_not_found`). */
  codes: Partial<Record<RefusalReason, string>> = {},
): ApiError {
  const entry: { status: ContentfulStatusCode; code?: string } = REFUSALS[result.reason];
  const retryAfter = result.retryAfterSeconds;
  return new ApiError(
    entry.status,
    codes[result.reason] ?? entry.code ?? result.reason,
    result.message,
    result.fields,
    retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) },
  );
}

export const notFound = (what = 'Resource') =>
  refused({ reason: 'not_found', message: `${what} not found` });

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
