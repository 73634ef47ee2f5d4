import { expect, test } from '@playwright/test';
import { validApplication } from '../support/applications';
import { uniqueSuffix } from './support/admin-session';
import { startSignedIn } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a decision button naming a long name wraps inside the dialog instead of being cut off', async ({
  page,
  baseURL,
  request,
}) => {
  const name = `Siti Nur Aisyah binti Abdullah Rahman ${uniqueSuffix()}`;
  const application = validApplication({ full_name: name });
  expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto(`/admin/applications/${application.id as string}`);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByText('Status: Contacted')).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Accept ${name}?` });
  const confirm = dialog.getByRole('button', { name: `Accept ${name}` });
  await expect(confirm).toBeVisible();
  // The whole label shows: nothing overflows its box, and the button stays inside the dialog.
  const label = confirm.locator('.mantine-Button-label');
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const [button, box] = [await confirm.boundingBox(), await dialog.boundingBox()];
  expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Status: Contacted')).toBeVisible();
});
