import { expect, test } from '@playwright/test';
import { signIn } from './support/admin-session';

/*
 * The site name and the contact phone on /admin/settings: a blank name and text that is no phone
 * number are named under their own field, as typed, and nothing is saved.
 */

const REFUSED = [
  { label: 'Site Name', typed: '   ', message: 'Site name is required' },
  {
    label: 'Contact Phone (with country code)',
    typed: 'abc',
    message: 'Phone number can have only digits, spaces and + - ( ) .',
  },
];

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@example.com');
});

test('a blank site name and a contact phone that is no number are refused under their fields', async ({
  page,
}) => {
  const saves: unknown[] = [];
  await page.route('**/api/admin/settings', async (route) => {
    if (route.request().method() === 'PUT') saves.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.goto('/admin/settings');
  const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await expect(textbox('Site Name')).not.toHaveValue('');
  // Marked required, as every field that refuses a blank is.
  await expect(textbox('Site Name')).toHaveAttribute('required');
  for (const { label, typed } of REFUSED) await textbox(label).fill(typed);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  for (const { label, typed, message } of REFUSED) {
    const input = textbox(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    await expect(input).toHaveValue(typed);
    // The message stands right under its own input, in the input's column.
    const shown = page.getByText(message, { exact: true });
    await expect(shown).toBeVisible();
    const [box, under] = [await input.boundingBox(), await shown.boundingBox()];
    expect(under!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
    expect(under!.y).toBeLessThan(box!.y + box!.height + 40);
    expect(Math.abs(under!.x - box!.x)).toBeLessThan(4);
  }
  await expect(page.getByText('Fix the fields marked in red, then save')).toBeVisible();
  await expect(page.getByText('Settings saved successfully')).toHaveCount(0);
  expect(saves).toEqual([]);

  // Nothing was stored: the page opened afresh (beside the unsaved one) shows the stored values.
  const fresh = await page.context().newPage();
  await fresh.goto('/admin/settings');
  for (const { label } of REFUSED) {
    const stored = fresh.getByRole('textbox', { name: label, exact: true });
    await expect(stored).toHaveValue(/\S/);
    await expect(stored).not.toHaveValue(/^abc$/);
  }
  await fresh.close();
});
