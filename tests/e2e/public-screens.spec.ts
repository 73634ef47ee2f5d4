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
