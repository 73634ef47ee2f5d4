import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_LIMIT_BYTES, bundleApi } from './bundle';

const STAGE_ENV = {
  TABLE_NAME: 'bundle-test',
  USER_POOL_ID: 'us-east-1_BundleTest',
  USER_POOL_CLIENT_ID: 'bundletestclient',
  EDGE_SECRET: 'bundle-test-edge-secret',
  MAIL_FROM: 'no-reply@bundle-test.example',
};
const savedEnv = Object.fromEntries(
  Object.keys(STAGE_ENV).map((name) => [name, process.env[name]]),
);
const dir = await mkdtemp(path.join(os.tmpdir(), 'api-bundle-'));

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await rm(dir, { recursive: true, force: true });
});

describe('the API bundle', () => {
  it('is one ESM file under 1 MB that exports the Lambda handler', async () => {
    const { outfile, bytes } = await bundleApi(path.join(dir, 'lambda.mjs'));
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(BUNDLE_LIMIT_BYTES);

    // The entry reads its configuration at load; give it a stage's variables.
    Object.assign(process.env, STAGE_ENV);
    const loaded = (await import(pathToFileURL(outfile).href)) as { handler?: unknown };
    expect(typeof loaded.handler).toBe('function');
  }, 30_000);
});
