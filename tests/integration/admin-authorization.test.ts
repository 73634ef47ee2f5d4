import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/local/stack';
import { bearer, type Tokens } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { decodePayload, expiredCopyOf, signLocalJwt, tamperSignature } from '../support/jwt';
import { startSignedIn } from '../support/stack';

/*
 * Every admin route against every kind of refused caller: the guard must refuse bad tokens (401)
 * and members without a role (403) without writing anything.
 */

let stack: LocalStack;
let adminTokens: Tokens;
let member: { authorization: string };

const ENTITIES = {
  '/content-sections': { title: 'Matrix section', section_type: 'about' },
  '/courses': { title: 'Matrix course' },
  '/testimonials': { name: 'Matrix', content: 'Matrix testimonial' },
  '/team-members': { name: 'Matrix', role: 'Matrix role' },
} as const;
type EntityPath = keyof typeof ENTITIES;
const ENTITY_PATHS = Object.keys(ENTITIES) as EntityPath[];

const SETTINGS_BODY = { settings: [{ setting_key: 'site_name', setting_value: 'Matrix name' }] };

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** The 19 admin routes; PUT and DELETE aim at a record that really exists. */
function adminRoutes(existing: Record<EntityPath, string>): Route[] {
  return [
    ...ENTITY_PATHS.flatMap((path): Route[] => [
      { method: 'GET', path },
      { method: 'POST', path, body: ENTITIES[path] },
      { method: 'PUT', path: `${path}/${existing[path]}`, body: ENTITIES[path] },
      { method: 'DELETE', path: `${path}/${existing[path]}` },
    ]),
    { method: 'GET', path: '/settings' },
    { method: 'PUT', path: '/settings', body: SETTINGS_BODY },
    { method: 'GET', path: '/me' },
  ];
}

const send = (route: Route, headers: Record<string, string>) =>
  call<ErrorShape>(stack.url, route.method, `/api/admin${route.path}`, {
    body: route.body,
    headers,
  });

/** Everything an admin can read, to prove a refused caller changed nothing. */
async function snapshot(): Promise<unknown> {
  const headers = bearer(adminTokens.accessToken);
  const lists = await Promise.all(
    [...ENTITY_PATHS, '/settings'].map(
      async (path) => (await call(stack.url, 'GET', `/api/admin${path}`, { headers })).body,
    ),
  );
  return lists;
}

let existing: Record<EntityPath, string>;

beforeAll(async () => {
  ({
    stack,
    tokens: { admin: adminTokens },
    auth: { member },
  } = await startSignedIn({ admin: 'admin@example.com', member: 'member@example.com' }));
  const headers = bearer(adminTokens.accessToken);
  const ids = await Promise.all(
    ENTITY_PATHS.map(async (path) => {
      const created = await call<{ id: string }>(stack.url, 'POST', `/api/admin${path}`, {
        body: ENTITIES[path],
        headers,
      });
      return [path, created.body.id] as const;
    }),
  );
  existing = Object.fromEntries(ids) as Record<EntityPath, string>;
  // Settings rows exist before the refused PUTs, so "nothing changed" covers them too.
  await call(stack.url, 'GET', '/api/admin/settings', { headers });
});
afterAll(async () => {
  await stack?.stop();
});

describe('refused callers', () => {
  const CALLERS: {
    name: string;
    status: 401 | 403;
    headers: () => Promise<Record<string, string>>;
  }[] = [
    { name: 'no token', status: 401, headers: async () => ({}) },
    { name: 'a malformed token', status: 401, headers: async () => bearer('not.a-jwt') },
    {
      name: 'a tampered signature',
      status: 401,
      headers: async () => bearer(tamperSignature(adminTokens.accessToken)),
    },
    {
      name: 'an expired token',
      status: 401,
      headers: async () => bearer(expiredCopyOf(adminTokens.accessToken)),
    },
    {
      name: 'the ID token instead of the access token',
      status: 401,
      headers: async () => bearer(adminTokens.idToken),
    },
    {
      name: 'a valid token without an admin group',
      status: 403,
      headers: async () => member,
    },
  ];

  it.each(CALLERS)('$name gets $status on every admin route and writes nothing', async (caller) => {
    const headers = await caller.headers();
    const before = await snapshot();
    const routes = adminRoutes(existing);
    expect(routes).toHaveLength(19);
    // All at once: the guard must hold under concurrency too, and the suite stays fast.
    const responses = await Promise.all(routes.map((route) => send(route, headers)));
    responses.forEach((response, index) => {
      const route = routes[index]!;
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: caller.status,
      });
      expect(response.body.error.code).toBe(caller.status === 401 ? 'unauthorized' : 'forbidden');
    });
    expect(await snapshot()).toEqual(before);
  });

  it('rejects the expired token only for its expiry (the same claims freshly signed are accepted)', async () => {
    // Guards the test itself: expiredCopyOf must produce an otherwise valid token.
    const claims = decodePayload(adminTokens.accessToken);
    const fresh = signLocalJwt({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 });
    expect((await send({ method: 'GET', path: '/me' }, bearer(fresh))).status).toBe(200);
  });
});

// What each of the four roles may use is the permission map's: permission-map.test.ts checks every
// admin route for every role against it.
