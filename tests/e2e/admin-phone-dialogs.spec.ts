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

test('at 360 px the courses table fits its box and the weekly chart keeps its dates apart', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto('/admin/courses');
  const table = page.getByRole('table', { name: 'Courses' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  // With the reorder handle, a status and two actions, the seeded titles must not push the
  // Actions column out of the box (a sideways scroll that cut off its heading).
  const container = page
    .locator('.mantine-TableScrollContainer-scrollContainer')
    .filter({ has: table });
  expect(await container.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await page.goto('/admin/analytics');
  // The first chart's date labels (the weekly one's).
  const labels = page
    .locator('.recharts-xAxis-tick-labels')
    .first()
    .locator('.recharts-cartesian-axis-tick-value');
  await expect(labels.first()).toBeVisible();
  const boxes = await labels.evaluateAll((texts) =>
    texts.map((text) => {
      const box = text.getBoundingClientRect();
      return { left: box.left, right: box.right, text: text.textContent };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 1; i < boxes.length; i += 1) {
    const gap = boxes[i]!.left - boxes[i - 1]!.right;
    expect(gap, `${boxes[i - 1]!.text} / ${boxes[i]!.text}`).toBeGreaterThanOrEqual(12);
  }
});
