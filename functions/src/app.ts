import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { ApiError, handleError } from './errors';
import { requireAdmin, type AuthEnv } from './middleware/auth';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/admin/me';

/**
 * The whole API, mounted under /api. Route modules are factories over the same deps so the
 * Lambda, the local server and the tests all build the identical app.
 */
export function createApp(deps: AppDeps) {
  const admin = new Hono<AuthEnv>()
    .use('*', requireAdmin(deps.verify))
    .route('/me', meRoutes(deps));

  const api = new Hono()
    .route('/health', healthRoutes(deps))
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
