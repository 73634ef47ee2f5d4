import { Hono } from 'hono';
import { forgetPublishedIntakes } from '@institute/core/intake/service';
import { UPLOAD_AREAS, type Area } from '@institute/core/access/permissions';
import { createBodyCache } from '@institute/core/home/cache';
import { loadPublicHome } from '@institute/core/home/service';
import type { AppDeps } from './deps';
import { ApiError, handleError } from './errors';
import { requireSuperAdminMfa } from './middleware/account';
import { requireAdmin, type AuthEnv } from './middleware/auth';
import { requireArea } from './middleware/permissions';
import { fromEdge } from './middleware/edge';
import { jsonBodyLimit, refuseCrossOrigin, requireJson } from './middleware/request-limits';
import { healthRoutes } from './routes/health';
import { appSignals, countResponses } from './signals';
import { applicationRoutes } from './routes/applications';
import { applicationStatusRoutes } from './routes/application-status';
import { auditRoutes } from './routes/admin/audit';
import { publicRoutes } from './routes/public';
import { eventRoutes } from './routes/events';
import { analyticsRoutes } from './routes/admin/analytics';
import { adminApplicationRoutes } from './routes/admin/applications';
import { dataRequestRoutes } from './routes/admin/data-requests';
import { statusEmailRoutes, statusTemplateRoutes } from './routes/admin/status-emails';
import { userRoutes } from './routes/admin/users';
import { contentSectionRoutes } from './routes/admin/content-sections';
import { courseRoutes } from './routes/admin/courses';
import { meRoutes } from './routes/admin/me';
import { settingsRoutes } from './routes/admin/settings';
import { teamMemberRoutes } from './routes/admin/team-members';
import { testimonialRoutes } from './routes/admin/testimonials';
import { uploadRoutes } from './routes/admin/uploads';

/** Every /api/admin response: personal data, never cached anywhere (SECURITY.md). */
export const ADMIN_CACHE_CONTROL = 'private, no-store';

/**
 * What each admin router needs from the permission map (reads need `read`, the rest `write`).
 * `/me` (the caller's own account) is open to every admin role. Tests generate the role matrix
 * from this table and the map.
 */
export const ADMIN_AREAS = {
  '/content-sections': 'content_sections',
  '/courses': 'courses',
  '/testimonials': 'testimonials',
  '/team-members': 'team',
  '/uploads': UPLOAD_AREAS,
  '/settings': 'settings',
  '/audit': 'audit',
  '/applications': 'applications',
  '/analytics': 'analytics',
  '/users': 'users',
} as const satisfies Record<string, Area | readonly Area[]>;
type AdminPath = keyof typeof ADMIN_AREAS;

/** An edit form's heartbeat, which changes nothing the home page shows. */
const EDITING_PATH = /\/editing$/;

/**
 * The paths of a record's versions (and of the settings') and of a list's trash: whole records,
 * which only those who may edit the kind read (decisions 037 and 046).
 */
const EDITORS_ONLY_PATH = /\/(versions|trash)(\/|$)/;

/**
 * The whole API, mounted under /api. Route modules are factories over the same deps so the
 * Lambda, the local server and the tests all build the identical app.
 */
export function createApp(deps: AppDeps) {
  // Judged by the API's clock (tests move it): a scheduled record shows only inside its window.
  const home = createBodyCache(
    async () => {
      const { home: value, nextChange } = await loadPublicHome(deps.db, deps.clock());
      return { value, nextChange };
    },
    { now: () => deps.clock().getTime() },
  );
  // What /api/health shows super admins: this app's alarm conditions (infra/alarms.ts).
  const signals = appSignals();
  // Each area of the admin declares what it needs from the permission map (core/src/access).
  const area = (path: AdminPath, routes: Hono<AuthEnv>) =>
    new Hono<AuthEnv>().use('*', requireArea(deps.access, ADMIN_AREAS[path])).route('/', routes);
  // A record's versions and the trash are whole records, and restoring one is an edit: reading
  // them takes the right to edit the kind too (docs/decisions/037 and 046).
  const versioned = (path: AdminPath, routes: Hono<AuthEnv>) => {
    const editors = requireArea(deps.access, ADMIN_AREAS[path], 'write');
    return (
      new Hono<AuthEnv>()
        // /settings/versions…, /courses/:id/versions…, /courses/trash…
        .use('*', (c, next) => (EDITORS_ONLY_PATH.test(c.req.path) ? editors(c, next) : next()))
        .route('/', area(path, routes))
    );
  };
  const admin = new Hono<AuthEnv>()
    .use('*', requireAdmin(deps.verify, deps.access))
    .use('*', requireSuperAdminMfa(deps.config, deps.account, deps.access))
    // Any admin write may change what the home page shows: the next read loads it afresh.
    .use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 400 && !EDITING_PATH.test(c.req.path)) {
        home.invalidate();
        forgetPublishedIntakes(deps.db);
      }
    })
    .route('/me', meRoutes(deps))
    .route('/content-sections', versioned('/content-sections', contentSectionRoutes(deps)))
    .route('/courses', versioned('/courses', courseRoutes(deps)))
    .route('/testimonials', versioned('/testimonials', testimonialRoutes(deps)))
    .route('/team-members', versioned('/team-members', teamMemberRoutes(deps)))
    .route('/uploads', area('/uploads', uploadRoutes(deps)))
    .route('/settings', versioned('/settings', settingsRoutes(deps)))
    .route('/audit', area('/audit', auditRoutes(deps)))
    // Before '/applications' (whose '/:id' would take the path); guarded as the applications are.
    .route('/applications/data-requests', area('/applications', dataRequestRoutes(deps)))
    .route('/applications/templates', area('/applications', statusTemplateRoutes(deps)))
    .route('/applications', area('/applications', statusEmailRoutes(deps)))
    .route('/applications', area('/applications', adminApplicationRoutes(deps)))
    .route('/analytics', area('/analytics', analyticsRoutes(deps)))
    .route('/users', area('/users', userRoutes(deps)));

  const api = new Hono()
    .route('/health', healthRoutes(deps, signals))
    .route('/public/events', eventRoutes(deps))
    .route('/public', publicRoutes(deps, home))
    .route('/applications', applicationRoutes(deps))
    .route('/application-status', applicationStatusRoutes(deps))
    .route('/admin', admin);

  const noRoute = new ApiError(404, 'not_found', 'No such route');
  const app = new Hono()
    .use('/api/*', countResponses(signals))
    // Before the rest, so it also marks refusals: no admin answer is ever stored by CloudFront or a browser.
    .use('/api/admin/*', async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', ADMIN_CACHE_CONTROL);
    })
    // On '/api/*' only: the local server mounts this app at '/' beside the SPA and /cognito.
    .use('/api/*', fromEdge(deps.config.behindEdge))
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
