import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CACHE_MS } from '@institute/core/access/service';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { bearer, signIn } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { createUserInGroup } from '../support/users';

/*
 * The operator's `npm run admin:grant` against a running local stack (the stack.json that
 * `npm start` writes): a role it removes ends the account's sessions, as Admin → Users does.
 */

let stack: LocalStack;
let dataDir: string;

beforeAll(async () => {
  stack = await startLocalStack();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-grant-'));
  await writeFile(
    path.join(dataDir, 'stack.json'),
    JSON.stringify({
      cognitoEndpoint: stack.cognitoEndpoint,
      userPoolId: stack.config.userPoolId,
      dynamoEndpoint: stack.config.local!.dynamoEndpoint,
    }),
  );
});
afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const grant = async (...args: string[]) => {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const { stdout } = await promisify(execFile)(tsx, ['functions/scripts/admin-grant.ts', ...args], {
    env: { ...process.env, LOCAL_DATA_DIR: dataDir, SST_RESOURCE_UserPool: '' },
  });
  return stdout;
};

describe('npm run admin:grant', () => {
  it('--revoke ends the sessions of the account within the cache time', async () => {
    const email = 'grant-script-editor@example.com';
    await createUserInGroup(stack.cognitoEndpoint, email, 'editor');
    const headers = bearer((await signIn(stack.cognitoEndpoint, email)).accessToken);
    const courses = () => call<ErrorShape>(stack.url, 'GET', '/api/admin/courses', { headers });
    expect((await courses()).status).toBe(200);

    const said = await grant('--email', email, '--role', 'editor', '--revoke');
    expect(said).toContain(`${email} (the local stack) now has: no admin role.`);
    expect(said).toContain('Their sessions were ended');
    const start = Date.now();
    let refused = await courses();
    while (refused.status === 200 && Date.now() - start < ACCESS_CACHE_MS + 2000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      refused = await courses();
    }
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('access_revoked');

    const granted = await grant('--email', email, '--role', 'editor');
    expect(granted).toContain('now has: editor.');
    expect(granted).toContain('after their next sign-in');
    // Tokens carry whole seconds: one from the second of the revocation would count as before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = bearer((await signIn(stack.cognitoEndpoint, email)).accessToken);
    expect((await call(stack.url, 'GET', '/api/admin/courses', { headers: again })).status).toBe(
      200,
    );
  });
});
