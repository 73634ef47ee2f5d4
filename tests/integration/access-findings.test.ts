import { TEAM_MEMBER_MESSAGES } from '@institute/core/team-member/schema';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_POOL_ID } from '../../infra/local/constants';
import { type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { bearer, signIn, siteCognito } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { TEST_IMAGES } from '../support/images';
import { createUserInGroup } from '../support/users';
import { startSignedIn } from '../support/stack';

/*
 * The smaller findings of the access review: the local /cognito pass-through, path IDs,
 * application IDs in another case, /me for a deleted user, HEAD headers, and an upload URL used
 * twice.
 */

let stack: LocalStack;
let admin: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }));
});

afterAll(async () => {
  await stack?.stop();
});

const cognito = (target: string, body: object) => siteCognito(stack.url, target, body);

describe('the local /cognito', () => {
  it('refuses every call the site does not make, Admin* among them, and changes nothing', async () => {
    const member = await stack.deps.cognito.send(
      new AdminGetUserCommand({ UserPoolId: LOCAL_POOL_ID, Username: 'member@example.com' }),
    );
    const calls: [string, object][] = [
      [
        'AdminAddUserToGroup',
        { UserPoolId: LOCAL_POOL_ID, Username: member.Username, GroupName: 'super_admin' },
      ],
      [
        'AdminSetUserPassword',
        { UserPoolId: LOCAL_POOL_ID, Username: member.Username, Password: 'a', Permanent: true },
      ],
      ['AdminCreateUser', { UserPoolId: LOCAL_POOL_ID, Username: 'intruder@example.com' }],
      ['ListUsers', { UserPoolId: LOCAL_POOL_ID }],
      ['CreateGroup', { UserPoolId: LOCAL_POOL_ID, GroupName: 'super_admin' }],
      ['', {}],
    ];
    for (const [target, body] of calls) {
      const response = await cognito(target, body);
      expect([target, response.status]).toEqual([target, 403]);
      expect(await response.json()).toMatchObject({ __type: 'AccessDeniedException' });
    }
    // The member is still a member without a role, with the same password.
    const tokens = await signIn(stack.cognitoEndpoint, 'member@example.com');
    expect(
      (await call(stack.url, 'GET', '/api/admin/courses', { headers: bearer(tokens.accessToken) }))
        .status,
    ).toBe(403);
    // What the SPA does still passes.
    const signInAnswer = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.config.userPoolClientId,
      AuthParameters: { USERNAME: 'editor@example.com', PASSWORD: 'Local-Passw0rd!' },
    });
    expect(signInAnswer.status).toBe(200);
  });
});

describe('path IDs', () => {
  const bad = ['x'.repeat(3000), 'not-an-id', '%00', '..', 'ABC'.repeat(400)];

  it('a malformed or over-long id is a 404 on every record route, never a 500', async () => {
    for (const list of ['courses', 'testimonials', 'team-members', 'content-sections']) {
      for (const id of bad) {
        const path = `/api/admin/${list}/${encodeURIComponent(id)}`;
        const put = await call<ErrorShape>(stack.url, 'PUT', path, {
          headers: admin,
          body: { title: 'x', name: 'x', content: 'x', role: 'x', section_type: 'about' },
        });
        const del = await call<ErrorShape>(stack.url, 'DELETE', path, { headers: admin });
        expect([list, put.status, del.status]).toEqual([list, expect.any(Number), 404]);
        expect([400, 404]).toContain(put.status);
        if (list !== 'content-sections') {
          const move = await call(stack.url, 'POST', `${path}/move`, {
            headers: admin,
            body: { after_id: '00000000-0000-4000-8000-000000000000' },
          });
          expect([400, 404]).toContain(move.status);
        }
      }
    }
    for (const id of bad) {
      const path = `/api/admin/applications/${encodeURIComponent(id)}`;
      expect((await call(stack.url, 'GET', path, { headers: admin })).status).toBe(404);
      expect([400, 404]).toContain(
        (await call(stack.url, 'PATCH', path, { headers: admin, body: { status: 'reviewed' } }))
          .status,
      );
      expect([400, 404]).toContain(
        (
          await call(stack.url, 'PUT', `/api/admin/users/${encodeURIComponent(id)}/roles`, {
            headers: admin,
            body: { roles: [] },
          })
        ).status,
      );
    }
  });

  it('an application id in upper case names the same application', async () => {
    const created = await call<{ id: string }>(stack.url, 'POST', '/api/applications', {
      body: validApplication(),
    });
    expect(created.status).toBe(201);
    const upper = created.body.id.toUpperCase();
    const read = await call<{ id: string }>(stack.url, 'GET', `/api/admin/applications/${upper}`, {
      headers: admin,
    });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(created.body.id);
    const patched = await call(stack.url, 'PATCH', `/api/admin/applications/${upper}`, {
      headers: admin,
      body: { notes: 'Same one' },
    });
    expect(patched.status).toBe(200);
  });
});

describe('link fields', () => {
  it('a javascript: link is a 400 with the field message, and nothing is stored', async () => {
    const created = await call<ErrorShape>(stack.url, 'POST', '/api/admin/team-members', {
      headers: admin,
      body: {
        name: 'Link test',
        role: 'Teacher',
        social_links: { linkedin: 'javascript:alert(1)' },
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.fields?.['social_links.linkedin']).toBe(
      TEAM_MEMBER_MESSAGES.linkedin,
    );
    const list = await call<{ name: string }[]>(stack.url, 'GET', '/api/admin/team-members', {
      headers: admin,
    });
    expect(list.body.some((row) => row.name === 'Link test')).toBe(false);
  });
});

describe('/api/admin/me', () => {
  it('answers 401, not 500, for a token whose user was deleted', async () => {
    await createUserInGroup(stack.cognitoEndpoint, 'deleted-editor@example.com', 'editor');
    const { accessToken } = await signIn(stack.cognitoEndpoint, 'deleted-editor@example.com');
    const user = await stack.deps.cognito.send(
      new AdminGetUserCommand({
        UserPoolId: LOCAL_POOL_ID,
        Username: 'deleted-editor@example.com',
      }),
    );
    await stack.deps.cognito.send(
      new AdminDeleteUserCommand({ UserPoolId: LOCAL_POOL_ID, Username: user.Username }),
    );
    const me = await call<ErrorShape>(stack.url, 'GET', '/api/admin/me', {
      headers: bearer(accessToken),
    });
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('unauthorized');
  });
});

describe('HEAD requests', () => {
  it('carry the same security headers as GET', async () => {
    for (const path of [
      '/api/health',
      '/api/public/courses',
      '/api/no-such-route',
      '/api/admin/me',
    ]) {
      const [get, head] = await Promise.all([
        fetch(`${stack.url}${path}`),
        fetch(`${stack.url}${path}`, { method: 'HEAD' }),
      ]);
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
      ]) {
        expect([path, name, head.headers.get(name)]).toEqual([path, name, get.headers.get(name)]);
        expect(get.headers.get(name)).toBeTruthy();
      }
    }
  });
});

describe('upload URLs', () => {
  it('complete once: a second complete, even after a second PUT, is refused and nothing is replaced', async () => {
    const image = TEST_IMAGES['image/png'];
    const ticket = await call<{ key: string; upload_url: string; headers: Record<string, string> }>(
      stack.url,
      'POST',
      '/api/admin/uploads',
      { headers: admin, body: { content_type: 'image/png', size: image.length } },
    );
    expect(ticket.status).toBe(200);
    const put = () =>
      fetch(ticket.body.upload_url, { method: 'PUT', headers: ticket.body.headers, body: image });
    expect((await put()).ok).toBe(true);
    const first = await call<{ url: string }>(stack.url, 'POST', '/api/admin/uploads/complete', {
      headers: admin,
      body: { key: ticket.body.key },
    });
    expect(first.status).toBe(201);

    expect((await put()).ok).toBe(true);
    const second = await call<ErrorShape>(stack.url, 'POST', '/api/admin/uploads/complete', {
      headers: admin,
      body: { key: ticket.body.key },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('upload_already_completed');
    expect((await fetch(`${stack.url}${first.body.url}`)).status).toBe(200);
  });
});
