import { Hono } from 'hono';
import { analyticsQuerySchema, analyticsService } from '@institute/core/analytics/service';
import type { AppDeps } from '../../deps';
import type { AuthEnv } from '../../middleware/auth';
import { parseQuery } from '../../query';

/** GET /api/admin/analytics?from&to: the whole analytics page in one answer. */
export function analyticsRoutes({ db }: AppDeps) {
  const analytics = analyticsService(db);
  return new Hono<AuthEnv>().get('/', async (c) =>
    c.json(await analytics.report(parseQuery(c, analyticsQuerySchema))),
  );
}
