import { expect, test } from '@playwright/test';
import { homeLoaded } from './support/public-home';

// Full-page screenshots of every public page at the three widths the site is designed for, kept
// with the test results to be looked at; each must also fit its width without sideways scrolling.
const PAGES = ['/', '/about', '/faq', '/admission', '/enroll', '/no-such-page'];

for (const width of [360, 768, 1280]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') {
        // The lists render as they near the screen: each is shown with its data.
        await homeLoaded(page);
        // Through the page once, so the statistics and lazy parts are in their final state.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 120));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(2200);
      }
      if (path === '/enroll') await expect(page.locator('#wizard-step-title')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const name = `${path === '/' ? 'home' : path.slice(1)}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    });
  }
}

test('on a phone the exam board link wraps with its new-tab icon after its last word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/about');
  const link = page.getByRole('link', { name: /See the Board of Examinations listing/ });
  await expect(link).toBeVisible();
  const { lines, lastLine, icon } = await link.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.firstChild!);
    const rects = Array.from(range.getClientRects());
    return {
      lines: new Set(rects.map((r) => Math.round(r.top))).size,
      lastLine: rects.at(-1)!.toJSON() as DOMRect,
      icon: el.querySelector('svg')!.getBoundingClientRect().toJSON() as DOMRect,
    };
  });
  // The label needs two lines at this width; the icon sits right after "listing", on its line.
  expect(lines).toBe(2);
  expect(icon.left - lastLine.right).toBeLessThanOrEqual(10);
  expect(icon.top).toBeGreaterThanOrEqual(lastLine.top - 2);
  expect(icon.bottom).toBeLessThanOrEqual(lastLine.bottom + 2);
});

for (const width of [800, 1280]) {
  test(`/application-status at ${width} px: the form starts under the page's title`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/application-status');
    const title = page.getByRole('heading', { level: 1, name: 'Application Status' });
    const field = page.getByRole('textbox', { name: 'Email Address' });
    await expect(field).toBeVisible();
    const [titleBox, fieldBox] = [await title.boundingBox(), await field.boundingBox()];
    expect(Math.abs(fieldBox!.x - titleBox!.x)).toBeLessThanOrEqual(1);
  });
}

test('at 800 px the footer sets Quick Links and Contact Us side by side under the name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  const [links, contact, name] = await Promise.all([
    footer.getByRole('heading', { name: 'Quick Links' }).boundingBox(),
    footer.getByRole('heading', { name: 'Contact Us' }).boundingBox(),
    footer.getByText('Bhakti Institute Ipoh', { exact: true }).boundingBox(),
  ]);
  expect(contact!.y).toBeCloseTo(links!.y, 0);
  expect(contact!.x).toBeGreaterThan(links!.x);
  expect(links!.y).toBeGreaterThan(name!.y + name!.height);
});

test('the footer keeps its copyright line 32 px below the last link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  const [last, copyright] = await Promise.all([
    footer.getByRole('link', { name: /^Personal Data Notice/ }).boundingBox(),
    footer.getByText(/All rights reserved/).boundingBox(),
  ]);
  // The copyright's box starts with its top border (the dividing line).
  expect(copyright!.y - (last!.y + last!.height)).toBeGreaterThanOrEqual(32);
});
