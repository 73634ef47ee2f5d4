import { expect, test, type Page } from '@playwright/test';
import { bearer, signIn } from '../support/auth';
import { validApplication } from '../support/applications';
import { uniqueSuffix } from './support/admin-session';
import { startSignedIn } from './support/session';

/*
 * Every time the admin area shows is in Malaysia time (UTC+8) and in one format, "2 Mar 2025,
 * 14:05", marked up as <time datetime>. The expected text is worked out here from the instant
 * itself, not with the app's formatter, so a page that formats in the browser's zone (UTC here)
 * or in another shape (Chromium's en-GB writes "Sept") fails.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function inIpoh(iso: string): string {
  const at = new Date(Date.parse(iso) + 8 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** Each <time> on the page shows its own instant in Ipoh; and no other date shape appears. */
async function expectInstituteTimes(page: Page, atLeast: number) {
  const main = page.getByRole('main');
  await expect.poll(() => main.locator('time[datetime]').count()).toBeGreaterThanOrEqual(atLeast);
  const times = await main
    .locator('time[datetime]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ at: node.getAttribute('datetime')!, text: node.textContent })),
    );
  for (const { at, text } of times) expect(text, at).toBe(inIpoh(at));
  const visible = await main.innerText();
  // No ISO date or instant, US-style date or 12-hour clock anywhere in the page's text.
  expect(visible).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  expect(visible).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/);
  expect(visible).not.toMatch(/\b\d{1,2}:\d{2}(:\d{2})?\s?(AM|PM|am|pm)\b/);
}

test('every admin page shows times in Malaysia time, in one format', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = bearer((await signIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken);
  const application = validApplication({ full_name: `Time Check ${uniqueSuffix()}` });
  expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
  const name = `E2E Times ${uniqueSuffix()}`;
  const created = await request.post('/api/admin/testimonials', {
    headers: admin,
    data: { name, content: 'A testimonial whose change is audited', status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // A data request received on a past day, then answered: its days and moment are in the log.
  const logged = await request.post('/api/admin/applications/data-requests', {
    headers: admin,
    data: {
      email: `times-${uniqueSuffix()}@example.com`,
      type: 'access',
      received_on: '2026-01-05',
    },
  });
  expect(logged.status()).toBe(201);
  const requestId = ((await logged.json()) as { id: string }).id;
  const answered = await request.post(
    `/api/admin/applications/data-requests/${requestId}/complete`,
    { headers: admin, data: {} },
  );
  expect(answered.status()).toBe(200);

  await startSignedIn(page, baseURL!, 'admin@example.com');
  try {
    await page.goto('/admin/applications');
    await expectInstituteTimes(page, 1);

    await page.goto(`/admin/applications/${application.id as string}`);
    await expect(
      page.getByRole('heading', { name: application.full_name as string }),
    ).toBeVisible();
    await expectInstituteTimes(page, 2);

    await page.goto('/admin/audit');
    await expectInstituteTimes(page, 1);
    await expect(page.getByRole('main')).toContainText('5 Jan 2026');

    await page.goto('/admin/content');
    await expectInstituteTimes(page, 1);

    await page.goto('/admin/data-requests');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectInstituteTimes(page, 0);
  } finally {
    expect(
      (await request.delete(`/api/admin/testimonials/${id}`, { headers: admin })).status(),
    ).toBe(204);
  }
});
