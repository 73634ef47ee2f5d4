import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { homeLoaded } from './support/public-home';

const MINUTE = 60_000;
/** A datetime-local value in Malaysia time (UTC+8). */
const malaysiaLocal = (time: number) => new Date(time + 8 * 60 * MINUTE).toISOString().slice(0, 16);

const coursesSection = (page: Page) => page.locator('#courses');

test('a course scheduled a minute ahead is not on the home page until that minute', async ({
  page,
}, testInfo) => {
  // The wait is real: the form takes whole minutes, so the course starts 60 to 120 s from now.
  test.setTimeout(240_000);
  await signIn(page);
  const title = `Timed course ${uniqueSuffix()}`;
  const start = Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE;

  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const add = page.getByRole('dialog', { name: 'Add Course' });
  await add.getByRole('textbox', { name: 'Title' }).fill(title);
  // An end before the start is refused, under the field.
  await add.getByLabel('Publish from').fill(malaysiaLocal(start));
  await add.getByLabel('Unpublish after').fill(malaysiaLocal(start - MINUTE));
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('Unpublish after must be later than Publish from')).toBeVisible();
  await add.getByLabel('Unpublish after').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('schedule-fields-1280.png') });
  await add.getByLabel('Unpublish after').fill('');
  await add.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Course created successfully');
  await expect(add).toBeHidden();

  // The list says it is scheduled, and from when, in Malaysia time.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.locator('time')).toHaveAttribute('datetime', new Date(start).toISOString());
  await expectNoAxeViolations(page, 'main');
  await page.screenshot({ path: testInfo.outputPath('scheduled-list-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  // On a phone the date wraps under the badge; the row's actions stay on the screen.
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('scheduled-list-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  try {
    await page.goto('/');
    await homeLoaded(page);
    await expect(coursesSection(page).getByRole('tab').first()).toBeVisible();
    expect(Date.now()).toBeLessThan(start);
    await expect(coursesSection(page).getByText(title)).toHaveCount(0);

    // Reloaded as a visitor would: the API's cache lifetime ends at the start, so no copy
    // (the browser's or the server's) keeps it away once the minute has come.
    await expect
      .poll(
        async () => {
          await page.reload();
          await homeLoaded(page);
          await expect(coursesSection(page).getByRole('tab').first()).toBeVisible();
          return coursesSection(page).getByText(title).count();
        },
        { timeout: 180_000, intervals: [5_000] },
      )
      .toBeGreaterThan(0);
    // Not more than a few seconds late.
    expect(Date.now() - start).toBeLessThan(60_000);
  } finally {
    // Off the public site again for the tests that read the seeded courses.
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Success', 'Course deleted successfully');
  }
});
