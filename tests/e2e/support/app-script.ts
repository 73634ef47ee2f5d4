import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script back until `release()` is called, so the visitor meets the
 * prerendered page before the app has taken it over.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
