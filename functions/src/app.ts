import { Hono } from 'hono';
import { createBodyCache } from '@institute/core/home/cache';
import { getPublicHome } from '@institute/core/home/service';
import type { AppDeps } from './deps';
import { ApiError, handleError } from './errors';
import { requireSuperAdminMfa } from './middleware/account';
import { requireAdmin, type AuthEnv } from './middleware/auth';
import { fromEdge } from './middleware/edge';
import { jsonBodyLimit, refuseCrossOrigin, requireJson } from './middleware/request-limits';
import { healthRoutes } from './routes/health';
import { applicationRoutes } from './routes/applications';
import { auditRoutes } from './routes/admin/audit';
import { publicRoutes } from './routes/public';
import { eventRoutes } from './routes/events';
import { analyticsRoutes } from './routes/admin/analytics';
import { adminApplicationRoutes } from './routes/admin/applications';
import { dataRequestRoutes } from './routes/admin/data-requests';
import { userRoutes } from './routes/admin/users';
import { contentSectionRoutes } from './routes/admin/content-sections';
import { courseRoutes } from './routes/admin/courses';
import { meRoutes } from './routes/admin/me';
import { settingsRoutes } from './routes/admin/settings';
import { teamMemberRoutes } from './routes/admin/team-members';
import { testimonialRoutes } from './routes/admin/testimonials';
import { uploadRoutes } from './routes/admin/uploads';

/**
 * The whole API, mounted under /api. Route modules are factories over the same deps so the
 * Lambda, the local server and the tests all build the identical app.
 */
export function createApp(deps: AppDeps) {
  const home = createBodyCache(() => getPublicHome(deps.db));
  const admin = new Hono<AuthEnv>()
    .use('*', requireAdmin(deps.verify))
    .use('*', requireSuperAdminMfa(deps.config, deps.account))
    // Any admin write may change what the home page shows: the next read loads it afresh.
    .use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 400) home.invalidate();
    })
    .route('/me', meRoutes(deps))
    .route('/content-sections', contentSectionRoutes(deps))
    .route('/courses', courseRoutes(deps))
    .route('/testimonials', testimonialRoutes(deps))
    .route('/team-members', teamMemberRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/audit', auditRoutes(deps))
    // Before '/applications' (whose '/:id' would take the path); guarded as the applications are.
    .route('/applications/data-requests', dataRequestRoutes(deps))
    .route('/applications', adminApplicationRoutes(deps))
    .route('/analytics', analyticsRoutes(deps))
    .route('/users', userRoutes(deps));

  const api = new Hono()
    .route('/health', healthRoutes(deps))
    .route('/public/events', eventRoutes(deps))
    .route('/public', publicRoutes(deps, home))
    .route('/applications', applicationRoutes(deps))
    .route('/admin', admin);

  const noRoute = new ApiError(404, 'not_found', 'No such route');
  const app = new Hono()
    // On '/api/*' only: the local server mounts this app at '/' beside the SPA and /cognito.
    .use('/api/*', fromEdge(deps.config.edgeSecret))
    .use('/api/*', refuseCrossOrigin())
    // One body policy for every write: JSON only, at most 64 kB, checked before any parsing.
    .use('/api/*', requireJson())
    .use('/api/*', jsonBodyLimit())
    .route('/api', api)
    // Registered after every route, so it also answers when this app is mounted in another.
    .all('/api/*', (c) => handleError(noRoute, c));
  app.notFound((c) => handleError(noRoute, c));
  app.onError(handleError);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
