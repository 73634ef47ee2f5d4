import { expect, test, type Page } from '@playwright/test';
import { bearer, signIn as apiSignIn } from '../support/auth';
import { ADMIN_EMAIL, expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { homeLoaded } from './support/public-home';

const MINUTE = 60_000;
/** A datetime-local value in Malaysia time (UTC+8). */
const malaysiaLocal = (time: number) => new Date(time + 8 * 60 * MINUTE).toISOString().slice(0, 16);

const coursesSection = (page: Page) => page.locator('#courses');

test('a course form with several mistakes says them all at the first Create, with the focus on the first', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const add = page.getByRole('dialog', { name: 'Add Course' });
  // No title; an end before the start; an intake that closes after it starts, with no places.
  const start = Date.now() + 24 * 60 * MINUTE;
  await add.getByLabel('Publish from').fill(malaysiaLocal(start));
  await add.getByLabel('Unpublish after').fill(malaysiaLocal(start - MINUTE));
  await add.getByRole('button', { name: 'Add intake' }).click();
  const intake = add.getByRole('group', { name: 'Intake 1' });
  await intake.getByLabel('Start date').fill('2030-06-01');
  await intake.getByLabel('Applications close').fill('2030-07-01');
  await intake.getByLabel('Capacity').fill('0');
  await add.getByRole('button', { name: 'Create' }).click();

  await expect(add.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(add.getByText('Title is required')).toBeVisible();
  await expect(add.getByText('Unpublish after must be later than Publish from')).toBeVisible();
  await expect(
    intake.getByText('The application deadline must be on or before the start date'),
  ).toBeVisible();
  await expect(intake.getByText('Capacity must be a whole number of at least 1')).toBeVisible();
});

test('a course scheduled ahead is not on the home page until its time', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The wait for the course's time is real (about 12 s).
  test.setTimeout(90_000);
  await signIn(page);
  const title = `Timed course ${uniqueSuffix()}`;
  // The form takes whole minutes, so the course it schedules starts 60 to 120 s from now.
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
  await expectNoAxeViolations(page, 'the scheduled course', { include: 'main' });
  await page.screenshot({ path: testInfo.outputPath('scheduled-list-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  // On a phone the date wraps under the badge; the row's actions stay on the screen.
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('scheduled-list-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Waiting out the form's minute would cost every run a minute: a second course, scheduled to
  // the second through the same API, shows that a visitor's reload brings a course on time. The
  // visitor is a browser of its own: this one may keep an earlier copy of the home data, made
  // before the second course existed, for its usual minute.
  const headers = bearer((await apiSignIn(`${baseURL}/cognito`, ADMIN_EMAIL)).accessToken);
  const soonTitle = `Timed course ${uniqueSuffix()}`;
  const soon = Date.now() + 12_000;
  const created = await page.request.post('/api/admin/courses', {
    headers,
    data: { title: soonTitle, status: 'published', publish_from: new Date(soon).toISOString() },
  });
  expect(created.status()).toBe(201);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  try {
    await visitor.goto('/');
    await homeLoaded(visitor);
    await expect(coursesSection(visitor).getByRole('tab').first()).toBeVisible();
    expect(Date.now()).toBeLessThan(Math.min(start, soon));
    await expect(coursesSection(visitor).getByText(title)).toHaveCount(0);
    await expect(coursesSection(visitor).getByText(soonTitle)).toHaveCount(0);

    // Reloaded as a visitor would: the API's cache lifetime ends at the start, so no copy
    // (the browser's or the server's) keeps it away once the time has come.
    await expect
      .poll(
        async () => {
          await visitor.reload();
          await homeLoaded(visitor);
          await expect(coursesSection(visitor).getByRole('tab').first()).toBeVisible();
          return coursesSection(visitor).getByText(soonTitle).count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    // Not more than a few seconds late.
    expect(Date.now() - soon).toBeLessThan(15_000);
  } finally {
    await visitor.context().close();
    // Off the public site again for the tests that read the seeded courses.
    await page.goto('/admin/courses');
    for (const name of [title, soonTitle]) {
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Confirm Delete' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    }
  }
});
