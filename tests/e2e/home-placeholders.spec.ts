import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeResults } from './support/axe';
import { chunkFile } from './support/build-manifest';
import { HOME_LISTS, realHome } from './support/public-home';
import { waitForHydration } from './support/page-weight';
import { expectNoLayoutShift, recordLayoutShifts } from './support/layout-shifts';

/*
 * The home page's lists below the fold show placeholders until they near the screen and their
 * code is here (docs/decisions/051). Each placeholder is the height of the list that replaces it,
 * at a phone's, a tablet's and a laptop's width, so the page does not jump when a list arrives.
 */

type List = (typeof HOME_LISTS)[number];

/** Each list's own chunk, named after the module it is built from. */
const CHUNKS: Record<List, string> = {
  courses: 'course-tabs',
  testimonials: 'testimonials-carousel',
  team: 'team-grid',
};

/** What shows once each list is here. */
const LOADED: Record<List, (page: Page) => Locator> = {
  courses: (page) => page.locator('#courses').getByRole('tabpanel'),
  testimonials: (page) => page.getByTestId('carousel-viewport'),
  team: (page) => page.getByTestId('team-card').first(),
};

/**
 * Holds each list's chunk back until it is released, as a slow connection would: the section is
 * near the screen, its code asked for, and its placeholder still there.
 */
async function holdListChunks(page: Page) {
  const held = new Map<List, { requested: Promise<void>; release: () => void }>();
  for (const list of HOME_LISTS) {
    let requested!: () => void;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    held.set(list, { requested: new Promise<void>((resolve) => (requested = resolve)), release });
    await page.route(`**${chunkFile(CHUNKS[list])}`, async (route) => {
      requested();
      await released;
      await route.continue();
    });
  }
  return (list: List) => held.get(list)!;
}

const heightOf = (section: Locator) =>
  section.evaluate((element) => element.getBoundingClientRect().height);

for (const width of [390, 800, 1280]) {
  test(`at ${width} px each list arrives in its placeholder's place and nothing moves`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const home = await realHome(page);
    // A text of each list's first card: once its placeholder has it, the placeholder stands
    // for the data (before, it has the product's counts of sample cards).
    const levels = ['foundational', 'intermediate', 'advanced', 'specialized'];
    const firstLevel = levels.find((level) => home.courses.some((c) => c.level === level));
    const firstTexts: Record<List, string> = {
      courses: home.courses.find((course) => course.level === firstLevel)!.title,
      testimonials: home.testimonials[0]!.name,
      team: home.team_members[0]!.name,
    };
    const shifts = await recordLayoutShifts(page);
    const chunk = await holdListChunks(page);
    await page.goto('/');
    // The lists render, as they near the screen, once the app has taken the page over.
    await waitForHydration(page);

    const measured: string[] = [];
    for (const list of HOME_LISTS) {
      const section = page.locator(`#${list}`);
      const placeholder = page.getByTestId(`${list}-loading`);
      await expect(placeholder, `#${list}'s placeholder has the data's texts`).toContainText(
        firstTexts[list],
      );
      await section.scrollIntoViewIfNeeded();
      await chunk(list).requested;
      await expect(placeholder).toBeVisible();
      // Hidden from screen readers, but still checked for contrast: no text drawn on the bars.
      const contrast = await axeResults(page, { include: `#${list}`, rules: ['color-contrast'] });
      expect
        .soft(
          // Text the colour of its background is 'incomplete' to axe, and a failure to Lighthouse.
          [...contrast.violations, ...contrast.incomplete].flatMap((result) =>
            result.nodes.map((node) => node.target),
          ),
          `#${list}'s placeholder at ${width} px has no text of low contrast`,
        )
        .toEqual([]);
      const before = await heightOf(section);
      chunk(list).release();
      await expect(LOADED[list](page)).toBeVisible();
      await expect(placeholder).toHaveCount(0);
      const after = await heightOf(section);
      measured.push(`${list}: ${before.toFixed(1)} → ${after.toFixed(1)} px`);
      // Sub-pixel rounding only: the placeholder draws the data's own texts. Soft, so that every
      // list is measured and the shifts reported, whichever fails.
      expect
        .soft(
          Math.abs(after - before),
          `#${list} at ${width} px, placeholder then list: ${measured.at(-1)}`,
        )
        .toBeLessThanOrEqual(2);
    }
    test
      .info()
      .annotations.push({ type: `heights at ${width} px`, description: measured.join('; ') });

    expectNoLayoutShift(await shifts());
    await context.close();
  });
}
