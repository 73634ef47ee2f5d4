import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@institute/functions/app';
import { createDeps } from '@institute/functions/deps';
import type { AdminUser } from '@institute/core/users/schema';
import { ACCESS_CACHE_MS } from '@institute/core/access/service';
import { LOCAL_CLIENT_ID } from '../../infra/local/constants';
import { type LocalStack } from '../../infra/local/stack';
import { bearer, signIn } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { createUserInGroup } from '../support/users';
import { startSignedIn } from '../support/stack';

/*
 * Removed access ends within seconds, not when the access token expires (60 min): a role
 * removed, an account disabled, a session signed out or every session ended. Real cognito-local
 * tokens against the in-memory stack; a second API process (its own cache) shows the bound.
 */

let stack: LocalStack;
let admin: Record<string, string>;
/** Another API process over the same table and pool, as a second Lambda instance would be. */
let other: ReturnType<typeof createApp>;
let otherDeps: ReturnType<typeof createDeps>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }));
  otherDeps = createDeps(stack.config);
  other = createApp(otherDeps);
});

afterAll(async () => {
  otherDeps?.db.doc.destroy();
  otherDeps?.cognito.destroy();
  await stack?.stop();
});

let counter = 0;
async function newUser(group: string) {
  const email = `revoke-${(counter += 1)}-${group}@example.com`;
  await createUserInGroup(stack.cognitoEndpoint, email, group);
  const users = await call<AdminUser[]>(stack.url, 'GET', '/api/admin/users', { headers: admin });
  const user = users.body.find((candidate) => candidate.email === email)!;
  const tokens = await signIn(stack.cognitoEndpoint, email);
  return { email, user, tokens, headers: bearer(tokens.accessToken) };
}

const testimonial = { name: 'Revoked', content: 'Should not be stored' };

/** Tokens carry whole seconds: a sign-in in the same second as a revocation counts as before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

/** Polls the second process until the token is refused; answers how long that took. */
async function msUntilRefused(headers: Record<string, string>): Promise<number> {
  const start = Date.now();
  for (;;) {
    const response = await other.request('/api/admin/courses', { headers });
    if (response.status === 401) return Date.now() - start;
    expect(response.status).toBe(200);
    if (Date.now() - start > 10_000) throw new Error('still accepted after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a removed role', () => {
  it('ends the old token at once here and within the cache time in another process', async () => {
    const editor = await newUser('editor');
    // Both processes have read (and cached) the editor's access as valid.
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: editor.headers })).status,
    ).toBe(200);
    expect((await other.request('/api/admin/courses', { headers: editor.headers })).status).toBe(
      200,
    );

    const revoked = await call(stack.url, 'PUT', `/api/admin/users/${editor.user.username}/roles`, {
      headers: admin,
      body: { roles: [] },
    });
    expect(revoked.status).toBe(200);

    const refused = await call<ErrorShape>(stack.url, 'POST', '/api/admin/testimonials', {
      headers: editor.headers,
      body: testimonial,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('access_revoked');
    expect(refused.body.error.message).toMatch(/changed or ended by an administrator/);
    const elapsed = await msUntilRefused(editor.headers);
    expect(elapsed).toBeLessThanOrEqual(ACCESS_CACHE_MS + 1000);
    const list = await call<{ name: string }[]>(stack.url, 'GET', '/api/admin/testimonials', {
      headers: admin,
    });
    expect(list.body.some((row) => row.name === testimonial.name)).toBe(false);

    // The refresh token is refused too (Cognito's global sign-out; the adapter locally).
    const refresh = await fetch(`${stack.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: LOCAL_CLIENT_ID, RefreshToken: editor.tokens.refreshToken }),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('adding a role ends nothing', async () => {
    const editor = await newUser('editor');
    const granted = await call(stack.url, 'PUT', `/api/admin/users/${editor.user.username}/roles`, {
      headers: admin,
      body: { roles: ['editor', 'course_manager'] },
    });
    expect(granted.status).toBe(200);
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: editor.headers })).status,
    ).toBe(200);
  });
});

describe('a disabled account', () => {
  it('is refused at once, and a sign-in after re-enabling works', async () => {
    const manager = await newUser('course_manager');
    expect(
      (await call(stack.url, 'GET', '/api/admin/applications', { headers: manager.headers }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(stack.url, 'PATCH', `/api/admin/users/${manager.user.username}`, {
          headers: admin,
          body: { enabled: false },
        })
      ).status,
    ).toBe(200);
    const refused = await call<ErrorShape>(stack.url, 'GET', '/api/admin/applications', {
      headers: manager.headers,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('access_revoked');

    await call(stack.url, 'PATCH', `/api/admin/users/${manager.user.username}`, {
      headers: admin,
      body: { enabled: true },
    });
    await nextSecond();
    const again = bearer((await signIn(stack.cognitoEndpoint, manager.email)).accessToken);
    expect(
      (await call(stack.url, 'GET', '/api/admin/applications', { headers: again })).status,
    ).toBe(200);
  });
});

describe('signing out', () => {
  it("ends that session's access token and no other", async () => {
    const editor = await newUser('editor');
    const second = bearer((await signIn(stack.cognitoEndpoint, editor.email)).accessToken);
    const out = await call(stack.url, 'POST', '/api/admin/me/sign-out', {
      headers: editor.headers,
      body: {},
    });
    expect(out.status).toBe(204);
    const refused = await call<ErrorShape>(stack.url, 'GET', '/api/admin/courses', {
      headers: editor.headers,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('signed_out');
    expect((await other.request('/api/admin/courses', { headers: editor.headers })).status).toBe(
      401,
    );
    expect((await call(stack.url, 'GET', '/api/admin/courses', { headers: second })).status).toBe(
      200,
    );
  });

  it('everywhere (a super admin, or the user through Cognito) ends every session', async () => {
    const editor = await newUser('editor');
    const out = await call(stack.url, 'POST', `/api/admin/users/${editor.user.username}/sign-out`, {
      headers: admin,
      body: {},
    });
    expect(out.status).toBe(200);
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: editor.headers })).status,
    ).toBe(401);

    await nextSecond();
    const fresh = await signIn(stack.cognitoEndpoint, editor.email);
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: bearer(fresh.accessToken) }))
        .status,
    ).toBe(200);
    // Amplify's signOut({ global: true }) sends GlobalSignOut with the access token.
    const global = await fetch(`${stack.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      body: JSON.stringify({ AccessToken: fresh.accessToken }),
    });
    expect(global.status).toBe(200);
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: bearer(fresh.accessToken) }))
        .status,
    ).toBe(401);
  });
});

describe('a demoted super admin', () => {
  it('cannot give themselves the role back or re-enable their account with the old token', async () => {
    const former = await newUser('super_admin');
    // The second process has seen the token as valid: its cache could still say so for seconds.
    expect((await other.request('/api/admin/users', { headers: former.headers })).status).toBe(200);
    const path = `/api/admin/users/${former.user.username}`;
    expect(
      (
        await call(stack.url, 'PUT', `${path}/roles`, {
          headers: admin,
          body: { roles: ['editor'] },
        })
      ).status,
    ).toBe(200);

    const restore = await call<ErrorShape>(stack.url, 'PUT', `${path}/roles`, {
      headers: former.headers,
      body: { roles: ['super_admin'] },
    });
    expect(restore.status).toBe(401);
    // Even where the revocation has not arrived yet, the users routes ask Cognito first.
    const viaOther = await other.request(`${path}/roles`, {
      method: 'PUT',
      headers: { ...former.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ roles: ['super_admin'] }),
    });
    expect([401, 403]).toContain(viaOther.status);

    expect(
      (await call(stack.url, 'PATCH', path, { headers: admin, body: { enabled: false } })).status,
    ).toBe(200);
    const enable = await other.request(path, {
      method: 'PATCH',
      headers: { ...former.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect([401, 403]).toContain(enable.status);
    const after = await call<AdminUser[]>(stack.url, 'GET', '/api/admin/users', { headers: admin });
    expect(after.body.find((user) => user.email === former.email)).toMatchObject({
      groups: ['editor'],
      enabled: false,
    });
  });

  it('the re-check alone refuses a token the revocation has not reached', async () => {
    // A super admin removed in Cognito directly (no revocation written): only the re-check stops it.
    const former = await newUser('super_admin');
    const { AdminRemoveUserFromGroupCommand } =
      await import('@aws-sdk/client-cognito-identity-provider');
    await stack.deps.cognito.send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: stack.config.userPoolId,
        Username: former.user.username,
        GroupName: 'super_admin',
      }),
    );
    const restore = await call<ErrorShape>(
      stack.url,
      'PUT',
      `/api/admin/users/${former.user.username}/roles`,
      {
        headers: former.headers,
        body: { roles: ['super_admin'] },
      },
    );
    expect(restore.status).toBe(403);
    expect(restore.body.error.message).toMatch(/no longer a super admin/);
  });
});
