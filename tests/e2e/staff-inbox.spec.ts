import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APPLICATION_CSV_HEADER } from '@institute/core/application/display';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { addDays } from '@institute/core/calendar/institute-day';
import { SEED_APPLICATIONS } from '../../infra/local/seed-applications';
import { validApplication } from '../support/applications';
import { parseCsv } from '../support/csv';
import { ADMIN_EMAIL, expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { serverSeedDay } from './support/seed-day';

/*
 * The staff's applications inbox in a real browser: filters, search, status workflow, notes, CSV
 * and the dashboard's count (the analytics page: staff-analytics.spec.ts).
 * The seed dates its applications before today; other tests submit today. Ranges that end
 * yesterday (of the day the server seeded, see serverSeedDay) therefore see exactly the seeded
 * data, whatever else ran first.
 */

let seedDay = '';
const yesterday = () => addDays(seedDay, -1);
test.beforeAll(async ({ request }) => {
  seedDay = await serverSeedDay(request);
});

const TAMIL_NAME = SEED_APPLICATIONS.find(
  (a) => a.preferred_language === 'tamil' && a.status === 'new',
)!.full_name;

const table = (page: Page) => page.getByRole('table', { name: 'Applications' });
/** Applicant names in the list, in order. */
const listedNames = (page: Page) => table(page).getByRole('link');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Submits an application through the public API (as the enrolment form does), dated today. */
async function submitApplication(page: Page, overrides: Record<string, unknown>): Promise<string> {
  const body = validApplication(overrides);
  const response = await page.request.post('/api/applications', { data: body });
  expect(response.status()).toBe(201);
  return body.id as string;
}

/** The text of an element as the lines it is drawn on, read character by character. */
const drawnLines = (element: Locator) =>
  element.evaluate((root) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });

/** The address takes several lines, each ending after its "@" or before a dot. */
async function expectWrappedAtBreaks(element: Locator, email: string) {
  const lines = await drawnLines(element);
  expect(lines.join('')).toBe(email);
  expect(lines.length, `${email} fits one line: nothing to check`).toBeGreaterThan(1);
  lines.slice(1).forEach((line, index) => {
    expect(`${lines[index]}|${line}`).toMatch(/@\|[^|]*$|\|\./);
  });
}

test.describe('applications inbox', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('two dates changed at once both hold, in the inbox and in analytics', async ({ page }) => {
    // Both fields change in one go, before the page renders again (a fast hand or autofill): the
    // second change must build on the first, not on what the page showed before it.
    const fillAtOnce = (fields: Array<[label: string, day: string]>) =>
      page.evaluate((entries) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (const [label, day] of entries) {
          const field = [...document.querySelectorAll('label')].find(
            (element) => element.textContent?.trim() === label,
          )?.control as HTMLInputElement;
          setValue.call(field, day);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }, fields);
    const from = addDays(seedDay, -7);
    const bothDays = new RegExp(`(?=.*from=${from})(?=.*to=${yesterday()})`);

    await page.goto('/admin/applications');
    await expect(table(page)).toBeVisible();
    await fillAtOnce([
      ['Submitted from', from],
      ['Submitted to', yesterday()],
    ]);
    await expect(page).toHaveURL(bothDays);
    await expect(listedNames(page)).toHaveCount(
      SEED_APPLICATIONS.filter((a) => a.daysAgo <= 7).length,
    );

    await page.goto('/admin/analytics');
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await fillAtOnce([
      ['From', from],
      ['To', yesterday()],
    ]);
    await expect(page).toHaveURL(bothDays);
  });

  test('filters by course, country and dates, and searches by name or e-mail', async ({ page }) => {
    await page.goto('/admin/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(table(page)).toBeVisible();

    // Seeded data only: up to yesterday.
    await page.getByLabel('Submitted to').fill(yesterday());
    await expect(page).toHaveURL(new RegExp(`to=${yesterday()}`));
    // The line reads the day back in words, whatever order the browser's date field shows.
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${SEED_APPLICATIONS.length} applications submitted on or before ${formatInstituteDay(yesterday())}`,
    );
    // Every seeded applicant had the e-mail of their status but one, whom the list marks.
    await expect(
      table(page).getByRole('row').filter({ hasText: 'E-mail not sent' }).getByRole('link'),
    ).toHaveText(SEED_APPLICATIONS.filter((a) => a.emailed === false).map((a) => a.full_name));

    await choose(page, 'Course', 'Bhakti-shastri');
    const shastri = SEED_APPLICATIONS.filter((a) => a.course_name === 'bhakti-shastri').sort(
      (a, b) => a.daysAgo - b.daysAgo,
    );
    await expect(listedNames(page)).toHaveText(shastri.map((a) => a.full_name));

    await choose(page, 'Country', 'Malaysia');
    await expect(listedNames(page)).toHaveText(
      shastri.filter((a) => a.country === 'malaysia').map((a) => a.full_name),
    );
    await expect(listedNames(page).first()).toHaveText(TAMIL_NAME);

    // A date range that holds only the newest seeded week.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Submitted from').fill(addDays(seedDay, -7));
    await page.getByLabel('Submitted to').fill(yesterday());
    const lastWeek = SEED_APPLICATIONS.filter((a) => a.daysAgo <= 7);
    await expect(listedNames(page)).toHaveText(
      lastWeek.sort((a, b) => a.daysAgo - b.daysAgo).map((a) => a.full_name),
    );
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${lastWeek.length} applications submitted from ${formatInstituteDay(addDays(seedDay, -7))} to ${formatInstituteDay(yesterday())}`,
    );

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('SUBRAMAN');
    await expect(listedNames(page)).toHaveText(['Kavitha Subramaniam']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('daniel.lim@');
    await expect(listedNames(page)).toHaveText(['Daniel Lim']);
    await expect(page).toHaveURL(/q=daniel\.lim%40/);
  });

  test('moves an application through the workflow with its history, and keeps notes', async ({
    page,
  }) => {
    const name = `Workflow Person ${uniqueSuffix()}`;
    await submitApplication(page, {
      full_name: name,
      course_name: 'deity-worship',
      country: 'australia',
    });

    await page.goto('/admin/applications');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(listedNames(page)).toHaveText([name]);
    await listedNames(page).first().click();

    // Every answer under a readable name, choices as words.
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const course = page.getByRole('region', { name: 'Course Selection' });
    await expect(course.getByText('Deity Worship Training', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Personal Information' })
        .getByText('Australia', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('deity-worship')).toHaveCount(0);

    const history = page.getByRole('region', { name: 'History' });
    await expect(page.getByRole('heading', { name: 'Status: New' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Mark as contacted' }).click();
    await expectToast(page, 'Success', 'Status changed to Contacted');
    await expect(page.getByRole('heading', { name: 'Status: Contacted' })).toBeVisible();
    await expect(history.getByText(`New → Contacted by ${ADMIN_EMAIL}`)).toBeVisible();
    // The entries read under the panel's heading, smaller than it.
    const fontSize = (element: Locator) =>
      element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(await fontSize(history.getByText('Submitted', { exact: true }))).toBeLessThan(
      await fontSize(history.getByRole('heading', { name: 'History' })),
    );

    await page.getByRole('button', { name: 'Waitlist' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Waitlist ${name}` })
      .click();
    await expectToast(page, 'Success', 'Status changed to Waitlisted');
    await expect(history.getByText(`Contacted → Waitlisted by ${ADMIN_EMAIL}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();

    const notes = page.getByRole('textbox', { name: 'Notes' });
    await expect(page.getByRole('button', { name: 'Save notes' })).toBeDisabled();
    // A paste over the limit is kept whole and said, not cut.
    await notes.fill('x'.repeat(5001));
    await expect(notes).toHaveValue('x'.repeat(5001));
    await expect(notes).toHaveAccessibleDescription(/Must be at most 5000 characters/);
    await expect(page.getByRole('button', { name: 'Save notes' })).toBeDisabled();
    await notes.fill('Called on Tuesday; prefers the weekend batch.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expectToast(page, 'Success', 'Notes saved');
    await expect(history.getByText(`Notes edited by ${ADMIN_EMAIL}`)).toBeVisible();

    // Stored, not just shown: a reload reads it all back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Called on Tuesday; prefers the weekend batch.',
    );
    await expect(history.getByText(/ by admin@example\.com$/)).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Status: Waitlisted' })).toBeVisible();

    // The list shows the new status.
    await page.getByRole('link', { name: 'Back to Applications' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(table(page).getByRole('row').filter({ hasText: name })).toContainText(
      'Waitlisted',
    );
  });

  test('exports the current filter as UTF-8 CSV with a BOM, Tamil intact, formulas neutralised', async ({
    page,
  }) => {
    await page.goto(`/admin/applications?country=malaysia&to=${yesterday()}`);
    await expect(table(page)).toBeVisible();
    const expected = SEED_APPLICATIONS.filter((a) => a.country === 'malaysia').sort(
      (a, b) => a.daysAgo - b.daysAgo,
    );
    await expect(listedNames(page)).toHaveText(expected.map((a) => a.full_name));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from(TAMIL_NAME, 'utf8'))).toBe(true);

    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(APPLICATION_CSV_HEADER);
    const column = (label: string) => APPLICATION_CSV_HEADER.indexOf(label);
    expect(rows.slice(1).map((row) => row[column('Full name')])).toEqual(
      expected.map((a) => a.full_name),
    );
    expect(rows.slice(1).every((row) => row[column('Country')] === 'Malaysia')).toBe(true);
    // The seeded phone numbers start with "+": written as constant text, no apostrophe.
    expect(rows[1]![column('Phone number')]).toBe('="+60 12-345 6789"');

    // A name that a spreadsheet would run as a formula.
    const suffix = uniqueSuffix();
    const formula = `=HYPERLINK("http://x.example","${suffix}")`;
    await submitApplication(page, { full_name: formula });
    await page.goto(`/admin/applications?q=${suffix}`);
    await expect(listedNames(page)).toHaveText([formula]);
    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const formulaRows = parseCsv(
      (await readFile((await (await second).path())!)).subarray(3).toString('utf8'),
    );
    expect(formulaRows).toHaveLength(2);
    expect(formulaRows[1]![column('Full name')]).toBe(`'${formula}`);
  });

  test('on a phone, an export the server never answers gives up in 30 s, says so, and can be asked again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The page's timers run as usual until the test jumps them forward.
    await page.clock.install();
    let asked = 0;
    await page.route('**/api/admin/applications/export.csv*', () => {
      asked += 1; // held: no answer ever comes
    });
    await page.goto('/admin/applications');
    await expect(table(page)).toBeVisible();
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.click();
    await expect.poll(() => asked).toBe(1);
    await page.clock.fastForward('00:29');
    await expect(exportButton).toHaveAttribute('data-loading', 'true');
    await page.clock.fastForward('00:02');
    await expectToast(page, 'Failed to export applications', 'The server did not answer in time');
    await expect(exportButton).not.toHaveAttribute('data-loading');
    await expect(exportButton).toBeEnabled();

    await page.unroute('**/api/admin/applications/export.csv*');
    const downloading = page.waitForEvent('download');
    await exportButton.click();
    expect((await downloading).suggestedFilename()).toMatch(/^applications-.*\.csv$/);
  });

  test('the dashboard counts new applications and links to the inbox', async ({ page }) => {
    await page.goto('/admin');
    const card = page.getByRole('main').getByRole('link', { name: /^Applications/ });
    await expect(card).toHaveAttribute('href', '/admin/applications');
    await expect(card.getByText(/^\d+ new$/)).toBeVisible();
    const shown = Number((await card.getByText(/^\d+ new$/).textContent())!.split(' ')[0]);
    expect(shown).toBeGreaterThanOrEqual(
      SEED_APPLICATIONS.filter((a) => a.status === 'new').length,
    );
    await card.click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
  });

  test('the dashboard shows no "0 new" badge when no application is new', async ({ page }) => {
    let served = false;
    await page.route('**/api/admin/applications/summary', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { by_status: Record<string, number> };
      served = true;
      await route.fulfill({
        response,
        json: { ...body, by_status: { ...body.by_status, new: 0 } },
      });
    });
    await page.goto('/admin');
    const card = page.getByRole('main').getByRole('link', { name: /^Applications/ });
    await expect(card.getByRole('heading', { name: 'Applications' })).toBeVisible();
    await expect.poll(() => served).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(card.getByText(/\d+ new$/)).toHaveCount(0);
  });

  test('at 360 px a long e-mail address wraps after the @ or before a dot, never inside a name', async ({
    page,
  }) => {
    const email = `ramachandran.krishnamurthy.${uniqueSuffix()}@krishnainstitute.org`;
    await submitApplication(page, { email });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
    await expect(listedNames(page)).toHaveCount(1);
    const listed = table(page).getByText(email);
    await expectWrappedAtBreaks(listed, email);
    await listedNames(page).first().click();
    await expectWrappedAtBreaks(page.getByRole('link', { name: email }), email);
  });

  test('the inbox and an application have no axe violations', async ({ page }) => {
    await page.goto('/admin/applications');
    await expect(listedNames(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await listedNames(page).first().click();
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
