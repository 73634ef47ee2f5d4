import { expect, test } from '@playwright/test';
import { DAY_RANGE_MESSAGES } from '@institute/core/calendar/day-range';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { SEED_APPLICATIONS, SEED_REGISTER_CLICKS } from '../../infra/local/seed-applications';
import { signIn } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { homeLoaded } from './support/public-home';
import { adminToken, serverSeedDay } from './support/seed-day';

/*
 * The staff's analytics page in a real browser, against the seeded figures, and the Register Now
 * click it counts (the applications inbox: staff-inbox.spec.ts). Ranges that end yesterday (of
 * the day the server seeded, see serverSeedDay) see exactly the seeded data.
 */

let seedDay = '';
const yesterday = () => addDays(seedDay, -1);
test.beforeAll(async ({ request }) => {
  seedDay = await serverSeedDay(request);
});

test.describe('analytics', () => {
  test('shows the seeded figures per week, course, country and status, with conversion', async ({
    page,
  }) => {
    await signIn(page);
    const from = addDays(seedDay, -60);
    await page.goto(`/admin/analytics?from=${from}&to=${yesterday()}`);
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);

    const stat = (label: string) => page.getByRole('group', { name: label, exact: true });
    await expect(stat('Applications')).toHaveText(`Applications${SEED_APPLICATIONS.length}`);
    await expect(stat('New')).toHaveText(
      `New${SEED_APPLICATIONS.filter((a) => a.status === 'new').length}`,
    );
    const clicks = SEED_REGISTER_CLICKS.reduce((sum, row) => sum + row.clicks, 0);
    await expect(stat('Register Now clicks')).toHaveText(`Register Now clicks${clicks}`);

    // By country: Malaysia leads with five.
    const country = page.getByRole('region', { name: 'By country' });
    const malaysia = SEED_APPLICATIONS.filter((a) => a.country === 'malaysia').length;
    await expect(country.getByText('Malaysia', { exact: true })).toBeVisible();
    await expect(country).toContainText(`Malaysia${malaysia}`);
    await expect(page.getByRole('region', { name: 'By course' })).toContainText('Bhakti-shastri3');
    const status = page.getByRole('region', { name: 'By status' });
    await expect(status).toContainText('New4');
    await expect(status).toContainText('Declined1');

    // Weekly figures add up to the total.
    await page.getByText('Show the weekly figures').click();
    const weekly = page.getByRole('table', { name: 'Applications per week' });
    const counts = (await weekly.locator('tbody tr td:last-child').allTextContents()).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(SEED_APPLICATIONS.length);

    // Conversion: Bhakti-shastri has 7 clicks and 3 applications.
    const conversion = page.getByRole('table', {
      name: 'Register Now clicks and applications per course',
    });
    await expect(conversion.getByRole('row', { name: /Bhakti-shastri/ })).toHaveText(
      /Bhakti-shastri\s*7\s*3\s*43%/,
    );

    await expectNoAxeViolations(page);
  });

  test('a day typed into the range goes into the address, and Last 12 weeks clears it', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/analytics');
    const from = addDays(seedDay, -30);
    await page.getByLabel('From', { exact: true }).fill(from);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}`));
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('min', from);
    await page.getByRole('button', { name: 'Last 12 weeks' }).click();
    await expect(page).not.toHaveURL(/from=/);
    // A backwards range keeps both days, says why under To and reports nothing (as the inbox);
    // mended, the report is for the days asked.
    await page.goto(`/admin/analytics?from=${from}&to=${addDays(from, -1)}`);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
    const to = page.getByLabel('To', { exact: true });
    await expect(to).toHaveValue(addDays(from, -1));
    await expect(to).toHaveAccessibleDescription(DAY_RANGE_MESSAGES.order);
    await expect(page.getByRole('alert')).toContainText('No figures shown');
    await to.fill(addDays(from, 6));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(
      page.getByText(`${formatInstituteDay(from)} to ${formatInstituteDay(addDays(from, 6))}`),
    ).toBeVisible();
  });

  test('counts a Register Now click from the home page', async ({ page }) => {
    await signIn(page);
    // Today and tomorrow in Malaysia: a click made after midnight still counts.
    const today = instituteDayOf(new Date());
    const report = async () => {
      const token = await adminToken();
      const response = await page.request.get(
        `/api/admin/analytics?from=${today}&to=${addDays(today, 1)}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      return (await response.json()) as { clicks_total: number };
    };
    const before = (await report()).clicks_total;
    await page.goto('/');
    await homeLoaded(page);
    const posted = page.waitForResponse((r) =>
      r.url().endsWith('/api/public/events/register-click'),
    );
    await page
      .getByRole('link', { name: /^Register Now for / })
      .first()
      .click();
    expect((await posted).status()).toBe(204);
    await expect(page).toHaveURL(/\/enroll/);
    expect((await report()).clicks_total).toBe(before + 1);
  });
});
