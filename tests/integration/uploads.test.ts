import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRefusal, MAX_IMAGE_BYTES } from '@institute/core/upload/rules';
import { createApp } from '@institute/functions/app';
import type { UploadedImage, UploadTicket } from '@institute/core/upload/schema';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { bearer, signIn } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { anyValue, hostileText, mediaType, mutated, requests } from '../support/fuzz';
import { pngOfSize, TEST_IMAGES, TEXT_AS_PNG } from '../support/images';
import { parseCsp } from '../infra/support/csp';

/*
 * Image uploads against the real local stack: the API signs a PUT to s3rver, the test PUTs the
 * bytes there as the browser does, the API checks what was stored, and the local server serves
 * the checked image at /uploads/<name> as CloudFront does on AWS.
 */

let stack: LocalStack;
let webDist: string;
let admin: Record<string, string>;
let editor: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  // A stand-in build, so the SPA's fallback for unknown paths is there to be (wrongly) reached.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'institute-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><title>Site</title></html>',
  );
  stack = await startLocalStack({ webDist });
  const [a, e, m] = await Promise.all(
    ['admin@example.com', 'editor@example.com', 'member@example.com'].map((email) =>
      signIn(stack.cognitoEndpoint, email),
    ),
  );
  admin = bearer(a!.accessToken);
  editor = bearer(e!.accessToken);
  member = bearer(m!.accessToken);
});
afterAll(async () => {
  await stack?.stop();
  await rm(webDist, { recursive: true, force: true });
});

const requestUpload = (headers: Record<string, string>, body: unknown) =>
  call<UploadTicket & ErrorShape>(stack.url, 'POST', '/api/admin/uploads', { body, headers });

const complete = (headers: Record<string, string>, key: string) =>
  call<UploadedImage & ErrorShape>(stack.url, 'POST', '/api/admin/uploads/complete', {
    body: { key },
    headers,
  });

/** The browser's PUT: to the presigned URL, with the headers the ticket names. */
async function put(ticket: UploadTicket, bytes: Uint8Array<ArrayBuffer>) {
  const response = await fetch(ticket.upload_url, {
    method: 'PUT',
    headers: ticket.headers,
    body: bytes,
  });
  await response.arrayBuffer();
  return response.status;
}

async function exists(key: string): Promise<boolean> {
  try {
    await stack.deps.s3.send(
      new HeadObjectCommand({ Bucket: stack.config.uploadsBucket, Key: key }),
    );
    return true;
  } catch {
    return false;
  }
}

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await stack.deps.s3.send(
    new ListObjectsV2Command({ Bucket: stack.config.uploadsBucket, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!);
}

/** Request, PUT and complete one file: what the admin form does. */
async function upload(contentType: string, bytes: Uint8Array<ArrayBuffer>, headers = admin) {
  const ticket = await requestUpload(headers, { content_type: contentType, size: bytes.length });
  expect(ticket.status).toBe(200);
  expect(await put(ticket.body, bytes)).toBe(200);
  return { ticket: ticket.body, completed: await complete(headers, ticket.body.key) };
}

describe('a real image', () => {
  it.each(Object.entries(TEST_IMAGES))(
    '%s: signed, PUT, checked, then served from /uploads with the same bytes',
    async (type, bytes) => {
      const ticket = await requestUpload(admin, { content_type: type, size: bytes.length });
      expect(ticket.status).toBe(200);
      const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[type];
      expect(ticket.body).toMatchObject({
        key: expect.stringMatching(new RegExp(`^pending/[0-9a-f-]{36}\\.${extension}$`)),
        method: 'PUT',
        headers: { 'Content-Type': type },
        expires_in: 300,
      });
      // Straight to the bucket (s3rver here), with type and length signed into the URL.
      const url = new URL(ticket.body.upload_url);
      expect(url.origin).toBe(stack.config.local!.s3Endpoint);
      expect(url.pathname).toBe(`/${stack.config.uploadsBucket}/${ticket.body.key}`);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);

      expect(await put(ticket.body, bytes)).toBe(200);
      const done = await complete(admin, ticket.body.key);
      expect(done.status).toBe(201);
      const id = ticket.body.key.slice('pending/'.length, -`.${extension}`.length);
      expect(done.body).toEqual({
        key: `uploads/${id}.${extension}`,
        url: `/uploads/${id}.${extension}`,
        content_type: type,
        size: bytes.length,
      });
      // Only the checked copy is left.
      expect(await exists(ticket.body.key)).toBe(false);

      const served = await fetch(`${stack.url}${done.body.url}`);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('content-length')).toBe(String(bytes.length));
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');

      // Revalidation: the ETag answers 304 with no body.
      const etag = served.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await fetch(`${stack.url}${done.body.url}`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
    },
  );

  it('is typed by its bytes: a PNG declared as JPEG is served as a PNG', async () => {
    const { ticket, completed } = await upload('image/jpeg', TEST_IMAGES['image/png']);
    expect(ticket.key).toMatch(/\.jpg$/);
    expect(completed.status).toBe(201);
    expect(completed.body.content_type).toBe('image/png');
    expect(completed.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${stack.url}${completed.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    await served.arrayBuffer();
  });

  it('may be uploaded by any admin role (editor)', async () => {
    const { completed } = await upload('image/webp', TEST_IMAGES['image/webp'], editor);
    expect(completed.status).toBe(201);
  });
});

describe('refused', () => {
  it('a file declared as PNG that is really text: deleted after the upload, and never served', async () => {
    const { ticket, completed } = await upload('image/png', TEXT_AS_PNG);
    expect(completed.status).toBe(415);
    expect(completed.body.error).toEqual({
      code: 'unsupported_image_type',
      message: 'Images must be JPEG, PNG or WebP',
    });
    expect(await exists(ticket.key)).toBe(false);
    const id = ticket.key.slice('pending/'.length, -'.png'.length);
    expect(await keysUnder(`uploads/${id}`)).toEqual([]);
    expect((await fetch(`${stack.url}/uploads/${id}.png`)).status).toBe(404);
    // Completing it again finds nothing.
    expect((await complete(admin, ticket.key)).status).toBe(404);
  });

  it('a declared type other than JPEG, PNG or WebP, before anything is signed', async () => {
    for (const contentType of ['image/gif', 'image/svg+xml', 'text/html', '']) {
      const refused = await requestUpload(admin, { content_type: contentType, size: 100 });
      expect([contentType, refused.status]).toEqual([contentType, 415]);
      expect(refused.body.error).toEqual({
        code: 'unsupported_image_type',
        message: 'Images must be JPEG, PNG or WebP',
      });
    }
  });

  it('a declared size over 5 MB, before anything is signed', async () => {
    const refused = await requestUpload(admin, {
      content_type: 'image/jpeg',
      size: MAX_IMAGE_BYTES + 1,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.error).toEqual({
      code: 'image_too_large',
      message: 'Images must be 5 MB or smaller',
    });
    // Exactly 5 MB is allowed.
    expect(
      (await requestUpload(admin, { content_type: 'image/jpeg', size: MAX_IMAGE_BYTES })).status,
    ).toBe(200);
  });

  it('a stored object over 5 MB though it declared less (s3rver does not check signatures)', async () => {
    const ticket = await requestUpload(admin, { content_type: 'image/png', size: 1000 });
    expect(await put(ticket.body, pngOfSize(MAX_IMAGE_BYTES + 1))).toBe(200);
    const completed = await complete(admin, ticket.body.key);
    expect(completed.status).toBe(413);
    expect(completed.body.error.message).toBe('Images must be 5 MB or smaller');
    expect(await exists(ticket.body.key)).toBe(false);
  });

  it('an empty file', async () => {
    const refused = await requestUpload(admin, { content_type: 'image/png', size: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'empty_image', message: 'The image file is empty' });
  });

  it('a body without type or size, with the field messages', async () => {
    const refused = await requestUpload(admin, { size: 'big' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(Object.keys(refused.body.error.fields ?? {}).sort()).toEqual(['content_type', 'size']);
  });

  it('completing a key that was never handed out, or an already served image', async () => {
    const { completed } = await upload('image/png', TEST_IMAGES['image/png']);
    for (const key of [completed.body.key, 'pending/../uploads/x.png', 'pending/nope.png', '']) {
      const refused = await complete(admin, key);
      expect([key, refused.status]).toEqual([key, 404]);
      expect(refused.body.error.code).toBe('upload_not_found');
    }
    // The served image was not touched.
    expect(await exists(completed.body.key)).toBe(true);
  });
});

describe('who may upload', () => {
  it('nobody without a valid token (401), and no signed-in member without an admin role (403)', async () => {
    const body = { content_type: 'image/png', size: 100 };
    expect((await requestUpload({}, body)).status).toBe(401);
    expect((await requestUpload({ authorization: 'Bearer not-a-token' }, body)).status).toBe(401);
    const forbidden = await requestUpload(member, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('forbidden');

    // Nor may they complete someone else's upload.
    const ticket = await requestUpload(admin, body);
    await put(ticket.body, TEST_IMAGES['image/png']);
    expect((await complete({}, ticket.body.key)).status).toBe(401);
    expect((await complete(member, ticket.body.key)).status).toBe(403);
    expect(await exists(ticket.body.key)).toBe(true);
  });
});

describe('the local stand-ins match AWS', () => {
  it("the site's CSP lets the page PUT to the bucket's endpoint", async () => {
    const page = await fetch(`${stack.url}/api/health`);
    await page.arrayBuffer();
    const csp = parseCsp(page.headers.get('content-security-policy')!);
    expect(csp.get('connect-src')).toEqual(["'self'", stack.config.local!.s3Endpoint]);
  });

  it("the bucket's CORS rule lets the site's origin PUT with a Content-Type", async () => {
    const preflight = await fetch(
      `${stack.config.local!.s3Endpoint}/${stack.config.uploadsBucket}/pending/x.png`,
      {
        method: 'OPTIONS',
        headers: {
          origin: stack.url,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      },
    );
    await preflight.arrayBuffer();
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const foreign = await fetch(
      `${stack.config.local!.s3Endpoint}/${stack.config.uploadsBucket}/pending/x.png`,
      {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
      },
    );
    await foreign.arrayBuffer();
    expect(foreign.status).toBe(403);
  });

  it('serves only checked images: nothing under pending/, no other paths, 404 (not the SPA) when missing', async () => {
    const ticket = await requestUpload(admin, {
      content_type: 'image/png',
      size: TEST_IMAGES['image/png'].length,
    });
    await put(ticket.body, TEST_IMAGES['image/png']);
    const name = ticket.body.key.slice('pending/'.length);
    for (const path of [
      `/uploads/${name}`,
      `/uploads/..%2F${ticket.body.key.replace('/', '%2F')}`,
      '/uploads/missing.png',
      '/uploads/.hidden',
      `/uploads/nested/${name}`,
      '/uploads/',
      '/uploads',
    ]) {
      const response = await fetch(`${stack.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain('<html');
    }
  });
});

describe('fuzzed bodies', () => {
  // Fewer runs than the record routes' fuzz suite: these bodies have two fields and no storage.
  const RUNS = 300;
  // In-process, like the record routes' fuzz suite: no sockets per run.
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp(stack.deps);
  });
  const send = (path: string, request: { contentType: string | null; body: string }) =>
    app.request(`/api/admin/uploads${path}`, {
      method: 'POST',
      headers: {
        ...admin,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      body: request.body,
    });

  const declared = mutated(
    fc.record({
      content_type: fc.oneof(
        fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'IMAGE/PNG'),
        hostileText,
      ),
      size: fc.oneof(
        fc.integer({ min: -10, max: MAX_IMAGE_BYTES * 2 }),
        fc.constantFrom(MAX_IMAGE_BYTES, MAX_IMAGE_BYTES + 1, 0, 1.5, Number.MAX_SAFE_INTEGER),
        anyValue,
      ),
    }),
  );

  test.prop([requests(declared)], { numRuns: RUNS })(
    'POST /uploads answers a ticket only for an allowed type and size, else a 4xx in the error shape',
    async (request) => {
      const response = await send('', request);
      const body = (await response.json()) as UploadTicket & ErrorShape;
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      if (response.status === 200) {
        // The API reads the media type (`APPLICATION/JSON; charset=utf-8` is JSON too).
        expect(mediaType(request.contentType)).toBe('application/json');
        const sent = JSON.parse(request.body) as { content_type: unknown; size: unknown };
        expect(
          imageRefusal({ type: String(sent.content_type), size: Number(sent.size) }),
        ).toBeNull();
        expect(body.key).toMatch(/^pending\//);
      } else {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(typeof body.error.message).toBe('string');
      }
    },
    120_000,
  );

  test.prop(
    [requests(mutated(fc.record({ key: fc.oneof(hostileText, fc.constant('pending/x.png')) })))],
    {
      numRuns: RUNS,
    },
  )(
    'POST /uploads/complete never fails and touches no served image',
    async (request) => {
      const before = await keysUnder('uploads/');
      const response = await send('/complete', request);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as ErrorShape).error.code).toBeTruthy();
      expect(await keysUnder('uploads/')).toEqual(before);
    },
    120_000,
  );
});
