import { expect, test, type Page } from '@playwright/test';
import { expectToast, gate, signIn, uniqueSuffix } from './support/admin-session';

/*
 * On a phone, with a slow answer: what is typed while a save is running stays in its field and
 * counts as unsaved (the save bar says so, leaving asks first), while what the save sent becomes
 * what the form compares with. Each test puts the stored value back as it found it.
 */

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Holds the requests of `method` to `url` until the returned gate opens. */
async function holdSaves(page: Page, url: string, method: string) {
  const held = gate();
  await page.route(url, async (route) => {
    if (route.request().method() === method) await held.opened;
    await route.continue();
  });
  return held;
}

/** The in-app question a link asks while the page holds unsaved `what`; answered "Stay". */
async function expectLeaveAsks(page: Page, link: string, what: string) {
  await page.getByRole('link', { name: link }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText(`Your changes to ${what} have not been saved.`);
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toBeHidden();
}

test('a site name typed again while Settings save stays, unsaved, and the first one is stored', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  const name = page.getByRole('textbox', { name: 'Site Name' });
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  const bar = page.getByRole('region', { name: 'Save settings' });
  const suffix = uniqueSuffix();
  const [first, second] = [`First ${suffix}`, `Second ${suffix}`];

  const held = await holdSaves(page, '**/api/admin/settings', 'PUT');
  try {
    await name.fill(first);
    await bar.getByRole('button', { name: 'Save Changes' }).click();
    await expect(bar.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await name.fill(second);
    held.open();
    await expectToast(page, 'Success', 'Settings saved successfully');
    await expect(bar.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await expect(name).toHaveValue(second);
    await expect(bar.getByRole('status')).toHaveText('You have unsaved changes');
    await expectLeaveAsks(page, 'Back to Dashboard', 'the site settings');
    await expect(name).toHaveValue(second);
    // Back to what the save sent: nothing is unsaved, so that is what the form now starts from.
    await name.fill(first);
    await expect(bar.getByRole('status')).toHaveText('All changes saved');
    await page.reload();
    await expect(name).toHaveValue(first);
  } finally {
    await page.unroute('**/api/admin/settings');
    await page.goto('/admin/settings');
    await expect(name).not.toHaveValue('');
    if ((await name.inputValue()) !== original) {
      await name.fill(original);
      await bar.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Success', 'Settings saved successfully');
    }
  }
});

test('words added to an e-mail template while it saves stay, unsaved, and the rest is stored', async ({
  page,
}) => {
  await page.goto('/admin/applications/templates');
  const template = page.getByRole('region', { name: 'Template' });
  const message = template.getByRole('textbox', { name: 'Message' });
  await expect(message).not.toHaveValue('');
  const original = await message.inputValue();
  const suffix = uniqueSuffix();
  const [saved, later] = [`\n\nSaved line ${suffix}.`, ` Typed while saving.`];
  const status = page.getByRole('combobox', { name: 'Status' });
  const save = template.getByRole('button', { name: 'Save template' });

  const url = '**/api/admin/applications/templates/contacted';
  const held = await holdSaves(page, url, 'PUT');
  const sent = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/templates/contacted'),
  );
  try {
    await message.fill(original + saved);
    await save.click();
    await sent;
    await message.press('ControlOrMeta+End');
    await message.pressSequentially(later);
    held.open();
    await expectToast(page, 'Success', 'Contacted template saved');
    await expect(save).not.toHaveAttribute('data-loading');

    await expect(message).toHaveValue(original + saved + later);
    await expectLeaveAsks(page, 'Back to Applications', 'the Contacted template');
    await expect(message).toHaveValue(original + saved + later);
    // Without the words typed since, nothing is unsaved: another status opens without a question.
    await message.fill(original + saved);
    await status.click();
    await page.getByRole('option', { name: 'Accepted' }).click();
    await expect(status).toHaveValue('Accepted');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(message).toHaveValue(original + saved);
  } finally {
    await page.unroute(url);
    await page.goto('/admin/applications/templates');
    await expect(message).not.toHaveValue('');
    if ((await message.inputValue()) !== original) {
      await message.fill(original);
      await save.click();
      await expectToast(page, 'Success', 'Contacted template saved');
    }
  }
});
