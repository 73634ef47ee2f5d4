import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeLoaded } from './support/public-home';

/*
 * The public pages with the browser's default font size raised to 32 px (about 200 %), as a
 * reader sets it. Unlike a larger root font size (header-text-size.spec.ts), this one also moves
 * the media queries written in em. Headings grow with the text, the enrolment steps' numbers stay
 * in their circles, the team cards show a focus ring, and a phone gives a testimonial the whole
 * width.
 */

const LARGE = 32;

/** Raises the browser's default font size, the setting a reader changes for large text. */
async function useDefaultFontSize(page: Page, size: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: size, fixed: size } });
}

/** The home page on a 360 px phone at the reader's text size, its lists in. */
async function phoneHome(page: Page, size: number) {
  await page.setViewportSize({ width: 360, height: 900 });
  await useDefaultFontSize(page, size);
  await page.goto('/');
  await homeLoaded(page);
}

const fontSize = (locator: Locator) =>
  locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

for (const width of [360, 1280]) {
  test(`at ${LARGE} px text and ${width} px the inner pages' headings outgrow their text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await useDefaultFontSize(page, LARGE);
    for (const path of ['/faq', '/about']) {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      // The setting took: the text is at the reader's size.
      expect(await fontSize(page.locator('body'))).toBe(LARGE);
      const lead = page.locator('h1 + p');
      expect(await fontSize(title), `${path}: the title against its lead`).toBeGreaterThan(
        await fontSize(lead),
      );
      const sections = page.getByRole('main').getByRole('heading', { level: 2 });
      expect(await sections.count()).toBeGreaterThan(0);
      for (const size of await sections.evaluateAll((headings) =>
        headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize)),
      )) {
        expect(size, `${path}: a section heading against the text`).toBeGreaterThan(LARGE);
      }
    }
  });
}

test(`at ${LARGE} px text and 360 px each step's number lies inside its circle`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await useDefaultFontSize(page, LARGE);
  await page.goto('/enroll');
  const strip = page.getByRole('navigation', { name: 'Application steps' });
  await expect(strip.getByRole('listitem')).toHaveCount(6);
  const faults = await strip.evaluate((nav) => {
    const found: string[] = [];
    const circles = [...nav.querySelectorAll('li')].map((item) => item.querySelector('span')!);
    const boxes = circles.map((circle) => circle.getBoundingClientRect());
    circles.forEach((circle, index) => {
      const box = boxes[index]!;
      // Inside the ring: the border is part of the circle's box.
      const inner = {
        left: box.left + circle.clientLeft,
        top: box.top + circle.clientTop,
        right: box.left + circle.clientLeft + circle.clientWidth,
        bottom: box.top + circle.clientTop + circle.clientHeight,
      };
      const range = document.createRange();
      range.selectNodeContents(circle);
      const digit = range.getBoundingClientRect();
      if (circle.textContent !== String(index + 1)) found.push(`step ${index + 1} has no number`);
      if (
        digit.left < inner.left - 0.5 ||
        digit.top < inner.top - 0.5 ||
        digit.right > inner.right + 0.5 ||
        digit.bottom > inner.bottom + 0.5
      ) {
        const size = (r: { right: number; left: number; bottom: number; top: number }) =>
          `${Math.round(r.right - r.left)}×${Math.round(r.bottom - r.top)}`;
        found.push(
          `number ${index + 1} (${size(digit)}) spills out of its circle (${size(inner)})`,
        );
      }
      const column = circle.closest('li')!.getBoundingClientRect();
      if (box.left < column.left - 0.5 || box.right > column.right + 0.5) {
        found.push(`circle ${index + 1} runs past its column`);
      }
    });
    return found;
  });
  expect(faults).toEqual([]);
});

/** The share of a screenshot's pixels in the site's saffron (red well above blue), as a ring. */
async function saffronShare(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
) {
  const png = await page.screenshot({ clip });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let saffron = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! - pixels[i + 2]! > 90) saffron += 1;
    return saffron / (pixels.length / 4);
  }, png.toString('base64'));
}

test('a team card reached with Tab shows a focus ring round it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await homeLoaded(page);
  const card = page.getByTestId('team-card').first();
  await card.scrollIntoViewIfNeeded();
  // Tab from the top of the page on to the first card's button.
  const inCard = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="team-card"]')));
  for (let presses = 0; presses < 100 && !(await inCard()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  const button = card.getByRole('button');
  await expect(button).toBeFocused();
  expect(await button.evaluate((element) => element.matches(':focus-visible'))).toBe(true);

  // The ring: an outline of 2 px or more on the button or on the card round it.
  const rings = await button.evaluate((element) =>
    [element, element.closest('[data-testid="team-card"]')!].map((box) => {
      const style = getComputedStyle(box);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    }),
  );
  expect(
    rings.some((ring) => ring.style !== 'none' && ring.width >= 2),
    JSON.stringify(rings),
  ).toBe(true);

  // And it is painted, not clipped away: the band just above the card is saffron with the
  // focus, and not without it (the card's hover shadow is grey).
  const box = (await card.boundingBox())!;
  // A row in the middle of where the ring falls (2 to 4 px out), clear of the round corners.
  const band = { x: Math.round(box.x + 12), y: Math.round(box.y - 3), width: 200, height: 1 };
  expect(await saffronShare(page, band)).toBeGreaterThan(0.9);
  await button.blur();
  expect(await saffronShare(page, band)).toBeLessThan(0.1);
});

test(`at ${LARGE} px text and 360 px each team card shows its member's whole name and role`, async ({
  page,
}) => {
  await phoneHome(page, LARGE);
  const cards = page.getByTestId('team-card');
  expect(await cards.count()).toBeGreaterThan(0);
  // Nothing of a name or a role runs past its own box or the card's edge, which clips it.
  const cut = await cards.evaluateAll((all) =>
    all.flatMap((card) => {
      const edge = card.getBoundingClientRect().right;
      return [...card.querySelectorAll('button, p')]
        .filter(
          (text) =>
            text.scrollWidth > text.clientWidth + 1 ||
            text.getBoundingClientRect().right > edge + 1,
        )
        .map((text) => text.textContent);
    }),
  );
  expect(cut).toEqual([]);
});

for (const size of [16, LARGE]) {
  test(`at ${size} px text and 360 px a testimonial takes the width, its arrows below it`, async ({
    page,
  }) => {
    await phoneHome(page, size);
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const card = (await carousel.locator('figure').first().boundingBox())!;
    // The page's own padding, on either side of the section's content.
    const padding = await carousel.evaluate((region) => {
      const box = region.getBoundingClientRect();
      return box.left + (document.documentElement.clientWidth - box.right);
    });
    expect(padding).toBeGreaterThan(0);
    expect(card.width).toBeGreaterThanOrEqual(0.85 * (360 - padding));

    const region = (await carousel.boundingBox())!;
    const arrows = await Promise.all(
      ['Previous testimonial', 'Next testimonial'].map(
        async (name) => (await carousel.getByRole('button', { name }).boundingBox())!,
      ),
    );
    for (const arrow of arrows) {
      expect(arrow.x).toBeGreaterThanOrEqual(0);
      expect(arrow.x + arrow.width).toBeLessThanOrEqual(360);
      expect(Math.min(arrow.width, arrow.height)).toBeGreaterThanOrEqual(44);
      expect(arrow.y, 'an arrow beside the card, not below it').toBeGreaterThanOrEqual(
        card.y + card.height,
      );
    }
    // Side by side, in the middle.
    const [previous, next] = [arrows[0]!, arrows[1]!];
    expect(previous.x + previous.width).toBeLessThanOrEqual(next.x);
    const middle = (previous.x + next.x + next.width) / 2;
    expect(Math.abs(middle - (region.x + region.width / 2))).toBeLessThan(2);
  });
}
