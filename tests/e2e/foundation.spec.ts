import { expect, test } from '@playwright/test';

const ROUTES = [
  '/',
  '/about',
  '/faq',
  '/admission',
  '/enroll',
  '/login',
  '/admin',
  '/no-such-page',
  '/api/health',
  '/api/no-such-route',
];

test('the server answers health with ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('every route carries the security headers CloudFront sends', async ({ request }) => {
  for (const route of ROUTES) {
    const res = await request.get(route);
    const headers = res.headers();
    expect.soft(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    expect.soft(headers['content-security-policy'], route).toMatch(/script-src 'self'(;|$)/);
    expect
      .soft(headers['strict-transport-security'], route)
      .toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect.soft(headers['x-content-type-options'], route).toBe('nosniff');
    expect.soft(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
    expect.soft(headers['permissions-policy'], route).toContain('camera=()');
  }
});

test('client routes are served the SPA, which renders without breaking its own CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      violations.push(msg.text());
  });
  const res = await page.goto('/about');
  expect(res?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(violations).toEqual([]);
});
