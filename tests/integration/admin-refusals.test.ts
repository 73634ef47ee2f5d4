import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@institute/functions/app';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { bearer, signIn, type Tokens } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { decodePayload, expiredCopyOf, signLocalJwt, tamperSignature } from '../support/jwt';

/*
 * Every admin route the API's router knows, against every kind of bad token: each gets 401 in the
 * error shape and changes nothing. The routes come from the router itself, so a route added later
 * is in the matrix without anyone listing it here. (Which groups may use which route is a
 * separate matter: this is about tokens.)
 */

let stack: LocalStack;
let admin: Tokens;

interface Route {
  method: string;
  path: string;
}

/** The admin routes of the real app, parameters filled with a made-up id. */
function adminRoutes(): Route[] {
  const seen = new Set<string>();
  return createApp(stack.deps)
    .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/admin/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:\w+/g, 'matrix-id') }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const send = (route: Route, headers: Record<string, string>) =>
  call<ErrorShape>(stack.url, route.method as 'GET', route.path, {
    // A well-formed JSON body, so nothing but the token can be the reason for a refusal.
    body: WRITES.has(route.method) ? {} : undefined,
    headers,
  });

/** What an admin can read (the audit trail records every change), to prove nothing changed. */
async function snapshot(): Promise<unknown> {
  const headers = bearer(admin.accessToken);
  const paths = ['/audit', '/courses', '/testimonials', '/team-members', '/content-sections'];
  return Promise.all(
    [...paths, '/settings', '/applications', '/users'].map(
      async (path) => (await call(stack.url, 'GET', `/api/admin${path}`, { headers })).body,
    ),
  );
}

/** The admin's real access token with some claims changed, signed with the trusted local key. */
function resigned(changes: Record<string, unknown>): string {
  const claims = decodePayload(admin.accessToken);
  return signLocalJwt({ ...claims, exp: Math.floor(Date.now() / 1000) + 600, ...changes });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  stack = await startLocalStack();
  admin = await signIn(stack.cognitoEndpoint, 'admin@example.com');
});
afterAll(async () => {
  await stack?.stop();
});

describe('the route list', () => {
  it('holds every admin area, the ones added late included', () => {
    const paths = adminRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/me',
      'GET /api/admin/users',
      'PATCH /api/admin/users/matrix-id',
      'PUT /api/admin/users/matrix-id/roles',
      'GET /api/admin/audit',
      'GET /api/admin/applications',
      'PATCH /api/admin/applications/matrix-id',
      'GET /api/admin/applications/export.csv',
      'GET /api/admin/analytics',
      'POST /api/admin/uploads',
      'POST /api/admin/uploads/complete',
      'POST /api/admin/courses/matrix-id/move',
      'POST /api/admin/testimonials/matrix-id/move',
      'POST /api/admin/team-members/matrix-id/move',
      'PUT /api/admin/settings',
      'DELETE /api/admin/courses/matrix-id',
    ])
      expect(paths).toContain(expected);
  });
});

describe('bad tokens', () => {
  const CALLERS: { name: string; headers: () => Record<string, string> }[] = [
    { name: 'no token', headers: () => ({}) },
    { name: 'a header that is not Bearer', headers: () => ({ authorization: admin.accessToken }) },
    { name: 'a malformed token', headers: () => bearer('not.a-jwt') },
    { name: 'a tampered signature', headers: () => bearer(tamperSignature(admin.accessToken)) },
    { name: 'an expired token', headers: () => bearer(expiredCopyOf(admin.accessToken)) },
    { name: 'the ID token instead of the access token', headers: () => bearer(admin.idToken) },
    {
      name: 'a token from another user pool (wrong issuer)',
      headers: () =>
        bearer(resigned({ iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other' })),
    },
    {
      name: 'a token for another app client (wrong client id)',
      headers: () => bearer(resigned({ client_id: 'another-app-client' })),
    },
    {
      name: 'an unsigned token (alg none)',
      headers: () => {
        const claims = decodePayload(resigned({}));
        return bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`);
      },
    },
  ];

  it('the same claims, freshly signed, are accepted (so each refusal below is for its one flaw)', async () => {
    const response = await send({ method: 'GET', path: '/api/admin/me' }, bearer(resigned({})));
    expect(response.status).toBe(200);
  });

  it.each(CALLERS)('$name: 401 on every admin route, and nothing changes', async (caller) => {
    const routes = adminRoutes();
    const before = await snapshot();
    // All at once: the guard must hold under concurrency too.
    const responses = await Promise.all(routes.map((route) => send(route, caller.headers())));
    const answered = responses.map((response, index) => ({
      route: `${routes[index]!.method} ${routes[index]!.path}`,
      status: response.status,
      code: response.body?.error?.code,
    }));
    expect(answered).toEqual(
      routes.map((r) => ({ route: `${r.method} ${r.path}`, status: 401, code: 'unauthorized' })),
    );
    expect(await snapshot()).toEqual(before);
  });
});
