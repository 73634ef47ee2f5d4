import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectToast, signIn, uniqueSuffix } from './support/admin-session';
import { expectNoAxeViolations } from './support/axe';
import { realHome, type HomeData } from './support/public-home';

/*
 * The content sections' structured editor against the real stack: what an admin types in the
 * fields reaches the public home page. Each test edits a seeded published section and puts its
 * content back afterwards, so the other specs still see the seed.
 */

type Section = HomeData['sections'][number];

const isApi = (page: Page, path: string, method: string) =>
  page.waitForRequest(
    (req) => req.method() === method && new URL(req.url()).pathname.startsWith(path),
  );

async function publishedSection(page: Page, type: string): Promise<Section> {
  const section = (await realHome(page)).sections.find((s) => s.section_type === type);
  if (!section) throw new Error(`the seed has no published ${type} section`);
  return section;
}

async function openEdit(page: Page, section: Section): Promise<Locator> {
  await page.goto('/admin/content');
  await page.getByRole('button', { name: `Edit ${section.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Content Section' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Writes the section's original content back through the JSON editor. */
async function restore(page: Page, section: Section) {
  const dialog = await openEdit(page, section);
  await dialog.getByRole('switch', { name: 'Edit as JSON' }).check();
  await dialog
    .getByRole('textbox', { name: 'Content (JSON)' })
    .fill(JSON.stringify(section.content));
  const put = isApi(page, '/api/admin/content-sections/', 'PUT');
  await dialog.getByRole('button', { name: 'Update' }).click();
  expect((await put).postDataJSON()).toMatchObject({ content: section.content });
  await expectToast(page, 'Success', 'Content section updated successfully');
}

/** The home page as a visitor sees it: another browser context, no admin session, no cache. */
async function visitHome(browser: Browser) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const home = visitor.waitForResponse((res) => new URL(res.url()).pathname === '/api/public/home');
  await visitor.goto('/');
  expect((await home).status()).toBe(200);
  return { visitor, close: () => context.close() };
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('hero: edited with the fields, through the JSON and back, shown on the home page', async ({
  page,
  browser,
}) => {
  const hero = await publishedSection(page, 'hero');
  const suffix = uniqueSuffix();
  const headline = `Learn with us ${suffix}`;
  // On two lines: the hero keeps the line break staff typed.
  const description = `A description typed in the fields\non two lines ${suffix}`;
  const eyebrow = `edited in json ${suffix}`;

  try {
    const dialog = await openEdit(page, hero);
    const fields = dialog.getByRole('group', { name: 'Hero content' });
    await expect(fields.getByRole('textbox', { name: 'Eyebrow' })).toHaveValue(
      String(hero.content.eyebrow),
    );
    await fields.getByRole('textbox', { name: 'Headline' }).fill(headline);
    await fields.getByRole('textbox', { name: 'Description' }).fill(description);

    // The JSON shows the same content, edits included.
    const toggle = dialog.getByRole('switch', { name: 'Edit as JSON' });
    await toggle.check();
    const json = dialog.getByRole('textbox', { name: 'Content (JSON)' });
    const shown = JSON.parse(await json.inputValue()) as Record<string, unknown>;
    expect(shown).toEqual({ ...hero.content, title: headline, description });
    await expect(fields).toBeHidden();

    // JSON that cannot be read keeps the JSON view, with the text as typed.
    const broken = JSON.stringify({ ...shown, eyebrow }, null, 2).slice(0, -2);
    await json.fill(broken);
    await expect(dialog.getByText(/This is not valid JSON/)).toBeVisible();
    await toggle.click(); // refused: uncheck() would insist on the change
    await expect(dialog.getByRole('alert')).toContainText('Fix the JSON first');
    await expect(toggle).toBeChecked();
    await expect(json).toHaveValue(broken);
    await expect(json).toBeFocused();

    // Fixed, it goes back to the fields with every edit.
    await json.fill(JSON.stringify({ ...shown, eyebrow }, null, 2));
    await toggle.uncheck();
    await expect(fields.getByRole('textbox', { name: 'Eyebrow' })).toHaveValue(eyebrow);
    await expect(fields.getByRole('textbox', { name: 'Headline' })).toHaveValue(headline);
    await expect(fields.getByRole('textbox', { name: 'Description' })).toHaveValue(description);

    const put = isApi(page, '/api/admin/content-sections/', 'PUT');
    await dialog.getByRole('button', { name: 'Update' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      section_type: 'hero',
      status: 'published',
      content: { ...hero.content, eyebrow, title: headline, description },
    });
    await expectToast(page, 'Success', 'Content section updated successfully');
    await expect(dialog).toBeHidden();

    const { visitor, close } = await visitHome(browser);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(visitor.getByText(eyebrow, { exact: true })).toBeVisible();
    const shownText = visitor.getByText(`on two lines ${suffix}`);
    await expect(shownText).toBeVisible();
    expect(await shownText.evaluate((element: HTMLElement) => element.innerText)).toBe(description);
    await close();
  } finally {
    await restore(page, hero);
  }
});

test('footer: the text keeps the line breaks typed in its box', async ({ page, browser }) => {
  const footer = await publishedSection(page, 'footer');
  const suffix = uniqueSuffix();
  const text = `Scripture-based courses, taught from Ipoh.\nFor students everywhere ${suffix}.`;
  try {
    const dialog = await openEdit(page, footer);
    await dialog.getByRole('textbox', { name: 'Footer text' }).fill(text);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Success', 'Content section updated successfully');
    const { visitor, close } = await visitHome(browser);
    // The new text, not the built-in one the page is served with (it says the same words).
    const shown = visitor.getByRole('contentinfo').getByText(suffix);
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((element: HTMLElement) => element.innerText)).toBe(text);
    await close();
  } finally {
    await restore(page, footer);
  }
});

test('saved with JSON that is not valid, the notice says the content was left as it was', async ({
  page,
}) => {
  const footer = await publishedSection(page, 'footer');
  const dialog = await openEdit(page, footer);
  await dialog.getByRole('switch', { name: 'Edit as JSON' }).check();
  await dialog.getByRole('textbox', { name: 'Content (JSON)' }).fill('{"text": "half typed');
  const put = isApi(page, '/api/admin/content-sections/', 'PUT');
  await dialog.getByRole('button', { name: 'Update' }).click();
  expect((await put).postDataJSON()).toMatchObject({ content: footer.content });
  await expectToast(
    page,
    'Success',
    'Content section updated successfully. Its JSON was not valid, so the content was left as it was.',
  );
});

test('a new published section says it replaces the live one of its type; a draft, or the live one itself, does not', async ({
  page,
}) => {
  const hero = await publishedSection(page, 'hero');
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Add Content Section' }).click();
  const add = page.getByRole('dialog', { name: 'Add Content Section' });
  await add.getByRole('combobox', { name: 'Section Type' }).click();
  await page.getByRole('option', { name: 'Hero', exact: true }).click();
  const note = add.getByRole('alert').filter({ hasText: 'This replaces the live hero section' });
  await expect(note).toContainText(`in place of “${hero.title}”`);
  await add.getByRole('switch', { name: 'Published' }).uncheck();
  await expect(note).toHaveCount(0);
  await add.getByRole('switch', { name: 'Published' }).check();
  await expect(note).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();

  const dialog = await openEdit(page, hero);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(hero.title);
  await expect(dialog.getByRole('alert').filter({ hasText: 'This replaces' })).toHaveCount(0);
});

test('statistics: rows added with the keyboard, one removed, shown in the band', async ({
  page,
  browser,
}) => {
  const statistics = await publishedSection(page, 'statistics');
  try {
    const dialog = await openEdit(page, statistics);
    const fields = dialog.getByRole('group', { name: 'Statistics content' });
    const rows = fields.getByRole('group', { name: /^Statistic \d$/ });
    await expect(rows).toHaveCount(0);

    // Keyboard only: the Add button, then the new row's inputs in tab order.
    const add = fields.getByRole('button', { name: 'Add statistic' });
    const typeRow = async (label: string, value: string) => {
      await add.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.type(label);
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    };
    await typeRow('Alumni worldwide', '1200');
    await typeRow('Row to remove', '1');
    await typeRow('Study groups', '14');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('textbox', { name: 'Label' })).toHaveValue('Row to remove');

    // An empty row is refused with a message on each of its inputs.
    await add.click();
    await expect(rows).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(rows.nth(3).getByText('Label is required')).toBeVisible();
    await expect(rows.nth(3).getByText('Value is required')).toBeVisible();
    await expect(rows.nth(3).getByRole('textbox', { name: 'Label' })).toBeFocused();
    await fields.getByRole('button', { name: 'Remove statistic 4' }).click();
    await fields.getByRole('button', { name: 'Remove statistic 2' }).click();
    await expect(rows).toHaveCount(2);
    // The focus stays in the list: on the row that moved up.
    await expect(rows.nth(1).getByRole('textbox', { name: 'Label' })).toBeFocused();

    // Through the JSON and back: the rows are kept.
    await dialog.getByRole('switch', { name: 'Edit as JSON' }).check();
    expect(
      JSON.parse(await dialog.getByRole('textbox', { name: 'Content (JSON)' }).inputValue()),
    ).toEqual({
      ...statistics.content,
      stats: [
        { label: 'Alumni worldwide', value: 1200 },
        { label: 'Study groups', value: 14 },
      ],
    });
    await dialog.getByRole('switch', { name: 'Edit as JSON' }).uncheck();
    await expect(rows.nth(0).getByRole('textbox', { name: 'Label' })).toHaveValue(
      'Alumni worldwide',
    );
    await expect(rows.nth(1).getByRole('textbox', { name: 'Value' })).toHaveValue('14');

    const put = isApi(page, '/api/admin/content-sections/', 'PUT');
    await dialog.getByRole('button', { name: 'Update' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      content: {
        stats: [
          { label: 'Alumni worldwide', value: 1200 },
          { label: 'Study groups', value: 14 },
        ],
      },
    });
    await expectToast(page, 'Success', 'Content section updated successfully');

    const { visitor, close } = await visitHome(browser);
    const band = visitor.locator('section', {
      has: visitor.getByRole('heading', { name: String(statistics.content.heading) }),
    });
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByTestId('stat')).toHaveCount(2);
    await expect(band.locator('[data-testid="stat"] p[aria-hidden="true"]')).toHaveText(
      ['1,200', '14'],
      { timeout: 5000 },
    );
    await expect(band.getByText('Alumni worldwide')).toBeVisible();
    await expect(band.getByText('Row to remove')).toHaveCount(0);
    // Two of the four places a row has at this width: centred, not left in the first two.
    const boxes = await band
      .getByTestId('stat')
      .evaluateAll((stats) =>
        stats.map((stat) => stat.getBoundingClientRect().toJSON() as DOMRect),
      );
    const row = (await band.getByTestId('stat').first().locator('..').boundingBox())!;
    const leftGap = boxes[0]!.left - row.x;
    const rightGap = row.x + row.width - boxes[1]!.right;
    expect(Math.abs(leftGap - rightGap)).toBeLessThan(2);
    expect(leftGap).toBeGreaterThan(100);
    await close();
  } finally {
    await restore(page, statistics);
  }
});

test('on a phone the form fills the screen, the rows fit, and it has no WCAG A/AA violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const statistics = await publishedSection(page, 'statistics');
  const dialog = await openEdit(page, statistics);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(360);
  expect(box?.width).toBeGreaterThan(340);

  const fields = dialog.getByRole('group', { name: 'Statistics content' });
  await fields.getByRole('button', { name: 'Add statistic' }).click();
  const row = fields.getByRole('group', { name: 'Statistic 1' });
  for (const part of [
    row.getByRole('textbox', { name: 'Label' }),
    row.getByRole('textbox', { name: 'Value' }),
    row.getByRole('button', { name: 'Remove statistic 1' }),
  ]) {
    await expect(part).toBeInViewport();
    const { x, width } = (await part.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(360);
  }
  // Nothing in the dialog scrolls sideways.
  const overflow = await dialog.evaluate((el) => {
    const body = el.querySelector('.mantine-Modal-body') ?? el;
    return body.scrollWidth - body.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);

  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByText('Label is required')).toBeVisible();
  await expectNoAxeViolations(page, 'the missing label', { include: '[role="dialog"]' });
  await dialog.getByRole('switch', { name: 'Edit as JSON' }).check();
  await dialog.getByRole('textbox', { name: 'Content (JSON)' }).fill('{"heading": ');
  await expect(dialog.getByText(/This is not valid JSON/)).toBeVisible();
  await expectNoAxeViolations(page, 'the invalid JSON', { include: '[role="dialog"]' });

  // Escape asks before the unsaved edit is dropped, then closes without saving.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  expect((await publishedSection(page, 'statistics')).content).toEqual(statistics.content);
});
