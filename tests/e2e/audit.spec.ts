import { expect, test } from '@playwright/test';
import { bearer, signIn } from '../support/auth';
import { uniqueSuffix } from './support/admin-session';
import { startSignedIn } from './support/session';

test('a change made by an admin shows in the audit log with the record before and after', async ({
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

  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  const filters = page.getByRole('form', { name: 'Audit filters' });
  await filters.getByRole('textbox', { name: 'User (e-mail or id)' }).fill('admin@example.com');
  await filters.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Testimonial' }).click();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();

  const log = page.getByRole('table', { name: 'Audit log' });
  const rows = log.getByRole('row').filter({ hasText: id });
  await expect(rows).toHaveCount(2);
  // By the action badge (the JSON inside each row mentions created_at and updated_at).
  const update = rows.filter({ has: page.getByText('update', { exact: true }) });
  await expect(update).toContainText('admin@example.com');
  await update.getByText('Before and after').click();
  await expect(update.getByLabel('Before')).toContainText('"content": "Words before the edit"');
  await expect(update.getByLabel('After')).toContainText('"content": "Words after the edit"');
  const create = rows.filter({ has: page.getByText('create', { exact: true }) });
  await create.getByText('Before and after').click();
  await expect(create.getByLabel('Before')).toHaveText('(none)');

  expect((await request.delete(`/api/admin/testimonials/${id}`, { headers: admin })).status()).toBe(
    204,
  );
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
  await expect(page.getByRole('table', { name: 'Audit log' })).toHaveCount(0);

  const editor = bearer((await signIn(`${baseURL}/cognito`, 'editor@example.com')).accessToken);
  const refused = await request.get('/api/admin/audit', { headers: editor });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } });
});
