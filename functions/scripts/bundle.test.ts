import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_LIMIT_BYTES, bundleApi } from './bundle';

const STAGE_ENV = {
  TABLE_NAME: 'bundle-test',
  USER_POOL_ID: 'us-east-1_BundleTest',
  USER_POOL_CLIENT_ID: 'bundletestclient',
  UPLOADS_BUCKET: 'institute-uploads-test',
  MAIL_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/MailQueue',
  MAIL_DEAD_LETTER_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/MailDeadLetters',
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

type Handler = (event: unknown, context: unknown) => Promise<LambdaResult>;
interface LambdaResult {
  statusCode: number;
  headers?: Record<string, string>;
  body: string;
}
let handler: Handler | undefined;

/** A Lambda function URL event (payload 2.0), as a request that skipped CloudFront looks too. */
function urlEvent(rawPath: string, headers: Record<string, string> = {}) {
  const domainName = 'abcdefgh.lambda-url.us-east-1.on.aws';
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: { host: domainName, 'user-agent': 'bundle-test', ...headers },
    requestContext: {
      accountId: 'anonymous',
      apiId: 'abcdefgh',
      domainName,
      domainPrefix: 'abcdefgh',
      http: {
        method: 'GET',
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 'bundle-test',
      },
      requestId: 'bundle-test-request',
      routeKey: '$default',
      stage: '$default',
      time: '23/Nov/2026:12:00:00 +0000',
      timeEpoch: 1_795_435_200_000,
    },
    isBase64Encoded: false,
  };
}

let bytes = 0;
let loaded: { handler?: unknown } = {};
beforeAll(async () => {
  const bundle = await bundleApi(path.join(dir, 'lambda.mjs'));
  bytes = bundle.bytes;
  // The entry reads its configuration at load; give it a stage's variables.
  Object.assign(process.env, STAGE_ENV);
  loaded = (await import(pathToFileURL(bundle.outfile).href)) as { handler?: unknown };
  handler = loaded.handler as Handler;
}, 30_000);

describe('the API bundle', () => {
  it('is one ESM file under 1 MB that exports the Lambda handler', () => {
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(BUNDLE_LIMIT_BYTES);
    expect(typeof loaded.handler).toBe('function');
  });

  /*
   * Only CloudFront reaches the function URL (Origin Access Control), and it signs each request in
   * `Authorization`. These go through the bundled handler itself, as AWS invokes it, on routes
   * that need no AWS service.
   */
  describe('behind CloudFront', () => {
    const invoke = (rawPath: string, headers?: Record<string, string>) =>
      handler!(urlEvent(rawPath, headers), {});
    const signature = { authorization: 'AWS4-HMAC-SHA256 Credential=cloudfront/signature' };

    it('serves the routes', async () => {
      expect((await invoke('/api/no-such-route', signature)).statusCode).toBe(404);
    });

    it("never reads CloudFront's signature as the caller's token, and reads the viewer's copy", async () => {
      const signedOnly = await invoke('/api/admin/users', signature);
      expect(signedOnly.statusCode).toBe(401);
      expect(JSON.parse(signedOnly.body).error.message).toBe('Sign in to continue');
      const forged = await invoke('/api/admin/users', {
        ...signature,
        'x-viewer-authorization': 'Bearer not-a-token',
      });
      expect(forged.statusCode).toBe(401);
      expect(JSON.parse(forged.body).error.message).toBe(
        'Your session is not valid; sign in again',
      );
    });
  });
});
