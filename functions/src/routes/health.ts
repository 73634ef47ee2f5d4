import { Hono } from 'hono';
import { tableAnswers } from '@institute/core/db/health';
import type { AppDeps } from '../deps';
import { ApiError, errorResponse } from '../errors';

export function healthRoutes({ db }: AppDeps) {
  return new Hono().get('/', async (c) => {
    if (await tableAnswers(db)) return c.json({ status: 'ok' as const });
    return errorResponse(c, new ApiError(503, 'unavailable', 'The database is not answering'));
  });
}
