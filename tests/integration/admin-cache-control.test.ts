import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack } from '../../infra/local/stack';
import { call } from '../support/http';
import { startSignedIn } from '../support/stack';

/* Admin answers hold personal data: no cache (CloudFront's or a browser's) may keep any of them. */

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

describe('Cache-Control on /api/admin', () => {
  it('is private, no-store on reads, writes, refusals, errors and unknown admin routes', async () => {
    const responses = await Promise.all([
      call(stack.url, 'GET', '/api/admin/courses', { headers: admin }),
      call(stack.url, 'GET', '/api/admin/applications', { headers: admin }),
      call(stack.url, 'GET', '/api/admin/me', { headers: admin }),
      call(stack.url, 'POST', '/api/admin/courses', {
        headers: admin,
        body: { title: 'Cache test' },
      }),
      call(stack.url, 'POST', '/api/admin/courses', { headers: admin, body: { title: '' } }),
      call(stack.url, 'GET', '/api/admin/courses'),
      call(stack.url, 'GET', '/api/admin/no-such-route', { headers: admin }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 201, 400, 401, 404]);
    for (const response of responses) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('leaves public data cacheable', async () => {
    const home = await call(stack.url, 'GET', '/api/public/home');
    expect(home.headers.get('cache-control')).toMatch(/^public, max-age=/);
  });
});
