import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { ApiError, handleError } from './errors';
import { requireAdmin, type AuthEnv } from './middleware/auth';
import { healthRoutes } from './routes/health';
import { applicationRoutes } from './routes/applications';
import { publicRoutes } from './routes/public';
import { contentSectionRoutes } from './routes/admin/content-sections';
import { courseRoutes } from './routes/admin/courses';
import { meRoutes } from './routes/admin/me';
import { settingsRoutes } from './routes/admin/settings';
import { teamMemberRoutes } from './routes/admin/team-members';
import { testimonialRoutes } from './routes/admin/testimonials';

/**
 * The whole API, mounted under /api. Route modules are factories over the same deps so the
 * Lambda, the local server and the tests all build the identical app.
 */
export function createApp(deps: AppDeps) {
  const admin = new Hono<AuthEnv>()
    .use('*', requireAdmin(deps.verify))
    .route('/me', meRoutes(deps))
    .route('/content-sections', contentSectionRoutes(deps))
    .route('/courses', courseRoutes(deps))
    .route('/testimonials', testimonialRoutes(deps))
    .route('/team-members', teamMemberRoutes(deps))
    .route('/settings', settingsRoutes(deps));

  const api = new Hono()
    .route('/health', healthRoutes(deps))
    .route('/public', publicRoutes(deps))
    .route('/applications', applicationRoutes(deps))
    .route('/admin', admin);

  const noRoute = new ApiError(404, 'not_found', 'No such route');
  const app = new Hono()
    .route('/api', api)
    // Registered after every route, so it also answers when this app is mounted in another.
    .all('/api/*', (c) => handleError(noRoute, c));
  app.notFound((c) => handleError(noRoute, c));
  app.onError(handleError);
  return app;
}

export type AppType = ReturnType<typeof createApp>;
