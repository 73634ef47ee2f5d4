import { expect, test, type Locator, type Page } from '@playwright/test';
import { labelFor } from '@institute/core/application/choices';
import { statusLabel } from '@institute/core/application/status';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { validApplication } from '../support/applications';
import { expectToast, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/session';

/*
 * The admin area's lists, tables and charts on phones and tablets: every column and row action on
 * the screen, nothing to scroll to sideways. Targets, taps, dialogs and notices:
 * admin-on-phones-touch.spec.ts.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The table fits its box and the screen: no column is cut off or left to scroll to sideways. */
async function expectFitsScreen(page: Page, table: Locator) {
  const container = page
    .locator('.mantine-TableScrollContainer-scrollContainer')
    .filter({ has: table });
  expect(await container.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const box = (await container.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('on a tablet in portrait the lists keep every column and the row actions on the screen, the navigation behind its button', async ({
  page,
  baseURL,
}) => {
  await startSignedIn(page, baseURL!, 'admin@example.com');
  for (const width of [768, 900]) {
    await page.setViewportSize({ width, height: 1024 });
    for (const [path, name] of [
      ['/admin/courses', 'Courses'],
      ['/admin/testimonials', 'Testimonials'],
      ['/admin/team', 'Team members'],
      ['/admin/content', 'Content sections'],
      ['/admin/applications', 'Applications'],
      ['/admin/users', 'Permission map'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('row')).not.toHaveCount(1);
      await expectFitsScreen(page, table);
    }
    // The wide-screen columns are there, and each row's buttons are within reach.
    await page.goto('/admin/courses');
    const courses = page.getByRole('table', { name: 'Courses' });
    await expect(courses.getByRole('columnheader', { name: 'Duration' })).toBeVisible();
    await expect(courses.getByRole('button', { name: /^Edit / }).first()).toBeInViewport();
  }
});

test.describe('at 320 px, the smallest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the lists keep titles, status and actions on the screen', async ({ page, baseURL }) => {
    await startSignedIn(page, baseURL!, 'admin@example.com');
    for (const [path, name] of [
      ['/admin/courses', 'Courses'],
      ['/admin/testimonials', 'Testimonials'],
      ['/admin/team', 'Team members'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('row')).not.toHaveCount(1);
      await expectFitsScreen(page, table);
    }
  });

  test('data requests: the log keeps the deadline and "Mark complete" on the screen, marking a request overdue, then late', async ({
    page,
    baseURL,
  }) => {
    // The masked address keeps its domain: a domain of its own finds this test's row.
    const subject = `p***@phone-${uniqueSuffix()}.example.com`;
    await startSignedIn(page, baseURL!, 'admin@example.com');
    await page.goto('/admin/applications/data-requests');
    await page.getByLabel("Applicant's e-mail address").fill(subject.replace('***', 'hone'));
    await page.getByLabel('Request received on').fill(addDays(instituteDayOf(new Date()), -30));
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: 'Log as an open request' }).click();
    await expectToast(page, 'Logged', 'The request is in the log below.');

    const log = page.getByRole('table', { name: 'Request log' });
    const row = log.getByRole('row').filter({ hasText: subject });
    await expect(row.getByText('Overdue', { exact: true }).filter({ visible: true })).toBeVisible();
    const complete = row.getByRole('button', { name: 'Mark complete' });
    await complete.scrollIntoViewIfNeeded();
    await expect(complete).toBeInViewport({ ratio: 1 });
    await expectFitsScreen(page, log);

    // While it is answered the button is held, so a second press sends nothing.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/data-requests/*/complete', async (route) => {
      await answered;
      await route.continue();
    });
    await complete.click();
    await expect(complete).toBeDisabled();
    answer();
    await expect(
      row.getByText('Answered late', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(row.getByText('by admin@example.com')).toBeVisible();
    await expectFitsScreen(page, log);
    await expectNoAxeViolations(page);
  });
});

test.describe('at 360 px, a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('at 360 px the courses table fits its box and the weekly chart keeps its dates apart', async ({
    page,
    baseURL,
  }) => {
    await startSignedIn(page, baseURL!, 'admin@example.com');
    await page.goto('/admin/courses');
    const table = page.getByRole('table', { name: 'Courses' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    // With the reorder handle, a status and two actions, the seeded titles must not push the
    // Actions column out of the box (a sideways scroll that cut off its heading).
    await expectFitsScreen(page, table);

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

  test('the conversion chart and table fit a 360 px phone: names on whole lines above their bars, one scale, a swatch per series, whole words in the table', async ({
    page,
    baseURL,
  }) => {
    await startSignedIn(page, baseURL!, 'editor@example.com');
    await page.goto('/admin/analytics');
    const panel = page.getByRole('region', {
      name: 'Register Now clicks and applications per course',
    });
    await expect(panel.getByRole('table')).toBeVisible();
    const layout = await panel.evaluate((element) => {
      const box = (node: Element) => node.getBoundingClientRect();
      // A word split across lines ("Disci/ples") renders as more than one box.
      const splitWordsOf = (text: Node) =>
        [...(text.textContent ?? '').matchAll(/\S+/g)]
          .filter((match) => {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            return range.getClientRects().length > 1;
          })
          .map((match) => match[0]);
      const rows = [...element.querySelectorAll('li:has([data-series])')].map((row) => {
        const name = row.firstElementChild!;
        const splitWords = splitWordsOf(name.firstChild!).length;
        const bars = [...row.querySelectorAll('[data-series]')].map((line) => ({
          series: line.getAttribute('data-series'),
          figure: Number(line.textContent),
          top: box(line).top,
          width: box(line.firstElementChild!).width,
          right: box(line).right,
        }));
        return { name: name.textContent, nameBottom: box(name).bottom, splitWords, bars };
      });
      const swatches = [...element.querySelectorAll('ul:first-of-type > li')].map((item) => {
        const before = getComputedStyle(item, '::before');
        return { name: item.textContent, width: before.width, color: before.backgroundColor };
      });
      const barColors = [...element.querySelectorAll('li:first-child > [data-series]')].map(
        (line) => getComputedStyle(line.firstElementChild!).backgroundColor,
      );
      // The table under it: the counts take only their own width, so course names keep whole words.
      const tableRows = [...element.querySelectorAll('tbody tr')].map((row) => {
        const [name, ...figures] = [...row.querySelectorAll('td')];
        const lineHeight = parseFloat(getComputedStyle(figures[0]).lineHeight);
        return {
          name: name.textContent,
          splitWords: splitWordsOf(name.firstChild!),
          figureLines: figures.map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return Math.round(range.getBoundingClientRect().height / lineHeight);
          }),
        };
      });
      const pageWidth = document.documentElement.scrollWidth;
      return { rows, swatches, barColors, tableRows, pageWidth };
    });
    expect(layout.pageWidth).toBeLessThanOrEqual(360);
    expect(layout.rows.length).toBeGreaterThan(3);
    expect(layout.rows.map((row) => row.name)).toContain('ISKCON Disciples Course (IDC)');
    const perFigure: number[] = [];
    for (const row of layout.rows) {
      expect(row.splitWords, row.name!).toBe(0);
      expect(row.bars.map((bar) => bar.series)).toEqual(['clicks', 'submissions']);
      for (const bar of row.bars) {
        expect(bar.top, row.name!).toBeGreaterThanOrEqual(row.nameBottom - 1);
        expect(bar.right).toBeLessThanOrEqual(360);
        if (bar.figure > 0) perFigure.push(bar.width / bar.figure);
        else expect(bar.width).toBe(0);
      }
    }
    // One scale for every bar: the width a click or an application is drawn with is the same.
    expect(Math.max(...perFigure) - Math.min(...perFigure)).toBeLessThan(1);
    // The legend names the series in the bars' order, each with a swatch of its bar's colour.
    expect(layout.swatches.map((swatch) => swatch.name)).toEqual([
      'Register Now clicks',
      'Applications',
    ]);
    expect(layout.swatches.map((swatch) => swatch.width)).toEqual(['10px', '10px']);
    expect(layout.swatches.map((swatch) => swatch.color)).toEqual(layout.barColors);
    expect(new Set(layout.barColors).size).toBe(2);

    expect(layout.tableRows.map((row) => row.name)).toContain('Bhakti-shastri');
    for (const row of layout.tableRows) {
      expect(row.splitWords, row.name!).toEqual([]);
      expect(row.figureLines, row.name!).toEqual([1, 1, 1]);
    }
  });

  test('on a phone the permission map shows one role at a time, chosen above it, and saves as on a laptop', async ({
    page,
    baseURL,
  }) => {
    await startSignedIn(page, baseURL!, 'admin@example.com');
    await page.goto('/admin/users');
    const map = page.getByRole('table', { name: 'Permission map' });
    const role = page.getByRole('combobox', { name: 'Role', exact: true });
    await expect(map.getByRole('columnheader')).toHaveText(['Area', 'Content admin']);
    await expectFitsScreen(page, map);

    await role.selectOption('editor');
    await expect(map.getByRole('columnheader')).toHaveText(['Area', 'Editor']);
    const editorSettings = map.getByRole('combobox', { name: /^Editor: Settings/ });
    await expect(editorSettings).toHaveValue('none');
    try {
      await editorSettings.selectOption('read');
      // A change waits in its role while another role is shown, until it is saved.
      await role.selectOption('content_admin');
      await expect(map.getByRole('combobox', { name: /^Content admin: Settings/ })).toHaveValue(
        'write',
      );
      await role.selectOption('editor');
      await expect(editorSettings).toHaveValue('read');
      await page.getByRole('button', { name: 'Save permissions' }).click();
      await expectToast(page, 'Saved', /within seconds/);
      await page.reload();
      await role.selectOption('editor');
      await expect(editorSettings).toHaveValue('read');
      await expectNoAxeViolations(page);
    } finally {
      await page.getByRole('button', { name: 'Back to the defaults' }).click();
      await page.getByRole('button', { name: 'Save permissions' }).click();
      await expect(page.getByRole('button', { name: 'Save permissions' })).toBeDisabled();
    }
    await expect(editorSettings).toHaveValue('none');
  });

  test('data requests: the applications found for an address fit the screen, the course under the name', async ({
    page,
    baseURL,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `Phone Request ${suffix}`;
    const application = validApplication({
      full_name: name,
      email: `phone-request-${suffix}@example.com`,
    });
    expect((await request.post('/api/applications', { data: application })).status()).toBe(201);
    await startSignedIn(page, baseURL!, 'admin@example.com');
    await page.goto('/admin/applications/data-requests');
    await page.getByLabel("Applicant's e-mail address").fill(application.email as string);
    await page.getByRole('button', { name: 'Find' }).click();
    const found = page.getByRole('table', { name: 'Applications for this address' });
    const row = found.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toContainText(labelFor('course_name', application.course_name as string));
    await expect(row).toContainText(statusLabel('new'));
    await expectFitsScreen(page, found);
  });
});
