import { expect, test } from '@playwright/test';
import { signIn as tokensFor } from '../support/auth';
import { baseURL } from '../playwright.config';
import { signIn, uniqueSuffix } from './support/admin-session';
import { homeLoaded } from './support/public-home';

/*
 * A name longer than the space it is given (one word of 120 letters, as a pasted name without
 * spaces can be) breaks: the public dialog keeps its close button, the admin list its columns.
 */

test('a very long name keeps the dialog closable and the admin list readable', async ({
  page,
  browser,
}) => {
  const name = `Srila${'Bhaktisiddhanta'.repeat(8)}${uniqueSuffix()}`;
  const { accessToken } = await tokensFor(`${baseURL}/cognito`, 'admin@example.com');
  const asAdmin = { Authorization: `Bearer ${accessToken}` };
  const created = await page.request.post('/api/admin/team-members', {
    headers: asAdmin,
    data: { name, role: 'Teacher', bio: 'Teaches the Gita.', sort_order: 999 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const home = await visitor.newPage();
    await home.goto('/#team');
    await homeLoaded(home);
    await home.getByRole('button', { name }).click();
    const dialog = home.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const close = (await dialog.getByRole('button').first().boundingBox())!;
    expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
    const title = (await dialog.getByRole('heading', { name }).boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(close.x);
    await visitor.close();

    await signIn(page);
    await page.goto('/admin/team');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });
    await expect(row).toHaveCount(1);
    // The name wraps in its column: the Role column keeps room for "Teacher" on one line.
    const role = (await row.getByRole('cell', { name: 'Teacher', exact: true }).boundingBox())!;
    expect(role.width).toBeGreaterThan(60);
    await expect(row.getByRole('button', { name: `Delete ${name}` })).toBeInViewport();
  } finally {
    await page.request.delete(`/api/admin/team-members/${id}`, { headers: asAdmin });
  }
});
