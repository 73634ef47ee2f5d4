import type { Page } from '@playwright/test';

/** Console errors and uncaught errors: React reports a hydration mismatch as either. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps the page's first heading as the HTML parser made it, before any script ran, so a test can
 * tell hydration (React adopts that very element) from a fresh render (React replaces it).
 */
export async function rememberPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { prerendered: Element | null }).prerendered =
          document.querySelector('h1');
      }
    });
  });
}

/** True once React has taken over the prerendered heading element itself. */
export const headingHydrated = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('h1');
    const before = (window as unknown as { prerendered: Element | null }).prerendered;
    return (
      before !== null &&
      heading === before &&
      Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
    );
  });
