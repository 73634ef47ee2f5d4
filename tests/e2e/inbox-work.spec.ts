import { expect, test, type Page } from '@playwright/test';
import { validApplication } from '../support/applications';
import { closeToast, signIn, toast, uniqueEmail, uniqueSuffix } from './support/admin-session';

/*
 * Working through the inbox on a phone: "Back to Applications" from an application returns to
 * its row, so working down a long list goes on where it was, not from the top again; and a
 * change under way shows on the button that made it.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Submits an application named `<first> <unique>`, signs in and opens it from the inbox. */
async function openNewApplication(page: Page, first: string) {
  const name = `${first} ${uniqueSuffix()}`;
  const body = validApplication({ full_name: name, email: uniqueEmail(first.toLowerCase()) });
  expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  await signIn(page);
  await page.goto(`/admin/applications?q=${encodeURIComponent(name.toLowerCase())}`);
  await page.getByRole('link', { name }).click();
}

test('back from an application far down the list, its row is in view and has the focus; one that left the filter hands the focus to the row in its place', async ({
  page,
}) => {
  const batch = `Inboxreturn${uniqueSuffix()}`;
  const firsts = ['Aziz', 'Bala', 'Chen', 'Devi', 'Eng', 'Farah', 'Ganesh', 'Hui', 'Ismail'];
  // Newest first: the first made is the last row.
  for (const first of firsts) {
    const body = validApplication({ full_name: `${first} ${batch}`, email: uniqueEmail('return') });
    expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
  }
  await signIn(page);
  await page.goto(`/admin/applications?status=new&q=${batch.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row')).toHaveCount(firsts.length + 1);

  const bala = table.getByRole('link', { name: `Bala ${batch}` });
  await bala.click();
  await expect(page.getByRole('heading', { name: 'Status: New' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Applications' }).click();
  await expect(bala).toBeFocused();
  await expect(bala).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // Marked Contacted, it is no longer New: the next one to work on, in its place, has the focus.
  await bala.click();
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
  await closeToast(page, 'Success', 'Status changed to Contacted');
  await page.getByRole('link', { name: 'Back to Applications' }).click();
  await expect(table.getByRole('row')).toHaveCount(firsts.length);
  await expect(bala).toHaveCount(0);
  const aziz = table.getByRole('link', { name: `Aziz ${batch}` });
  await expect(aziz).toBeFocused();
  await expect(aziz).toBeInViewport();

  // The list reached another way starts at its top.
  await aziz.click();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Applications/ })
    .click();
  await expect(table).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a change under way shows on its own button, and the others wait for it', async ({ page }) => {
  await openNewApplication(page, 'Saving');

  // Each PATCH is held until the test lets it go.
  let release = () => {};
  await page.route('**/api/admin/applications/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  const saveNotes = page.getByRole('button', { name: 'Save notes' });
  const contacted = page.getByRole('button', { name: 'Mark as contacted' });

  await page.getByRole('textbox', { name: 'Notes' }).fill('Prefers WhatsApp.');
  await saveNotes.click();
  await expect(saveNotes).toHaveAttribute('data-loading', 'true');
  await expect(contacted).toBeDisabled();
  await expect(contacted).not.toHaveAttribute('data-loading');
  release();
  await closeToast(page, 'Success', 'Notes saved');
  await expect(saveNotes).not.toHaveAttribute('data-loading');

  await contacted.click();
  await expect(contacted).toHaveAttribute('data-loading', 'true');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Prefers WhatsApp, after 6 pm.');
  await expect(saveNotes).toBeDisabled();
  await expect(saveNotes).not.toHaveAttribute('data-loading');
  release();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
});

test('a double click changes the status once and saves the notes once, with no false conflict', async ({
  page,
}) => {
  await openNewApplication(page, 'Double');
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
  });
  const history = page.getByRole('region', { name: 'History' });

  await page.getByRole('button', { name: 'Mark as contacted' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Called; will join in January.');
  await page.getByRole('button', { name: 'Save notes' }).dblclick();
  await expect(history.getByText(/^Notes edited by /)).toHaveCount(1);

  await page.reload();
  await expect(history.getByText(/^New → Contacted by /)).toHaveCount(1);
  await expect(history.getByText(/^Notes edited by /)).toHaveCount(1);
  await expect(toast(page, 'Error')).toHaveCount(0);
  expect(patches).toHaveLength(2);
});

test('with the keyboard, a status move hands the focus to the new status, not to the page', async ({
  page,
}) => {
  await openNewApplication(page, 'Keyboard');
  await page.getByRole('button', { name: 'Mark as contacted' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeFocused();
});
