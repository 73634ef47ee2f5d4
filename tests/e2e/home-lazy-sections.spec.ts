import { expect, test, type Page } from '@playwright/test';
import { chunkFile } from './support/build-manifest';
import { realHome } from './support/public-home';
import { recordScripts, trackNetwork, waitForHydration } from './support/page-weight';

/*
 * The home page's lists below the fold (courses, testimonials, team) stay as prerendered, their
 * placeholders, and their code is not fetched until they near the screen: a visitor who reads
 * only the top of the page pays for none of it. Then they work as ever.
 */

/** The lists' own chunks, named after the module each is built from. */
const LIST_CHUNKS = {
  courses: 'course-tabs',
  testimonials: 'testimonials-carousel',
  team: 'team-grid',
};

const requested = (scripts: string[], chunk: string) => scripts.includes(chunkFile(chunk));

/** Opens `/` at the top and waits until it is hydrated, has its data and the network is quiet. */
async function openAtTop(page: Page) {
  const network = trackNetwork(page);
  const data = page.waitForResponse('**/api/public/home');
  await page.goto('/');
  await waitForHydration(page);
  expect((await data).ok()).toBe(true);
  await network.quiet();
}

test.describe('home: the lists below the fold load as they near the screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('no list code is fetched and the placeholders stay until scrolled near; then each works', async ({
    page,
  }) => {
    const home = await realHome(page);
    const scripts = recordScripts(page);
    await openAtTop(page);
    // The data is here, but nothing below the fold was rendered with it or fetched for it.
    for (const [list, chunk] of Object.entries(LIST_CHUNKS)) {
      expect(requested(scripts, chunk), `${list} code fetched before it was near`).toBe(false);
      await expect(page.getByTestId(`${list}-loading`)).toBeAttached();
    }
    await expect(page.getByTestId('team-card')).toHaveCount(0);

    // The courses: their tabs come with their code, and the keyboard moves between them.
    await page.locator('#courses').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('courses-loading')).toHaveCount(0);
    expect(requested(scripts, LIST_CHUNKS.courses)).toBe(true);
    expect(requested(scripts, LIST_CHUNKS.team), 'team code fetched with the courses').toBe(false);
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

    // The testimonials: Next moves the row.
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('testimonials-loading')).toHaveCount(0);
    const viewport = page.getByTestId('carousel-viewport');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    // The team: every member, and a card opens its dialog.
    await page.locator('#team').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('team-card')).toHaveCount(home.team_members.length);
    expect(requested(scripts, LIST_CHUNKS.team)).toBe(true);
    const member = home.team_members[0]!;
    await page.getByRole('button', { name: member.name }).click();
    await expect(page.getByRole('dialog', { name: member.name })).toBeVisible();
  });

  test('a link to a list further down shows that list', async ({ page }) => {
    const home = await realHome(page);
    await page.goto('/#team');
    await expect(page.getByTestId('team-card')).toHaveCount(home.team_members.length);
    await expect(page.getByTestId('team-card').first()).toBeInViewport();
  });
});

/*
 * A keyboard user tabbing from the top, faster than the lists' code arrives, still meets every
 * item of every list, in order: tabbing counts as near for all of them, and the placeholders are
 * a tab stop that hands focus on to the list's first item once it is there.
 */
for (const width of [390, 1280]) {
  test(`at ${width} px, Tab pressed fast from the top goes through each list's items in order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const home = await realHome(page);
    await openAtTop(page);
    await page.evaluate(() => {
      const focused: Element[] = [];
      (window as unknown as { focused: Element[] }).focused = focused;
      document.addEventListener('focusin', (event) => focused.push(event.target as Element));
    });
    // No pause between presses, until the focus reaches the footer: a placeholder holds Tab
    // while its list's code is on its way (a few presses or many, as the machine is loaded),
    // and other tests on the same stack may publish more records. Only the presses up to the
    // footer are read below.
    const deadline = Date.now() + 20_000;
    let inFooter = false;
    while (!inFooter && Date.now() < deadline) {
      for (let press = 0; press < 10; press++) await page.keyboard.press('Tab');
      inFooter = await page.evaluate(() => Boolean(document.activeElement?.closest('footer')));
    }

    const { reachedFooter, met, expected } = await page.evaluate(() => {
      const lists = ['courses', 'testimonials', 'team'].map((id) => document.getElementById(id)!);
      const describe = (element: Element) => {
        const list = lists.find((section) => section.contains(element))!;
        const name = element.getAttribute('aria-label') ?? element.textContent!.trim();
        return `${list.id}: ${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${element.getAttribute('href') ?? ''}`;
      };
      const inLists = (element: Element) =>
        lists.some((section) => section.contains(element)) && element.isConnected;
      const focused = (window as unknown as { focused: Element[] }).focused;
      // Up to the footer: what one pass through the page met.
      const footer = document.querySelector('footer')!;
      const end = focused.findIndex((element) => footer.contains(element));
      const pass = end < 0 ? focused : focused.slice(0, end);
      const tabbable = lists.flatMap((section) =>
        [...section.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')].filter(
          (element) => element.tabIndex >= 0 && element.checkVisibility(),
        ),
      );
      return {
        reachedFooter: end >= 0,
        met: [...new Set(pass.filter(inLists))].map(describe),
        expected: tabbable.map(describe),
      };
    });
    // Every list is there, with its items: the course cards' links, the carousel, each member.
    expect(expected.filter((item) => item.startsWith('courses: a')).length).toBeGreaterThan(0);
    expect(expected).toContain('testimonials: button "Next testimonial" ');
    for (const member of home.team_members) {
      expect(expected).toContain(`team: button "${member.name.slice(0, 40)}" `);
    }
    expect(reachedFooter, 'Tab never reached the footer').toBe(true);
    expect(met).toEqual(expected);
  });
}
