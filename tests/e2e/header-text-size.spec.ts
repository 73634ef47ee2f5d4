import { expect, test, type Page } from '@playwright/test';

/*
 * The header with the text made larger (150 % and 200 %), as a raised default font size does: the
 * CSS is in rem, so a larger root font size stands in for it. The bar must stay one tidy row.
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
    const shown = Object.entries(parts)
      .map(([name, el]) => [name, el.getBoundingClientRect()] as const)
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

test('at the normal text size the wide header keeps its links in the bar', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
    expect(await headerFaults(page)).toEqual([]);
  }
});
