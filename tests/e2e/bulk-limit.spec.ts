import { expect, test, type Page } from '@playwright/test';
import { BULK_CHANGE_MAX } from '@institute/core/application/inbox';
import { validApplication } from '../support/applications';
import {
  expectToast,
  markContacted,
  signIn,
  uniqueEmail,
  uniqueSuffix,
} from './support/admin-session';

/*
 * A bulk status change on a phone sends what the API can take: a selection over the bulk limit
 * is said before trying, and only the applications that may move to the status are sent.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Submits one application for each first name, named `<first> <batch>`, ten at a time. */
async function submitApplications(page: Page, batch: string, firsts: readonly string[]) {
  for (let start = 0; start < firsts.length; start += 10) {
    await Promise.all(
      firsts.slice(start, start + 10).map(async (first) => {
        const body = validApplication({
          full_name: `${first} ${batch}`,
          email: uniqueEmail('bulk-limit'),
        });
        expect((await page.request.post('/api/applications', { data: body })).status()).toBe(201);
      }),
    );
  }
}

/** Letters only, as a name has them: Aa, Ab, ... */
const letters = (index: number) =>
  `${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;

test('a selection over the bulk limit is said under the count, and Change status waits until it fits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const batch = `Bulklimit${uniqueSuffix()}`;
  const count = BULK_CHANGE_MAX + 1;
  await submitApplications(
    page,
    batch,
    Array.from({ length: count }, (_, index) => letters(index)),
  );
  await signIn(page);
  await page.goto(`/admin/applications?q=${batch.toLowerCase()}`);
  const shown = page.getByText(/^Showing \d+ applications/);
  await expect(shown).toHaveText('Showing 25 applications (more below)');
  while (!(await shown.textContent())?.endsWith(`${count} applications`)) {
    const before = await shown.textContent();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(shown).not.toHaveText(before!);
  }

  const table = page.getByRole('table', { name: 'Applications' });
  await table.getByRole('checkbox', { name: 'Select every application shown' }).check();
  const bar = page.getByRole('region', { name: 'Change the selected applications' });
  const limit = `Change at most ${BULK_CHANGE_MAX} at once: clear some`;
  const said = bar.getByRole('status');
  await expect(said).toContainText(`${count} applications selected`);
  await expect(said).toContainText(limit);
  await bar.getByRole('combobox', { name: 'Change status to' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  const change = bar.getByRole('button', { name: 'Change status' });
  await expect(change).toBeDisabled();
  // Nothing of the bar is cut off or pushed past the phone's screen.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  await table.getByRole('checkbox', { name: `Select ${letters(0)} ${batch}` }).uncheck();
  await expect(said).toHaveText(`${BULK_CHANGE_MAX} applications selected`);
  await expect(change).toBeEnabled();
});

test('only the applications that may move are sent, and the others are said not to have changed', async ({
  page,
}) => {
  const batch = `Bulkmovable${uniqueSuffix()}`;
  const [ravi, daniel] = [`Ravi ${batch}`, `Daniel ${batch}`];
  await submitApplications(page, batch, ['Ravi', 'Daniel']);
  await signIn(page);
  // Daniel is already Contacted: only Ravi may become Contacted.
  await page.goto(`/admin/applications?q=${batch.toLowerCase()}`);
  await markContacted(page, daniel);
  const table = page.getByRole('table', { name: 'Applications' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row(daniel).getByText('Contacted', { exact: true })).toBeVisible();

  const sent: string[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/applications/bulk-status'))
      sent.push((request.postDataJSON() as { ids: string[] }).ids);
  });
  await table.getByRole('checkbox', { name: 'Select every application shown' }).check();
  const bar = page.getByRole('region', { name: 'Change the selected applications' });
  await bar.getByRole('combobox', { name: 'Change status to' }).click();
  await page.getByRole('option', { name: 'Contacted (1 of 2)' }).click();
  await bar.getByRole('button', { name: 'Change status' }).click();
  await expectToast(page, 'Success', '1 application changed to Contacted');
  expect(sent.map((ids) => ids.length)).toEqual([1]);
  const notice = page.getByRole('alert').filter({ hasText: '1 not changed' });
  await expect(notice).toContainText(`${daniel}: The application is already Contacted.`);
  await expect(row(ravi).getByText('Contacted', { exact: true })).toBeVisible();
});
