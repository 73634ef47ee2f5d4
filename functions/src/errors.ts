import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { BaseIssue } from 'valibot';

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

/** First message per field, keyed by the dotted path of the field in the request body. */
export function fieldMessages(issues: readonly BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
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
  console.error(
    JSON.stringify({ level: 'error', msg: 'unhandled', path: c.req.path, err: String(err) }),
  );
  return errorResponse(c, new ApiError(500, 'internal_error', 'Something went wrong'));
}
