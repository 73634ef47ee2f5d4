import { expect, test, type Page } from '@playwright/test';

/*
 * The public pages with the text made larger (150 % and 200 %), as a raised default font size
 * does: the CSS is in rem, so a larger root font size stands in for it. The header must stay one
 * tidy row, and no page may scroll sideways on a phone.
 */

/** Raises the text size of the open page to `percent` and waits for the layout to follow. */
async function setTextSize(page: Page, percent: number) {
  await page.evaluate(
    async (size) => {
      document.documentElement.style.fontSize = `${size}px`;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    (16 * percent) / 100,
  );
}

/** What sticks out of the header, or overlaps in it: a list of faults, empty when all is well. */
function headerFaults(page: Page) {
  return page.getByTestId('site-header').evaluate((header) => {
    const faults: string[] = [];
    const bar = header.getBoundingClientRect();
    const row = header.querySelector('nav')!.parentElement!;
    if (row.scrollWidth > row.clientWidth) {
      faults.push(`the row overflows by ${row.scrollWidth - row.clientWidth} px`);
    }
    const parts = {
      brand: header.querySelector('a[href="/"]')!,
      nav: header.querySelector('nav')!,
      enroll: header.querySelector('a[href="/enroll"]')!,
      menu: header.querySelector('button')!,
    };
    // The brand as drawn: its logo can spill out of a link squeezed narrower than it.
    const logo = parts.brand.querySelector('svg')!.getBoundingClientRect();
    const drawn = (name: string, box: DOMRect) =>
      name === 'brand'
        ? {
            ...box.toJSON(),
            left: Math.min(box.left, logo.left),
            right: Math.max(box.right, logo.right),
          }
        : box;
    const shown = Object.entries(parts)
      .map(([name, el]) => [name, drawn(name, el.getBoundingClientRect())] as const)
      .filter(([, box]) => box.width > 0);
    for (const [name, box] of shown) {
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5) {
        faults.push(
          `${name} leaves the screen (${Math.round(box.left)} to ${Math.round(box.right)})`,
        );
      }
      if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) {
        faults.push(
          `${name} sticks out of the bar (${Math.round(box.top)} to ${Math.round(box.bottom)})`,
        );
      }
    }
    for (const [i, [name, box]] of shown.entries()) {
      for (const [other, next] of shown.slice(i + 1)) {
        const overlap = Math.min(box.right, next.right) - Math.max(box.left, next.left);
        if (overlap > 0.5) faults.push(`${name} overlaps ${other} by ${Math.round(overlap)} px`);
      }
    }
    return faults;
  });
}

for (const percent of [150, 200]) {
  for (const width of [360, 768, 1024, 1280]) {
    test(`at ${percent} % text and ${width} px the header stays one bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await setTextSize(page, percent);
      expect(await headerFaults(page)).toEqual([]);
      // Its name is still given in full to screen readers, whatever the bar shows of it.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Bhakti Institute Ipoh' }),
      ).toBeVisible();
    });
  }
}

test('at 200 % text on a wide screen the menu button opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await setTextSize(page, 200);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Courses' })).toBeInViewport();
});

test('at 200 % zoom on a phone (a page 195 px wide) the header stays one bar', async ({ page }) => {
  await page.setViewportSize({ width: 195, height: 422 });
  await page.goto('/enroll');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await headerFaults(page)).toEqual([]);
  // The button shows "Enroll" and is still named in full.
  const enroll = page.getByRole('banner').getByRole('link', { name: 'Enroll Now' });
  await expect(enroll).toBeVisible();
  await expect(enroll).toHaveAccessibleName('Enroll Now');
  // A phone's own width keeps the whole label.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await enroll.innerText()).toBe('Enroll Now');
});

test('at the normal text size the wide header keeps its links in the bar', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
    expect(await headerFaults(page)).toEqual([]);
  }
});

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/faq',
  '/admission',
  '/enroll',
  '/application-status',
  '/privacy',
];

/** How far the open page scrolls sideways, and the elements that run past the screen's edge. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // What a box on the screen clips or scrolls (a row of tabs, a carousel) moves no page.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && !past(box)) return true;
      }
      return false;
    };
    // The innermost ones: an element is named, not each of its ancestors.
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && !clipped(element))
      .filter((element) => ![...element.children].some((child) => past(child) && !clipped(child)))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}"`,
      );
    return { by: document.documentElement.scrollWidth - width, culprits: culprits.slice(0, 8) };
  });
}

for (const percent of [150, 200]) {
  test(`at ${percent} % text and 360 px no public page scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const found: Record<string, Awaited<ReturnType<typeof sidewaysOverflow>>> = {};
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await setTextSize(page, percent);
      // Down the page a screen at a time, so what loads on the way (the home page's lists) is in.
      for (let top = 0; top < (await page.evaluate(() => document.body.scrollHeight)); top += 800) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
      found[path] = await sidewaysOverflow(page);
    }
    const none = { by: 0, culprits: [] };
    expect(found).toEqual(Object.fromEntries(PUBLIC_PAGES.map((path) => [path, none])));
  });
}

for (const size of [100, 200]) {
  test(`at ${size} % text nothing of the skip link shows until it has the focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/faq');
    await setTextSize(page, size);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    // Not its shadow either: the top of the page looks the same without the link.
    const top = { x: 0, y: 0, width: 360, height: 80 };
    const withLink = await page.screenshot({ clip: top });
    await page.addStyleTag({ content: '.skip-link { display: none !important; }' });
    const withoutLink = await page.screenshot({ clip: top });
    expect(withLink.equals(withoutLink), 'the hidden skip link shows at the top').toBe(true);
    await page.addStyleTag({ content: '.skip-link { display: block !important; }' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
  });
}
