import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { statusLabel } from '@institute/core/application/status';
import { validApplication } from '../support/applications';
import { toast, uniqueSuffix } from './support/admin-session';
import { startSignedIn } from './support/session';

/*
 * The admin area under a finger, on a phone unless said: targets big enough to hit, an inbox row
 * that opens on a tap, dialog buttons that keep their whole label, and notices that never cover a
 * dialog's buttons. Lists, tables and charts that fit the screen: admin-on-phones-tables.spec.ts.
 */

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

/** A new application named `prefix` and a suffix, and the inbox's "New" list as an admin. */
async function openNewInbox(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
) {
  const name = `${prefix} ${uniqueSuffix()}`;
  const application = validApplication({ full_name: name });
  expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
  await startSignedIn(page, baseURL, 'admin@example.com');
  await page.goto('/admin/applications?status=new');
  return { name, detailUrl: new RegExp(`/admin/applications/${application.id as string}$`) };
}

test('"Back to Applications" returns to the list as it was filtered, and is a target a finger can hit', async ({
  page,
  baseURL,
  request,
}) => {
  const { name, detailUrl } = await openNewInbox(page, request, baseURL!, 'Filtered Return');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(detailUrl);
  const back = page.getByRole('link', { name: 'Back to Applications' });
  expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  await back.click();
  await expect(page).toHaveURL(/\/admin\/applications\?status=new$/);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('New');
});

test('on a phone a tap anywhere on an inbox row opens the application, and its tick box only selects it', async ({
  page,
  baseURL,
  request,
}) => {
  const { name, detailUrl } = await openNewInbox(page, request, baseURL!, 'Whole Row');
  const row = page.getByRole('row').filter({ hasText: name });
  const tick = row.getByRole('checkbox', { name: `Select ${name}` });
  await tick.click();
  await expect(tick).toBeChecked();
  await expect(page).toHaveURL(/\/admin\/applications\?status=new$/);
  await tick.click();
  await expect(tick).not.toBeChecked();
  // A finger on the status badge, away from the name: the row opens the application all the same.
  const badge = (await row.getByText(statusLabel('new'), { exact: true }).boundingBox())!;
  await page.mouse.click(badge.x + badge.width / 2, badge.y + badge.height / 2);
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});

test('at 360 px the checkboxes of the inbox and of the Users page are at least 24 px square', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await startSignedIn(page, baseURL!, 'admin@example.com');
  // WCAG 2.5.8: a target of at least 24 by 24 px.
  const expectTappable = async (box: Locator) => {
    await expect(box).toBeVisible();
    const { width, height } = (await box.boundingBox())!;
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  };
  await page.goto('/admin/applications');
  await expectTappable(page.getByRole('checkbox', { name: 'Select every application shown' }));
  await expectTappable(page.getByRole('checkbox', { name: /^Select (?!every )/ }).first());
  await page.goto('/admin/users');
  await expectTappable(
    page.getByRole('checkbox', { name: /role for editor@example\.com$/ }).first(),
  );
});

/** The Settings page's number fields, and how many of them show their up and down arrows. */
async function settingsNumberArrows(page: Page, baseURL: string) {
  await startSignedIn(page, baseURL, 'admin@example.com');
  await page.goto('/admin/settings');
  await expect(page.getByRole('textbox', { name: 'Total Graduates' })).toBeVisible();
  return page.locator('.mantine-NumberInput-controls').count();
}

test.describe('under a finger', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the number fields have no up and down arrows, 17 px high (the number pad does their work)', async ({
    page,
    baseURL,
  }) => {
    expect(await settingsNumberArrows(page, baseURL!)).toBe(0);
  });
});

test('with a mouse the number fields keep their up and down arrows', async ({ page, baseURL }) => {
  expect(await settingsNumberArrows(page, baseURL!)).toBeGreaterThan(0);
});

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any point. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a notice never covers an open dialog's title and close button, or its Cancel and Create buttons, on a phone, a tablet or a laptop", async ({
  page,
  baseURL,
}) => {
  await startSignedIn(page, baseURL!, 'admin@example.com');
  // Every save fails: the failure notice shows while the dialog stays open with what was typed.
  await page.route('**/api/admin/courses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
      : route.continue(),
  );
  for (const [width, height] of [
    [360, 740],
    [390, 844],
    [768, 1024],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: 'Add Course' }).click();
    // Full screen on a phone, with Cancel and Create at the end of a form longer than the screen.
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Notice ${width}`);
    await dialog.getByRole('textbox', { name: 'Duration' }).fill('8 weeks');
    const create = dialog.getByRole('button', { name: 'Create' });
    await create.click();

    const notice = toast(page, 'Failed to save course', 'boom');
    await expect(notice).toBeInViewport({ ratio: 1 });
    await expect(notice).toHaveAttribute('role', 'alert');
    const noticeBox = (await notice.boundingBox())!;
    for (const [name, control] of [
      ['the title and close button', dialog.locator('.mantine-Modal-header')],
      ['Cancel', dialog.getByRole('button', { name: 'Cancel' })],
      ['Create', create],
    ] as const) {
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = (await control.boundingBox())!;
      expect(overlaps(noticeBox, box), `at ${width} px the notice covers ${name}`).toBe(false);
    }

    // With the notice still showing, Create can be pressed again, and the close button closes.
    const retried = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/courses'),
    );
    await create.click();
    await retried;
    await expect(notice).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('on a phone, a failed save says so at the top, clear of the sticky Save Changes it asks to press again', async ({
  page,
  baseURL,
}) => {
  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.route('**/api/admin/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
      : route.continue(),
  );
  await page.goto('/admin/settings');
  const siteName = page.getByRole('textbox', { name: 'Site Name' });
  await siteName.fill(`Notice ${uniqueSuffix()}`);
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.click();
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Error' });
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(save).toBeInViewport({ ratio: 1 });
  const header = (await page.getByRole('banner').boundingBox())!;
  const noticeBox = (await notice.boundingBox())!;
  expect(noticeBox.y, 'the notice is under the header').toBeGreaterThanOrEqual(
    header.y + header.height,
  );
  expect(overlaps(noticeBox, (await save.boundingBox())!), 'the notice covers Save Changes').toBe(
    false,
  );
});

test('on a phone each intake is a box under its name, with its remove button beside the name', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startSignedIn(page, baseURL!, 'admin@example.com');
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Course' });
  await dialog.getByRole('button', { name: 'Add intake' }).click();
  await dialog.getByRole('button', { name: 'Add intake' }).click();
  const first = dialog.getByRole('group', { name: 'Intake 1' });
  const remove = (await first.getByRole('button', { name: 'Remove intake 1' }).boundingBox())!;
  const start = (await first.getByLabel('Start date').boundingBox())!;
  const second = (await dialog.getByRole('group', { name: 'Intake 2' }).boundingBox())!;
  // Above the first field, not alone under the last one, and inside its own box.
  expect(remove.y + remove.height).toBeLessThanOrEqual(start.y);
  expect(remove.y + remove.height).toBeLessThan(second.y);
  await first.getByRole('button', { name: 'Remove intake 1' }).click();
  await expect(dialog.getByRole('group', { name: 'Intake 2' })).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Intake 1' })).toBeVisible();
});
