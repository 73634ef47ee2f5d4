import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS, createApp } from '@institute/functions/app';
import { createDeps } from '@institute/functions/deps';
import { modeOf } from '@institute/functions/middleware/permissions';
import {
  DEFAULT_PERMISSION_MAP,
  can,
  type Area,
  type PermissionMap,
} from '@institute/core/access/permissions';
import { ADMIN_GROUPS, type AdminGroup } from '@institute/core/auth/roles';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

/*
 * The permission map over every admin route and every role, generated from the router's own
 * route list and the map: a role the map allows gets past the guard (any answer but 401/403:
 * the requests aim at missing records or carry empty bodies, so nothing is changed), any other
 * role gets 403. Then a super admin changes the map, and it takes effect.
 */

let stack: LocalStack;
const headersOf = {} as Record<AdminGroup, Record<string, string>>;
const EMAIL: Record<AdminGroup, string> = {
  super_admin: 'admin@example.com',
  editor: 'editor@example.com',
  content_admin: 'map-content@example.com',
  course_manager: 'map-courses@example.com',
};

beforeAll(async () => {
  let auth: Record<AdminGroup, { authorization: string }>;
  ({ stack, auth } = await startSignedIn({
    super_admin: EMAIL.super_admin,
    content_admin: { email: EMAIL.content_admin, group: 'content_admin' },
    course_manager: { email: EMAIL.course_manager, group: 'course_manager' },
    editor: EMAIL.editor,
  }));
  Object.assign(headersOf, auth);
});

afterAll(async () => {
  await stack?.stop();
});

interface AdminRoute {
  method: string;
  path: string;
  areas: readonly Area[];
}

/** Every admin route the app registers, with the areas its mount declares. */
function adminRoutes(): AdminRoute[] {
  const seen = new Set<string>();
  const routes: AdminRoute[] = [];
  for (const { method, path } of createApp(stack.deps).routes) {
    if (method === 'ALL' || !path.startsWith('/api/admin/')) continue;
    const rest = path.slice('/api/admin'.length);
    const mount = Object.keys(ADMIN_AREAS).find(
      (prefix) => rest === prefix || rest.startsWith(`${prefix}/`),
    );
    if (!mount) continue; // /me: every admin role, covered below.
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const declared: Area | readonly Area[] = ADMIN_AREAS[mount as keyof typeof ADMIN_AREAS];
    routes.push({ method, path, areas: typeof declared === 'string' ? [declared] : declared });
  }
  return routes;
}

const concrete = (path: string) =>
  path
    .replace(':username', 'no-such-user')
    .replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000');

/** The answer's status and error code (the CSV export answers text, not JSON). */
async function send(route: { method: string; path: string }, headers: Record<string, string>) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await fetch(`${stack.url}${concrete(route.path)}`, {
    method: route.method,
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? '{}' : undefined,
  });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as ErrorShape).error?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code };
}

const allowed = (map: PermissionMap, group: AdminGroup, route: AdminRoute) =>
  route.areas.some((area) => can(map, [group], area, modeOf(route.method)));

describe('the default map over every admin route', () => {
  it('covers every area and the routes a real admin uses', () => {
    const routes = adminRoutes();
    const areas = new Set(routes.flatMap((route) => route.areas));
    expect([...areas].sort()).toEqual(
      [
        'analytics',
        'applications',
        'audit',
        'content_sections',
        'courses',
        'settings',
        'team',
        'testimonials',
        'users',
      ].sort(),
    );
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ADMIN_GROUPS)('%s gets exactly what the map gives', async (group) => {
    const results: string[] = [];
    const expected: string[] = [];
    // One at a time: DELETE and PUT aim at missing records; nothing is created.
    for (const route of adminRoutes()) {
      const response = await send(route, headersOf[group]);
      const ok = allowed(DEFAULT_PERMISSION_MAP, group, route);
      const refused = response.status === 403 && response.code === 'forbidden';
      results.push(
        `${route.method} ${route.path} ${refused ? 'refused' : response.status === 401 ? '401' : 'allowed'}`,
      );
      expected.push(`${route.method} ${route.path} ${ok ? 'allowed' : 'refused'}`);
    }
    expect(results).toEqual(expected);
    const me = await call<{ access: Record<Area, string> }>(stack.url, 'GET', '/api/admin/me', {
      headers: headersOf[group],
    });
    expect(me.status).toBe(200);
    expect(me.body.access.applications).toBe(
      can(DEFAULT_PERMISSION_MAP, [group], 'applications', 'write') ? 'write' : 'none',
    );
  });

  it('matches the documented defaults (docs/decisions/016)', () => {
    const who = (area: Area, mode: 'read' | 'write') =>
      ADMIN_GROUPS.filter((group) => can(DEFAULT_PERMISSION_MAP, [group], area, mode));
    expect(who('settings', 'write')).toEqual(['super_admin', 'content_admin']);
    expect(who('applications', 'read')).toEqual(['super_admin', 'course_manager']);
    expect(who('courses', 'write')).toEqual([...ADMIN_GROUPS]);
    expect(who('analytics', 'read')).toEqual([...ADMIN_GROUPS]);
    expect(who('users', 'read')).toEqual(['super_admin']);
    expect(who('audit', 'read')).toEqual(['super_admin']);
  });
});

describe('editing the map', () => {
  const mapPath = '/api/admin/users/permission-map';

  it('only super admins read or change it, and bad maps get field messages', async () => {
    expect(
      (await call(stack.url, 'GET', mapPath, { headers: headersOf.content_admin })).status,
    ).toBe(403);
    const read = await call<PermissionMap>(stack.url, 'GET', mapPath, {
      headers: headersOf.super_admin,
    });
    expect(read.body).toEqual(DEFAULT_PERMISSION_MAP);
    const bad = await call<ErrorShape>(stack.url, 'PUT', mapPath, {
      headers: headersOf.super_admin,
      body: {
        ...DEFAULT_PERMISSION_MAP,
        settings: { ...DEFAULT_PERMISSION_MAP.settings, editor: 'admin' },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.['settings.editor']).toBe(
      'Each level must be none, read or write',
    );
    const unknown = await call<ErrorShape>(stack.url, 'PUT', mapPath, {
      headers: headersOf.super_admin,
      body: { ...DEFAULT_PERMISSION_MAP, users: DEFAULT_PERMISSION_MAP.settings },
    });
    expect(unknown.status).toBe(400);
  });

  it('a change is audited and takes effect here at once and in another process within 10 s', async () => {
    const otherDeps = createDeps(stack.config);
    const other = createApp(otherDeps);
    try {
      const putSettings = (app: 'here' | 'other') => {
        const body = { settings: [{ setting_key: 'site_name', setting_value: 'Map test' }] };
        return app === 'here'
          ? call(stack.url, 'PUT', '/api/admin/settings', { headers: headersOf.editor, body })
          : other.request('/api/admin/settings', {
              method: 'PUT',
              headers: { ...headersOf.editor, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
      };
      expect((await putSettings('here')).status).toBe(403);
      expect((await putSettings('other')).status).toBe(403);

      const next: PermissionMap = {
        ...DEFAULT_PERMISSION_MAP,
        settings: { ...DEFAULT_PERMISSION_MAP.settings, editor: 'write' },
      };
      const saved = await call(stack.url, 'PUT', mapPath, {
        headers: headersOf.super_admin,
        body: next,
      });
      expect(saved.status).toBe(200);
      expect((await putSettings('here')).status).toBe(200);
      const start = Date.now();
      while ((await putSettings('other')).status !== 200) {
        expect(Date.now() - start).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      const audit = await call<{
        items: { entity: string; before: PermissionMap; after: PermissionMap }[];
      }>(stack.url, 'GET', '/api/admin/audit?entity=permission_map', {
        headers: headersOf.super_admin,
      });
      expect(audit.body.items[0]).toMatchObject({
        entity: 'permission_map',
        after: next,
        before: DEFAULT_PERMISSION_MAP,
      });
    } finally {
      await call(stack.url, 'PUT', mapPath, {
        headers: headersOf.super_admin,
        body: DEFAULT_PERMISSION_MAP,
      });
      otherDeps.db.doc.destroy();
      otherDeps.cognito.destroy();
    }
  });
});
