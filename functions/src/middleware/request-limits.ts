import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors';

/** No request body the API accepts comes near this; larger ones are refused before parsing. */
export const MAX_JSON_BYTES = 64 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** 413 for a body over the cap, whether or not it declares its length. */
export const jsonBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than ${MAX_JSON_BYTES / 1024} kB`,
      );
    },
  });

/** 415 unless a write says it sends JSON; nothing else is parsed. */
export const requireJson = (): MiddlewareHandler => async (c, next) => {
  if (WRITE_METHODS.has(c.req.method)) {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Send the request body as application/json',
      );
    }
  }
  await next();
};

/**
 * The API serves its own origin only, where browsers need no CORS. It never sends
 * Access-Control-Allow-* headers, and answers every preflight (which only another origin sends)
 * with 403, so a cross-origin page can neither read answers nor send JSON writes.
 */
export const refuseCrossOrigin = (): MiddlewareHandler => async (c, next) => {
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    throw new ApiError(403, 'cross_origin_refused', 'This API is only for the site it belongs to');
  }
  await next();
};
