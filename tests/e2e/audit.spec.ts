import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, signIn } from '../support/auth';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { DAY_RANGE_MESSAGES } from '@institute/core/calendar/day-range';
import { CORRECTED_VALUE_WORDS } from '@institute/core/audit/display';
import { validApplication } from '../support/applications';
import { uniqueEmail, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/session';

test('a change made by an admin shows in the audit log with its title and the changed field, old → new', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = bearer((await signIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken);
  const name = `E2E Audit ${uniqueSuffix()}`;
  const created = await request.post('/api/admin/testimonials', {
    headers: admin,
    data: { name, content: 'Words before the edit', status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const updated = await request.put(`/api/admin/testimonials/${id}`, {
    headers: admin,
    data: { name, content: 'Words after the edit', status: 'draft' },
  });
  expect(updated.status()).toBe(200);
  // Saved again unchanged: not logged.
  const again = await request.put(`/api/admin/testimonials/${id}`, {
    headers: admin,
    data: { name, content: 'Words after the edit', status: 'draft' },
  });
  expect(again.status()).toBe(200);

  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  const filters = page.getByRole('form', { name: 'Audit filters' });
  // Part of the address is enough.
  await filters.getByRole('textbox', { name: 'User (e-mail or id)' }).fill('admin@');
  await filters.getByRole('combobox', { name: 'Entity' }).click();
  // Every audited kind of record, in words.
  await expect(page.getByRole('option')).toHaveText([
    'Content section',
    'Course',
    'Testimonial',
    'Team member',
    'Settings',
    'Application',
    'Data request',
    'User',
    'Permission map',
    'E-mail template',
  ]);
  await page.getByRole('option', { name: 'Testimonial' }).click();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();

  const log = page.getByRole('list', { name: 'Audit log' });
  // The record's title, not only its id; a save that changed nothing added no entry.
  await expect(log.getByRole('listitem').filter({ hasText: name })).toHaveCount(2);
  const update = log.getByRole('listitem', { name: `Updated Testimonial: ${name}` });
  await expect(update).toContainText('admin@example.com');
  // Malaysia time, in the admin area's one format.
  await expect(update.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  // Only the field that changed, old -> new.
  const changes = update.getByRole('definition');
  await expect(changes).toHaveCount(1);
  await expect(update.getByRole('term')).toHaveText(['Content']);
  await expect(update.locator('del')).toHaveText('Words before the edit');
  await expect(update.locator('ins')).toHaveText('Words after the edit');
  const create = log.getByRole('listitem', { name: `Created Testimonial: ${name}` });
  await expect(create.getByRole('term').filter({ hasText: /^Content$/ })).toBeVisible();
  // A stored choice reads in the words the form offered, not as its stored value.
  const status = create.getByRole('term').filter({ hasText: /^Status$/ });
  await expect(status.locator('xpath=following-sibling::dd[1]')).toHaveText('Draft');
  await expect(create.getByText('Created', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await request.delete(`/api/admin/testimonials/${id}`, { headers: admin })).status()).toBe(
    204,
  );
});

/** A fresh application by an applicant of this name, without a spiritual name; its id. */
async function submitted(request: APIRequestContext, fullName: string): Promise<string> {
  const application = validApplication({ full_name: fullName, email: uniqueEmail('audit') });
  expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
  return String(application.id);
}

test('a correction of an applicant’s details is listed field by field under their labels, without the values', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = bearer((await signIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken);
  const name = `E2E Correction ${uniqueSuffix()}`;
  const id = await submitted(request, name);
  const corrected = await request.post(`/api/admin/applications/data-requests/correct/${id}`, {
    headers: admin,
    data: { phone: '+60 13-222 3333', spiritual_name: 'Govinda Das' },
  });
  expect(corrected.status()).toBe(200);

  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto('/admin/audit?entity=application');
  const entry = page
    .getByRole('list', { name: 'Audit log' })
    .getByRole('listitem', { name: `Updated Application: ${name}` });
  await expect(entry).toContainText('admin@example.com');
  // The spiritual name was blank; the phone number was not. Personal data stays out of the log.
  await expect(entry.getByRole('term')).toHaveText(['Spiritual name', 'Phone number']);
  await expect(entry.locator('del')).toHaveText(['(empty)', CORRECTED_VALUE_WORDS.before]);
  await expect(entry.locator('ins')).toHaveText([
    CORRECTED_VALUE_WORDS.after,
    CORRECTED_VALUE_WORDS.after,
  ]);
  await expect(entry).not.toContainText('Govinda Das');
  await expect(entry).not.toContainText('3333');
});

test('a correction made on the application’s page shows in its History: the details, who and when', async ({
  page,
  baseURL,
  request,
}) => {
  const id = await submitted(request, `E2E Corrected ${uniqueSuffix()}`);
  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto(`/admin/applications/${id}`);
  await page.getByRole('button', { name: 'Correct details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the applicant’s details' });
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+60 13-222 3333');
  await dialog.getByRole('textbox', { name: 'Spiritual Name' }).fill('Govinda Das');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog).toBeHidden();

  const entry = page
    .getByLabel('Application history')
    .locator('.mantine-Timeline-item')
    .filter({ hasText: 'Details corrected' });
  await expect(entry).toContainText(
    'Details corrected: Spiritual name, Phone number by admin@example.com',
  );
  await expect(entry.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  // Kept with the application, not only shown after the save.
  await page.reload();
  await expect(page.getByLabel('Application history')).toContainText(
    'Details corrected: Spiritual name, Phone number by admin@example.com',
  );
});

test('the filters stay in the address, read their days back in Malaysia time, and are still there after opening an application and going Back', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = bearer((await signIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken);
  const application = validApplication({ email: uniqueEmail('audit-days') });
  expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
  const id = String(application.id);
  const moved = await request.patch(`/api/admin/applications/${id}`, {
    headers: admin,
    data: { status: 'contacted' },
  });
  expect(moved.status()).toBe(200);

  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto('/admin/audit');
  // Today in Ipoh, whatever the time of day in UTC.
  const today = instituteDayOf(new Date());
  const filters = page.getByRole('form', { name: 'Audit filters' });
  await filters.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Application', exact: true }).click();
  await filters.getByLabel('From').fill(today);
  await filters.getByLabel('To').fill(today);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();

  await expect(page).toHaveURL(/\/admin\/audit\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    entity: 'application',
    from: today,
    to: today,
  });
  // The day in words, kept on one line (\s matches the no-break spaces).
  const day = formatInstituteDay(today).replaceAll(' ', '\\s');
  const readBack = new RegExp(`^Changes made on ${day} \\(days in Malaysia time\\)$`);
  await expect(page.getByText(readBack)).toBeVisible();
  const entry = page
    .getByRole('list', { name: 'Audit log' })
    .locator(`a[href$="/admin/applications/${id}"]`);
  await expect(entry.first()).toBeVisible();
  // The entry holds only staff fields; the link names the applicant, as the inbox does.
  await expect(entry.first()).toHaveText(String(application.full_name));

  await entry.first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${id}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/audit\?/);
  await expect(filters.getByLabel('From')).toHaveValue(today);
  await expect(filters.getByLabel('To')).toHaveValue(today);
  await expect(filters.getByRole('combobox', { name: 'Entity' })).toHaveValue('Application');
  await expect(page.getByText(readBack)).toBeVisible();
  await expect(entry.first()).toBeVisible();

  // The picker offers no end before the start; a link that asks for one is told why.
  await expect(filters.getByLabel('To')).toHaveAttribute('min', today);
  await page.goto(`/admin/audit?from=${today}&to=${addDays(today, -1)}`);
  await expect(page.getByRole('alert')).toContainText(DAY_RANGE_MESSAGES.order);
  await expect(page.getByText(/^Changes made/)).toHaveCount(0);
  // An entity no change is recorded under is named as such, not shown as an empty log.
  await page.goto('/admin/audit?entity=courses');
  await expect(page.getByRole('alert')).toContainText('Entity must be content_section, course,');

  // Clear empties the address and the fields.
  await page.goto(`/admin/audit?from=${today}`);
  await expect(page.getByText(/^Changes made from/)).toBeVisible();
  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(filters.getByLabel('From')).toHaveValue('');
  await expect(page.getByText(/^Changes made/)).toHaveCount(0);
});

test('an editor has no audit log: no menu entry, the page and the API refuse', async ({
  page,
  baseURL,
  request,
}) => {
  await startSignedIn(page, baseURL!, 'editor@example.com');
  await page.goto('/admin');
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Courses' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }),
  ).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Audit log' })).toHaveCount(0);

  const editor = bearer((await signIn(`${baseURL}/cognito`, 'editor@example.com')).accessToken);
  const refused = await request.get('/api/admin/audit', { headers: editor });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } });
});

test('an empty log says there are no changes yet; a failed load offers Try again', async ({
  page,
  baseURL,
}) => {
  await startSignedIn(page, baseURL!, 'admin@example.com');
  // The shared stack already has entries: the empty and failing answers are stood in for.
  await page.route('**/api/admin/audit*', (route) =>
    route.fulfill({ json: { items: [], cursor: null } }),
  );
  await page.goto('/admin/audit');
  await expect(
    page.getByText(
      'No changes yet. Every create, edit and delete in the admin area will be listed here.',
    ),
  ).toBeVisible();

  await page.unroute('**/api/admin/audit*');
  let failing = true;
  await page.route('**/api/admin/audit*', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down' } } })
      : route.continue(),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
  await expect(alert).toContainText('Something went wrong while loading the audit log.');
  await expect(page.getByRole('list', { name: 'Audit log' })).toHaveCount(0);
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Audit log' })).toBeVisible();
});
