import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@institute/functions/app';
import { localCognitoClient } from '../../infra/local/cognito';
import { LOCAL_CLIENT_ID, LOCAL_COGNITO_PATH, LOCAL_PASSWORD } from '../../infra/local/constants';
import { securityHeaders } from '../../infra/security-headers';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { INCORRECT_SIGN_IN } from '../../infra/local/cognito-adapter';
import { validApplication } from '../support/applications';
import { bearer, signIn } from '../support/auth';
import { call, callFrom, type ErrorShape } from '../support/http';
import { decodePayload } from '../support/jwt';
import { totpCode } from '../support/totp';
import { awayFromWindowEnd } from '../support/rate-window';
import { createUserInGroup } from '../support/users';

/*
 * The defences that need the whole local stack: headers on every answer, the sign-in throttle and
 * refresh-token revocation of the /cognito adapter, logs without secrets, MFA for super_admins,
 * and the local pool's password policy.
 */

let stack: LocalStack;
let webDist: string;

const WINDOW_SECONDS = 600;

beforeAll(async () => {
  // A stand-in build: the same static serving and SPA fallback code as the real one.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'institute-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Site</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'export {};');
  stack = await startLocalStack({
    webDist,
    rateLimits: { applicationsPerWindow: 1000, windowSeconds: WINDOW_SECONDS, signInsPerWindow: 3 },
  });
});
afterAll(async () => {
  await stack?.stop();
  await rm(webDist, { recursive: true, force: true });
});

/** Cognito's JSON protocol through the site's /cognito path, as Amplify calls it. */
function cognito(target: string, body: unknown, from = '127.0.20.1') {
  return callFrom<Record<string, unknown>>(from, stack.url, 'POST', LOCAL_COGNITO_PATH, {
    body,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
  });
}

const passwordSignIn = (email: string, password: string, from?: string) =>
  cognito(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
    from,
  );

describe('security headers', () => {
  // Locally the browser PUTs images straight to s3rver, so its endpoint is a connect source.
  const expected = () =>
    Object.entries(securityHeaders({ connectSources: [stack.config.local!.s3Endpoint] }));

  function expectHeaders(label: string, headers: Headers) {
    for (const [name, value] of expected())
      expect([label, name, headers.get(name)]).toEqual([label, name, value]);
  }

  it('are on every API route (whatever it answers), the SPA, static files, 404s and errors', async () => {
    const admin = bearer((await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken);
    // Every route the API registers, read from the app itself, so new routes are covered too.
    const routes = createApp(stack.deps)
      .routes.filter((route) => route.path.startsWith('/api/') && !route.path.includes('*'))
      .map((route) => ({
        method: route.method,
        path: route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
      }));
    const unique = [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(unique.length).toBeGreaterThanOrEqual(20);
    for (const route of unique) {
      const write = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const response = await fetch(`${stack.url}${route.path}`, {
        method: route.method,
        headers: { ...admin, ...(write ? { 'content-type': 'application/json' } : {}) },
        body: write ? '{}' : undefined,
      });
      await response.arrayBuffer();
      expect([`${route.method} ${route.path}`, response.status < 500]).toEqual([
        `${route.method} ${route.path}`,
        true,
      ]);
      expectHeaders(`${route.method} ${route.path}`, response.headers);
    }

    const others: [string, RequestInit, number][] = [
      ['/', {}, 200],
      ['/about', {}, 200],
      ['/admin/audit', {}, 200],
      ['/no-such-page', {}, 404],
      ['/assets/app.js', {}, 200],
      ['/api/no-such-route', {}, 404],
      ['/api/admin/courses', {}, 401],
      [
        '/api/applications',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
        415,
      ],
      [
        '/api/applications',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(70_000),
        },
        413,
      ],
      [
        '/api/applications',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
        400,
      ],
      [
        '/api/applications',
        {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        },
        403,
      ],
    ];
    for (const [url, init, status] of others) {
      const response = await fetch(`${stack.url}${url}`, init);
      await response.arrayBuffer();
      expect([url, response.status]).toEqual([url, status]);
      expectHeaders(url, response.headers);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('sign-in through the local Cognito adapter', () => {
  let warnings: string[];
  beforeAll(() => {
    warnings = [];
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('throttles password attempts per client with 429 and Retry-After, and logs failures without secrets', async () => {
    await awayFromWindowEnd(WINDOW_SECONDS);
    const spy = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warnings.push(String(line));
    });
    const secret = 'Wrong-Passw0rd-Secret!';
    const client = '127.0.20.5';
    const first = await passwordSignIn('editor@example.com', secret, client);
    expect(first.status).toBe(400);
    // Cognito's words, which do not say whether the account exists (local-cognito-answers.test.ts).
    expect(first.body).toEqual({ __type: 'NotAuthorizedException', message: INCORRECT_SIGN_IN });
    const ok = await passwordSignIn('editor@example.com', LOCAL_PASSWORD, client);
    expect(ok.status).toBe(200);
    expect((await passwordSignIn('editor@example.com', secret, client)).status).toBe(400);
    const refused = await passwordSignIn('editor@example.com', LOCAL_PASSWORD, client);
    expect(refused.status).toBe(429);
    expect(refused.body.__type).toBe('TooManyRequestsException');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await passwordSignIn('editor@example.com', LOCAL_PASSWORD, '127.0.20.6')).status).toBe(
      200,
    );

    spy.mockRestore();
    const failed = warnings
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.msg === 'sign_in_failed');
    expect(failed).toHaveLength(2);
    // The log keeps the stand-in's own reason (here a wrong password), which the answer does not say.
    expect(failed[0]).toMatchObject({ level: 'warn', client, reason: 'InvalidPasswordException' });
    expect(warnings.some((line) => line.includes('sign_in_throttled'))).toBe(true);
    const all = warnings.join('\n');
    for (const leaked of [secret, LOCAL_PASSWORD, 'editor@example.com'])
      expect(all).not.toContain(leaked);
    const tokens = ok.body.AuthenticationResult as Record<string, string>;
    for (const token of Object.values(tokens).filter(
      (t) => typeof t === 'string' && t.length > 20,
    )) {
      expect(all).not.toContain(token);
    }
  });

  it('revokes the refresh token on sign-out: a refresh afterwards fails', async () => {
    const tokens = await signIn(`${stack.url}${LOCAL_COGNITO_PATH}`, 'admin@example.com');
    // Amplify's signOut() calls RevokeToken only for tokens that carry origin_jti, as Cognito's do.
    expect(decodePayload(tokens.accessToken).origin_jti).toEqual(expect.any(String));
    // Still a token the API accepts (signed again with the same local key).
    expect(
      (await call(stack.url, 'GET', '/api/admin/me', { headers: bearer(tokens.accessToken) }))
        .status,
    ).toBe(200);
    const refresh = () =>
      cognito(
        'GetTokensFromRefreshToken',
        { ClientId: LOCAL_CLIENT_ID, RefreshToken: tokens.refreshToken },
        '127.0.20.9',
      );
    expect((await refresh()).status).toBe(200);
    const revoked = await cognito(
      'RevokeToken',
      { ClientId: LOCAL_CLIENT_ID, Token: tokens.refreshToken },
      '127.0.20.9',
    );
    expect(revoked.status).toBe(200);
    const after = await refresh();
    expect(after.status).toBe(400);
    expect(after.body.__type).toBe('NotAuthorizedException');
  });
});

describe('refused admin requests', () => {
  it('are logged as JSON with the reason and never the token', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    const member = (await signIn(stack.cognitoEndpoint, 'member@example.com')).accessToken;
    const tampered = `${member.slice(0, -4)}AAAA`;
    try {
      expect(
        (await call(stack.url, 'GET', '/api/admin/courses', { headers: bearer(member) })).status,
      ).toBe(403);
      expect(
        (await call(stack.url, 'GET', '/api/admin/courses', { headers: bearer(tampered) })).status,
      ).toBe(401);
    } finally {
      spy.mockRestore();
    }
    const refusals = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'admin_request_refused');
    expect(refusals.map((r) => [r.status, r.reason])).toEqual([
      [403, 'missing_group'],
      [401, 'invalid_token'],
    ]);
    const all = lines.join('\n');
    for (const secret of [member, tampered, member.split('.')[2]!, tampered.split('.')[2]!])
      expect(all).not.toContain(secret);
  });
});

describe('MFA for super_admins (the AWS-stage rule, switched on by its flag)', () => {
  it('refuses a super_admin without TOTP (403, clear message) and lets them in once TOTP is on', async () => {
    const app = createApp({
      ...stack.deps,
      config: { ...stack.deps.config, requireSuperAdminMfa: true },
    });
    const email = 'mfa-super@example.com';
    await createUserInGroup(stack.cognitoEndpoint, email, 'super_admin');
    const { accessToken } = await signIn(stack.cognitoEndpoint, email);
    const get = (token: string) => app.request('/api/admin/courses', { headers: bearer(token) });

    const refused = await get(accessToken);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorShape;
    expect(body.error.code).toBe('mfa_required');
    expect(body.error.message).toMatch(/authenticator app/);

    // Other groups are not affected by the rule.
    const editor = (await signIn(stack.cognitoEndpoint, 'editor@example.com')).accessToken;
    expect((await get(editor)).status).toBe(200);
    // The flag off (local mode) lets the same super_admin in.
    expect(
      (await createApp(stack.deps).request('/api/admin/courses', { headers: bearer(accessToken) }))
        .status,
    ).toBe(200);

    // Enrol an authenticator app the way Amplify's setUpTOTP / verifyTOTPSetup do.
    const client = localCognitoClient(stack.cognitoEndpoint);
    try {
      const { SecretCode } = await client.send(
        new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
      );
      await client.send(
        new VerifySoftwareTokenCommand({
          AccessToken: accessToken,
          UserCode: totpCode(SecretCode!),
        }),
      );
    } finally {
      client.destroy();
    }
    expect((await get(accessToken)).status).toBe(200);
  });
});

describe('the local user pool', () => {
  it('requires passwords of at least 12 characters, as the AWS pool does', async () => {
    const signUp = (password: string, email: string) =>
      cognito('SignUp', {
        ClientId: LOCAL_CLIENT_ID,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
    for (const weak of ['Short1passw', 'no-upper-case-1', 'NO-LOWER-CASE-1', 'No-digits-at-all']) {
      const refused = await signUp(weak, 'weak-password@example.com');
      expect([weak, refused.status, refused.body.__type]).toEqual([
        weak,
        400,
        'InvalidPasswordException',
      ]);
    }
    expect((await signUp('Long-enough1x', 'long-password@example.com')).status).toBe(200);
  });
});

describe('applications from many clients', () => {
  it('each connection is its own client', async () => {
    const statuses = await Promise.all(
      [1, 2, 3].map((n) =>
        callFrom(`127.0.21.${n}`, stack.url, 'POST', '/api/applications', {
          body: validApplication(),
        }),
      ),
    );
    expect(statuses.map((s) => s.status)).toEqual([201, 201, 201]);
  });
});
