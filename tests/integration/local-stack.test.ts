import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@institute/functions/app';
import { createDeps } from '@institute/functions/deps';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { bearer, signIn, siteCognito } from '../support/auth';

describe('the local stack', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack();
  });
  afterAll(() => stack?.stop());

  it('answers health with ok while the table answers', async () => {
    const res = await fetch(`${stack.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers health with 503 in the error shape when the table does not answer', async () => {
    const broken = createApp(
      createDeps({
        ...stack.config,
        local: { ...stack.config.local!, dynamoEndpoint: 'http://127.0.0.1:9' },
      }),
    );
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'unavailable', message: 'The database is not answering' },
    });
  });

  it('gives /api/admin/me the e-mail and groups of a super_admin', async () => {
    const { accessToken } = await signIn(stack.cognitoEndpoint, 'admin@example.com');
    const res = await fetch(`${stack.url}/api/admin/me`, { headers: bearer(accessToken) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'admin@example.com', groups: ['super_admin'] });
  });

  it('refuses no token (401), a changed token (401) and a member without a group (403)', async () => {
    const none = await fetch(`${stack.url}/api/admin/me`);
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('unauthorized');

    const { accessToken } = await signIn(stack.cognitoEndpoint, 'admin@example.com');
    const i = accessToken.length - 5;
    const changed =
      accessToken.slice(0, i) + (accessToken[i] === 'A' ? 'B' : 'A') + accessToken.slice(i + 1);
    const tampered = await fetch(`${stack.url}/api/admin/me`, { headers: bearer(changed) });
    expect(tampered.status).toBe(401);

    const member = await signIn(stack.cognitoEndpoint, 'member@example.com');
    const forbidden = await fetch(`${stack.url}/api/admin/me`, {
      headers: bearer(member.accessToken),
    });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.code).toBe('forbidden');
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const res = await fetch(`${stack.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such route' } });
  });

  it('serves the local Cognito on the same origin, including the refresh call Amplify makes', async () => {
    // The adapter also answers with a trailing slash, as Amplify's endpoint setting may send it.
    const call = (target: string, body: object) =>
      siteCognito(stack.url, target, body, '/cognito/');
    const { refreshToken } = await signIn(stack.cognitoEndpoint, 'editor@example.com');
    const refreshed = await call('GetTokensFromRefreshToken', {
      ClientId: stack.config.userPoolClientId,
      RefreshToken: refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const result = (await refreshed.json()).AuthenticationResult;
    expect(result).toMatchObject({ RefreshToken: refreshToken, TokenType: 'Bearer' });
    const me = await fetch(`${stack.url}/api/admin/me`, { headers: bearer(result.AccessToken) });
    expect(me.status).toBe(200);
    expect((await call('GlobalSignOut', { AccessToken: result.AccessToken })).status).toBe(200);
  });
});

describe('a persisted local stack', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'institute-persist-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps records and accounts across a stop and a start', async () => {
    const first = await startLocalStack({ dataDir: dir });
    const { doc, tableName } = first.deps.db;
    await doc.send(
      new PutCommand({ TableName: tableName, Item: { pk: 'TEST#1', sk: 'TEST', note: 'kept' } }),
    );
    await first.stop();

    const second = await startLocalStack({ dataDir: dir });
    try {
      const got = await second.deps.db.doc.send(
        new GetCommand({ TableName: second.deps.db.tableName, Key: { pk: 'TEST#1', sk: 'TEST' } }),
      );
      expect(got.Item?.note).toBe('kept');
      // The seed ran again without emptying the groups (cognito-local's CreateGroup would).
      const { accessToken } = await signIn(second.cognitoEndpoint, 'admin@example.com');
      const me = await fetch(`${second.url}/api/admin/me`, { headers: bearer(accessToken) });
      expect((await me.json()).groups).toEqual(['super_admin']);
    } finally {
      await second.stop();
    }
  });
});
