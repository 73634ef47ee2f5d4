import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@institute/core/users/schema';
import type { LocalStack } from '../../infra/local/stack';
import { bearer, signIn } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { decodePayload } from '../support/jwt';
import { startSignedIn } from '../support/stack';
import { createUserInGroup } from '../support/users';

/*
 * User and role management: super_admin only, on real cognito-local tokens, including the rule
 * that the site always keeps one enabled super admin.
 */

let stack: LocalStack;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin, editor },
  } = await startSignedIn({ admin: 'admin@example.com', editor: 'editor@example.com' }));
});

afterAll(async () => {
  await stack?.stop();
});

/** Tokens carry whole seconds: a sign-in in the second of a revocation counts as before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

const listUsers = async (headers = admin) =>
  call<AdminUser[] & ErrorShape>(stack.url, 'GET', '/api/admin/users', { headers });

async function userByEmail(email: string): Promise<AdminUser> {
  const user = (await listUsers()).body.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

const setRoles = (username: string, roles: unknown, headers = admin) =>
  call<AdminUser & ErrorShape>(stack.url, 'PUT', `/api/admin/users/${username}/roles`, {
    body: { roles },
    headers,
  });

const setEnabled = (username: string, enabled: unknown, headers = admin) =>
  call<AdminUser & ErrorShape>(stack.url, 'PATCH', `/api/admin/users/${username}`, {
    body: { enabled },
    headers,
  });

describe('GET /api/admin/users', () => {
  it('lists every user with their groups, looked up by Username', async () => {
    const response = await listUsers();
    expect(response.status).toBe(200);
    const byEmail = Object.fromEntries(response.body.map((user) => [user.email, user]));
    expect(byEmail['admin@example.com']).toMatchObject({
      groups: ['super_admin'],
      enabled: true,
      status: 'CONFIRMED',
    });
    expect(byEmail['editor@example.com']!.groups).toEqual(['editor']);
    expect(byEmail['member@example.com']!.groups).toEqual([]);
    // The Username is the sub (e-mail is only an alias), which is what the token says too.
    const adminToken = (await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken;
    expect(byEmail['admin@example.com']!.username).toBe(decodePayload(adminToken).sub);
  });
});

describe('PUT /api/admin/users/:username/roles', () => {
  it('grants a role that takes effect at the next sign-in, and revokes it again', async () => {
    const memberUser = await userByEmail('member@example.com');
    const memberBefore = bearer(
      (await signIn(stack.cognitoEndpoint, 'member@example.com')).accessToken,
    );
    expect(
      (await call(stack.url, 'GET', '/api/admin/applications', { headers: memberBefore })).status,
    ).toBe(403);

    const granted = await setRoles(memberUser.username, ['editor']);
    expect(granted.status).toBe(200);
    expect(granted.body.groups).toEqual(['editor']);
    expect((await userByEmail('member@example.com')).groups).toEqual(['editor']);

    const memberAfter = bearer(
      (await signIn(stack.cognitoEndpoint, 'member@example.com')).accessToken,
    );
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: memberAfter })).status,
    ).toBe(200);
    // editor is not super_admin: the users routes stay closed.
    expect((await listUsers(memberAfter)).status).toBe(403);

    const revoked = await setRoles(memberUser.username, []);
    expect(revoked.body.groups).toEqual([]);
    // The removal ended the member's tokens (access-revocation.test.ts); tokens carry whole
    // seconds, so sign in again from the next one.
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: memberAfter })).status,
    ).toBe(401);
    await nextSecond();
    const memberRevoked = bearer(
      (await signIn(stack.cognitoEndpoint, 'member@example.com')).accessToken,
    );
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: memberRevoked })).status,
    ).toBe(403);
  });

  it('sets several roles at once and drops duplicates', async () => {
    const memberUser = await userByEmail('member@example.com');
    const response = await setRoles(memberUser.username, [
      'course_manager',
      'content_admin',
      'course_manager',
    ]);
    expect(response.status).toBe(200);
    expect([...response.body.groups].sort()).toEqual(['content_admin', 'course_manager']);
    expect((await setRoles(memberUser.username, [])).body.groups).toEqual([]);
  });

  it('refuses unknown roles and unknown users', async () => {
    const memberUser = await userByEmail('member@example.com');
    const bad = await setRoles(memberUser.username, ['owner']);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.['roles.0']).toMatch(/^Roles must be among/);
    expect((await setRoles('no-such-user', ['editor'])).status).toBe(404);
    // A left-out field, and a body that is no object, are said in words, not in valibot's.
    const path = `/api/admin/users/${memberUser.username}/roles`;
    const empty = await call<ErrorShape>(stack.url, 'PUT', path, { body: {}, headers: admin });
    expect(empty.body.error.fields).toEqual({ roles: 'roles is required' });
    const number = await call<ErrorShape>(stack.url, 'PUT', path, { body: 7, headers: admin });
    expect(number.body.error.fields).toEqual({ _: 'Must be an object' });
  });
});

describe('the last super admin', () => {
  it('cannot lose super_admin or be disabled while no other enabled super admin exists (409)', async () => {
    const adminUser = await userByEmail('admin@example.com');
    const demote = await setRoles(adminUser.username, ['editor']);
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe('last_super_admin');
    expect(demote.body.error.message).toMatch(/last enabled super admin/);
    const disable = await setEnabled(adminUser.username, false);
    expect(disable.status).toBe(409);
    expect(await userByEmail('admin@example.com')).toMatchObject({
      groups: ['super_admin'],
      enabled: true,
    });
  });

  it('a disabled super admin does not count; an enabled second one does', async () => {
    await createUserInGroup(stack.cognitoEndpoint, 'second-super@example.com', 'super_admin');
    const second = await userByEmail('second-super@example.com');
    const adminUser = await userByEmail('admin@example.com');

    expect((await setEnabled(second.username, false)).status).toBe(200);
    expect((await userByEmail('second-super@example.com')).enabled).toBe(false);
    expect((await setRoles(adminUser.username, [])).status).toBe(409);

    expect((await setEnabled(second.username, true)).status).toBe(200);
    // Now there are two: admin may give up super_admin. That ends admin's own tokens at once.
    const demoted = await setRoles(adminUser.username, ['editor', 'super_admin']);
    expect(demoted.status).toBe(200);
    expect((await setRoles(adminUser.username, ['editor'])).status).toBe(200);
    expect((await listUsers()).status).toBe(401);
    // Now second is the last one (enabled again since the disabling revoked its tokens).
    await nextSecond();
    const secondHeaders = bearer(
      (await signIn(stack.cognitoEndpoint, 'second-super@example.com')).accessToken,
    );
    expect((await setRoles(second.username, [], secondHeaders)).status).toBe(409);
    expect((await setEnabled(second.username, false, secondHeaders)).status).toBe(409);
    // Restore for the other tests, and sign admin in again (from the next second).
    expect((await setRoles(adminUser.username, ['super_admin'], secondHeaders)).status).toBe(200);
    await nextSecond();
    admin = bearer((await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken);
  });

  it('validates the account change body', async () => {
    const memberUser = await userByEmail('member@example.com');
    expect((await setEnabled(memberUser.username, 'no')).status).toBe(400);
    const disabled = await setEnabled(memberUser.username, false);
    expect(disabled.body.enabled).toBe(false);
    expect((await setEnabled(memberUser.username, true)).body.enabled).toBe(true);
  });
});

describe('only super_admin', () => {
  it('editor@ gets 403 on every users route, and nothing changes', async () => {
    const memberUser = await userByEmail('member@example.com');
    const responses = await Promise.all([
      listUsers(editor),
      setRoles(memberUser.username, ['super_admin'], editor),
      setEnabled(memberUser.username, false, editor),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    expect(await userByEmail('member@example.com')).toMatchObject({ groups: [], enabled: true });
  });

  it('without a token: 401', async () => {
    expect((await call(stack.url, 'GET', '/api/admin/users')).status).toBe(401);
  });
});
