import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeLoaded, realHome, serveHome } from './support/public-home';

/*
 * How the public pages are laid out: the testimonials carousel, the statistics band, the hero,
 * the grids, the course tabs and the pictures. The links and the 404: public-site-links.spec.ts.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('testimonials carousel', () => {
  const carousel = (page: Page) => page.getByRole('region', { name: 'Testimonials', exact: true });

  /** Every visible card lies inside the clipping viewport, and no arrow covers a card. */
  async function expectCardsClear(page: Page) {
    const region = carousel(page);
    const viewport = await box(region.getByTestId('carousel-viewport'));
    const cards = region.locator('figure');
    const arrows = [
      await box(region.getByRole('button', { name: 'Previous testimonial' })),
      await box(region.getByRole('button', { name: 'Next testimonial' })),
    ];
    const visible = (
      await cards.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      )
    ).filter((card) => card.right > viewport.x + 1 && card.left < viewport.x + viewport.width - 1);
    expect(visible.length).toBeGreaterThan(0);
    for (const card of visible) {
      expect(card.left).toBeGreaterThanOrEqual(viewport.x);
      expect(card.right).toBeLessThanOrEqual(viewport.x + viewport.width);
      // Beside the cards on wide screens, below them on phones: clear of them either way.
      for (const arrow of arrows) {
        const overlaps =
          arrow.x < card.right &&
          arrow.x + arrow.width > card.left &&
          arrow.y < card.bottom &&
          arrow.y + arrow.height > card.top;
        expect(overlaps, 'an arrow overlaps a card').toBe(false);
      }
    }
    return visible.length;
  }

  for (const [width, perRow] of [
    [360, 1],
    [768, 2],
    [1280, 2],
  ] as const) {
    test(`${width} px: ${perRow} per row, arrows clear of the cards, borders whole after Next`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await homeLoaded(page);
      await carousel(page).scrollIntoViewIfNeeded();
      await expect.poll(() => expectCardsClear(page)).toBe(perRow);
      await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
      await page.waitForTimeout(800); // let the slide settle
      expect(await expectCardsClear(page)).toBe(perRow);
    });
  }

  test('360 px: the keyboard goes from the cards down to the arrows under them, left to right', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await homeLoaded(page);
    const region = carousel(page);
    const stops = [
      region.getByTestId('carousel-viewport'),
      region.getByRole('button', { name: 'Previous testimonial' }),
      region.getByRole('button', { name: 'Next testimonial' }),
    ];
    await stops[0]!.focus();
    let before = await box(stops[0]!);
    for (const stop of stops.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(stop).toBeFocused();
      const now = await box(stop);
      // Each stop stands below the last, or beside it to the right.
      expect(now.y >= before.y + before.height || (now.y >= before.y && now.x > before.x)).toBe(
        true,
      );
      before = now;
    }
  });
});

test.describe('statistics band', () => {
  const values = (page: Page) => page.locator('[data-testid="stat"] p[aria-hidden="true"]');

  test('without JavaScript the prerendered band shows the real numbers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(values(page)).toHaveText(['795', '6', '7', '55']);
    await context.close();
  });

  test('the served page carries the numbers before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const value of ['795', '55']) expect(html).toContain(`data-value="${value}">${value}<`);
  });

  test('a band already in view when the page comes to life keeps its numbers (no drop to 0)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 4000 });
    const seen = new Set<string>();
    await page.exposeFunction('reportStat', (text: string) => seen.add(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const first = document.querySelector('[data-testid="stat"] p[aria-hidden="true"]');
        if (first)
          (window as unknown as { reportStat: (t: string) => void }).reportStat(
            first.textContent ?? '',
          );
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await homeLoaded(page);
    await page.waitForTimeout(1000);
    await expect(values(page)).toHaveText(['795', '6', '7', '55']);
    expect([...seen]).not.toContain('0');
  });
});

test.describe('layout details', () => {
  test('the hero shows the built-in artwork beside the text from 768 px, under it on phones', async ({
    page,
  }) => {
    await page.goto('/');
    const art = page.locator('section[aria-labelledby="hero-title"] img');
    await expect(art).toHaveAttribute('alt', 'A lotus opening at dawn');
    await expect(art).toHaveAttribute('width', '480');
    await expect(art).toHaveAttribute('height', '480');
    await expect(art).toBeVisible();
    expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [title, artBox] = [await box(page.locator('#hero-title')), await box(art)];
    expect(artBox.x).toBeGreaterThan(title.x + title.width - 1);
    await page.setViewportSize({ width: 360, height: 740 });
    // A square under the button, within the screen's width.
    const button = await box(page.getByRole('button', { name: 'Explore Courses' }));
    const small = await box(art);
    expect(small.y).toBeGreaterThan(button.y + button.height - 1);
    expect(small.x).toBeGreaterThanOrEqual(0);
    expect(small.x + small.width).toBeLessThanOrEqual(360);
    expect(Math.abs(small.width - small.height)).toBeLessThan(1);
  });

  test('team and course grids centre a short last row', async ({ page }) => {
    await serveHome(page, (home) => {
      home.team_members = home.team_members.slice(0, 4);
    });
    await page.goto('/');
    await homeLoaded(page);
    const cards = page.getByTestId('team-card');
    await expect(cards).toHaveCount(4);
    const grid = await box(cards.first().locator('xpath=..'));
    const last = await box(cards.nth(3));
    const middle = grid.x + grid.width / 2;
    expect(Math.abs(last.x + last.width / 2 - middle)).toBeLessThan(2);
  });

  test('the team dialog names the member once, in its title', async ({ page }) => {
    const home = await realHome(page);
    const member = home.team_members[0]!;
    await page.goto('/');
    await homeLoaded(page);
    await page.getByRole('button', { name: member.name }).click();
    const dialog = page.getByRole('dialog', { name: member.name });
    await expect(dialog.getByText(member.name, { exact: true })).toHaveCount(1);
    await expect(dialog.getByText(member.role)).toBeVisible();
  });

  test('on a phone the course tabs are one row that scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await homeLoaded(page);
    const tabs = page.getByRole('tablist').getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    const tops = await tabs.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const list = page.getByRole('tablist');
    expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.last()).toBeInViewport();
  });

  test('the step strip fits a 360 px screen: numbers only, the title as the heading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/enroll');
    const strip = page.getByRole('navigation', { name: 'Application steps' });
    const stripBox = await box(strip);
    const items = strip.locator('li');
    await expect(items).toHaveCount(6);
    for (let i = 0; i < 6; i += 1) {
      const item = await box(items.nth(i));
      expect(item.x).toBeGreaterThanOrEqual(stripBox.x - 0.5);
      expect(item.x + item.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 0.5);
    }
    const current = strip.locator('[aria-current="step"]');
    const overflow = await current.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('#wizard-step-title')).toHaveText('Personal Information');
  });

  test('"What sets us apart" gives an odd last card the whole row', async ({ page }) => {
    await page.goto('/about');
    const section = page.getByRole('region', { name: 'What Sets Us Apart' });
    const cards = section.getByTestId('strength');
    const count = await cards.count();
    const grid = await box(cards.first().locator('xpath=..'));
    const last = await box(cards.nth(count - 1));
    expect(count % 2).toBe(1);
    expect(last.width).toBeGreaterThan(grid.width - 2);
  });
});

test('the seeded courses show their built-in artwork, each picture loaded', async ({ page }) => {
  const home = await realHome(page);
  // Image sets, and one course stored as before them, with a plain address.
  const sources = home.courses.map((course) => course.image?.src ?? course.image_url);
  expect(sources.every((src) => src?.startsWith('/art/course-'))).toBe(true);
  expect(home.courses.some((course) => course.image === null)).toBe(true);
  await page.goto('/');
  await homeLoaded(page);
  // The chosen tab's pictures (the others are hidden, and lazy pictures load when shown).
  const pictures = page.locator('#courses [role="tabpanel"]:visible article img');
  await expect(pictures.first()).toBeAttached();
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await pictures.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() => pictures.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('stacked at 768 px, the about pictures are one band, not a screen-high block', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  const gallery = await box(page.locator('#about img').first().locator('xpath=..'));
  expect(gallery.height).toBeLessThanOrEqual(240);
});
