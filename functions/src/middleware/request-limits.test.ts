import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { handleError } from '../errors';
import { parseJson } from '../validation';
import { fromEdge, viewerAuthorization } from './edge';
import { clientAddress } from './rate-limit';
import { jsonBodyLimit, MAX_JSON_BYTES, refuseCrossOrigin, requireJson } from './request-limits';

/** The API's request policy as app.ts mounts it, in front of an echo route. */
function policyApp(behindEdge = false) {
  const app = new Hono()
    .use('/api/*', fromEdge(behindEdge))
    .use('/api/*', refuseCrossOrigin())
    .use('/api/*', requireJson())
    .use('/api/*', jsonBodyLimit())
    .post('/api/echo', async (c) =>
      c.json({ body: await parseJson(c, v.unknown()), client: clientAddress(c) }),
    )
    .get('/api/who', (c) =>
      c.json({ client: clientAddress(c), authorization: viewerAuthorization(c) ?? null }),
    );
  app.onError(handleError);
  return app;
}

const json = { 'content-type': 'application/json' };

describe('request body policy', () => {
  const app = policyApp();

  it('answers 413 in the error shape for a JSON body over 64 kB, with or without a length', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(MAX_JSON_BYTES) });
    const declared = await app.request('/api/echo', { method: 'POST', headers: json, body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const streamed = await app.request('/api/echo', {
      method: 'POST',
      headers: json,
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('takes a body just under the cap', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(MAX_JSON_BYTES - 20) });
    expect((await app.request('/api/echo', { method: 'POST', headers: json, body })).status).toBe(
      200,
    );
  });

  it.each([
    null,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
  ])('answers 415 for content type %s', async (type) => {
    const response = await app.request('/api/echo', {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: '{"a":1}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('accepts application/json with a charset', async () => {
    const response = await app.request('/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"a":"பக்தி 🙏"}',
    });
    expect(await response.json()).toMatchObject({ body: { a: 'பக்தி 🙏' } });
  });

  it('drops prototype keys at every depth and pollutes nothing', async () => {
    const response = await app.request('/api/echo', {
      method: 'POST',
      headers: json,
      body: '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"polluted":1}},"b":2}}',
    });
    // The exact body: a kept "__proto__" or "constructor" would come back as an own key.
    const text = await response.text();
    expect(text).not.toMatch(/__proto__|constructor|prototype|polluted/);
    expect(JSON.parse(text)).toStrictEqual({ body: { a: { b: 2 } }, client: 'unknown' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses text that is not Unicode (a lone surrogate) with 400', async () => {
    const response = await app.request('/api/echo', {
      method: 'POST',
      headers: json,
      body: '{"a":"\\ud800"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_text' } });
  });
});

describe('cross-origin requests', () => {
  const app = policyApp();

  it('refuses a preflight from another origin and never sends Access-Control-Allow-Origin', async () => {
    const preflight = await app.request('/api/echo', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await app.request('/api/who', { headers: { origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For (a client writes its first entries) and the edge headers off AWS', async () => {
    const app = policyApp();
    const response = await app.request('/api/who', {
      headers: {
        'x-forwarded-for': '203.0.113.9, 10.0.0.1',
        'x-viewer-address': '203.0.113.9',
        'x-viewer-authorization': 'Bearer forged',
        authorization: 'Bearer own',
      },
    });
    expect(await response.json()).toEqual({ client: 'unknown', authorization: 'Bearer own' });
  });

  it('uses the function URL peer address when there is no edge', async () => {
    const app = policyApp();
    const response = await app.request(
      '/api/who',
      {},
      { requestContext: { http: { sourceIp: '198.51.100.4' } } },
    );
    expect(await response.json()).toMatchObject({ client: '198.51.100.4' });
  });

  it("behind CloudFront: trusts the viewer's address and Authorization its function copied, never the signed Authorization", async () => {
    const app = policyApp(true);
    const viaEdge = await app.request(
      '/api/who',
      {
        headers: {
          'x-viewer-address': '203.0.113.9',
          'x-viewer-authorization': 'Bearer viewer-token',
          authorization: 'AWS4-HMAC-SHA256 Credential=cloudfront-signature',
          'x-forwarded-for': '1.2.3.4',
        },
      },
      { requestContext: { http: { sourceIp: '130.176.0.1' } } },
    );
    expect(await viaEdge.json()).toEqual({
      client: '203.0.113.9',
      authorization: 'Bearer viewer-token',
    });
    // No token sent: CloudFront's signature is not mistaken for one.
    const anonymous = await app.request('/api/who', {
      headers: { authorization: 'AWS4-HMAC-SHA256 Credential=cloudfront-signature' },
    });
    expect(await anonymous.json()).toMatchObject({ authorization: null });
  });
});
