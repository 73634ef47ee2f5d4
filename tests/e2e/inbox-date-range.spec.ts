import { expect, test, type Page } from '@playwright/test';
import { DAY_RANGE_MESSAGES } from '@institute/core/calendar/day-range';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { addDays } from '@institute/core/calendar/institute-day';
import { SEED_APPLICATIONS } from '../../infra/local/seed-applications';
import { signIn } from './support/admin-session';
import { serverSeedDay } from './support/seed-day';

/*
 * The inbox's "Submitted" range typed the wrong way round: both days stay in their fields, the
 * end field says what the API would, and the list shows nothing (with why) instead of quietly
 * every application; a reload of that address shows the same. The audit log's range, the same
 * fields, does the same. At a desk's width and a phone's.
 */

let seedDay = '';
test.beforeAll(async ({ request }) => {
  seedDay = await serverSeedDay(request);
});

const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });

/** Both days kept in their fields, the order fault said under the end's (and read with it). */
async function expectFieldsBackwards(
  page: Page,
  labels: [string, string],
  from: string,
  to: string,
) {
  const fromField = page.getByLabel(labels[0], { exact: true });
  const toField = page.getByLabel(labels[1], { exact: true });
  await expect(fromField).toHaveValue(from);
  await expect(toField).toHaveValue(to);
  await expect(toField).toHaveAccessibleDescription(DAY_RANGE_MESSAGES.order);
  await expect(fromField).not.toHaveAttribute('aria-invalid', 'true');
  const error = page.locator(`#${await toField.getAttribute('aria-describedby')}`);
  await expect(error).toBeVisible();
  const field = (await toField.boundingBox())!;
  const below = (await error.boundingBox())!;
  expect(below.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
  expect(below.x).toBeLessThan(field.x + field.width);
  expect(below.x + below.width).toBeGreaterThan(field.x);
}

/** The address asks for the backwards range, and the list's place says why nothing is shown. */
async function expectNothingListed(page: Page, what: string, from: string, to: string) {
  await expect(page).toHaveURL(new RegExp(`\\?(?=.*from=${from})(?=.*to=${to})`));
  await expect(page.getByRole('alert')).toContainText(`No ${what} shown`);
  await expect(page.getByRole('alert')).toContainText(DAY_RANGE_MESSAGES.order);
}

/** The inbox while its range is backwards: the days kept, the fault said, nothing listed. */
async function expectBackwards(page: Page, from: string, to: string) {
  await expectFieldsBackwards(page, ['Submitted from', 'Submitted to'], from, to);
  await expectNothingListed(page, 'applications', from, to);
  await expect(page.getByRole('table', { name: 'Applications' })).toHaveCount(0);
  await expect(showing(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
}

for (const { name, width, height } of [
  { name: 'desk', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a backwards submitted range keeps both days and lists nothing (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    const from = addDays(seedDay, -7);
    const to = addDays(seedDay, -14);
    const newInWeek = SEED_APPLICATIONS.filter((a) => a.daysAgo <= 7 && a.status === 'new');

    await page.goto('/admin/applications');
    await page.getByLabel('Submitted from').fill(from);
    // Up to today: what other tests submitted today counts too.
    await expect(showing(page)).toHaveText(/^Showing \d+ applications submitted from \d/);
    await page.getByLabel('Submitted to').fill(to);
    await expectBackwards(page, from, to);

    await page.reload();
    await expectBackwards(page, from, to);

    // Another filter changed meanwhile keeps both days.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'New', exact: true }).click();
    await expect(page).toHaveURL(/status=new/);
    await expectBackwards(page, from, to);

    // Put right, the range lists again, with the other filter.
    await page.getByLabel('Submitted to').fill(addDays(seedDay, -1));
    await expect(showing(page)).toContainText(
      `submitted from ${formatInstituteDay(from)} to ${formatInstituteDay(addDays(seedDay, -1))}`,
    );
    await expect(page.getByRole('table', { name: 'Applications' }).getByRole('link')).toHaveText(
      newInWeek.map((a) => a.full_name),
    );
    await expect(page.getByLabel('Submitted to')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test(`the audit log's range, typed backwards, does the same (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    const from = seedDay;
    const to = addDays(seedDay, -1);
    const filters = page.getByRole('form', { name: 'Audit filters' });

    await page.goto('/admin/audit');
    await expect(filters).toBeVisible();
    await filters.getByLabel('From', { exact: true }).fill(from);
    await filters.getByLabel('To', { exact: true }).fill(to);
    // Said as typed, before it is applied; the log still shows the filters applied.
    await expectFieldsBackwards(page, ['From', 'To'], from, to);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Applied, it lists nothing and says why, as the inbox does (no browser bubble in its way).
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expectNothingListed(page, 'changes', from, to);
    await expectFieldsBackwards(page, ['From', 'To'], from, to);
    await expect(page.getByRole('list', { name: 'Audit log' })).toHaveCount(0);

    // An address asks for it the same way.
    await page.goto(`/admin/audit?from=${from}&to=${to}`);
    await expectNothingListed(page, 'changes', from, to);
    await expectFieldsBackwards(page, ['From', 'To'], from, to);
    await expect(page.getByRole('list', { name: 'Audit log' })).toHaveCount(0);

    await page.reload();
    await expectNothingListed(page, 'changes', from, to);
    await expectFieldsBackwards(page, ['From', 'To'], from, to);
  });
}
