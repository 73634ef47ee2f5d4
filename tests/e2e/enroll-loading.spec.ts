import { expect, test, type Page } from '@playwright/test';
import { chunkFile } from './support/build-manifest';
import { recordScripts, trackNetwork, waitForHydration } from './support/page-weight';

/*
 * /enroll is hydrated as plain markup; the form's code (Mantine, react-hook-form, the schema, the
 * calendar) comes with the page's HTML as module preloads, and runs only once the browser is idle
 * after hydration, or at once when the visitor touches the form's placeholder.
 */

/** The form's own chunk and its first step's calendar, named after their modules. */
const FORM_CHUNKS = ['form-stack', 'date-of-birth-field'];

/** Holds back `requestIdleCallback`: its callbacks run only when the test calls `runIdle()`. */
async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    const w = window as unknown as Record<string, unknown>;
    w.requestIdleCallback = (run: () => void) => held.push(run);
    w.cancelIdleCallback = () => undefined;
    w.runIdle = () => held.splice(0).forEach((run) => run());
  });
}

test.describe('enrolment: the form loads after the page', () => {
  test('everything the form and its first step run is preloaded by the page, nothing fetched after', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const network = trackNetwork(page);
    const html = await (await page.request.get('/enroll')).text();
    await page.goto('/enroll');
    await expect(page.getByLabel(/Full Name/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /Date of Birth/ })).toBeVisible();
    await network.quiet();

    const preloaded = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    for (const chunk of FORM_CHUNKS) expect(preloaded).toContain(chunkFile(chunk));
    // A lazy chunk the page does not name would cost a round trip after the form was asked for.
    expect(scripts.filter((file) => !preloaded.includes(file))).toEqual([]);
  });

  test('the form waits for the browser to be idle, and a touch on its placeholder does not wait', async ({
    page,
  }) => {
    await holdIdleCallbacks(page);
    const network = trackNetwork(page);
    await page.goto('/enroll');
    await waitForHydration(page);
    await network.quiet();
    const placeholder = page
      .getByRole('status')
      .filter({ hasText: 'Loading the application form' });
    await expect(placeholder).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);

    await placeholder.click();
    const fullName = page.getByLabel(/Full Name/);
    await expect(fullName).toBeVisible({ timeout: 15_000 });
    await fullName.fill('Radha Devi');
    await expect(fullName).toHaveValue('Radha Devi');
  });

  test('once idle, the form loads by itself and works', async ({ page }) => {
    await holdIdleCallbacks(page);
    await page.goto('/enroll');
    await waitForHydration(page);
    await expect(page.getByText('Loading the application form…')).toBeVisible();
    await page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
  });

  test('the form appears only once the page’s stylesheets apply, its address box three lines high from the start', async ({
    page,
  }) => {
    // The address box's height when it enters the page, before anything could restyle it.
    await page.addInitScript(() => {
      const w = window as unknown as { firstAddressHeight?: number };
      new MutationObserver(() => {
        const address = document.querySelector('textarea[name="address"]');
        if (address && w.firstAddressHeight === undefined) {
          w.firstAddressHeight = address.getBoundingClientRect().height;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    let releaseSheets!: () => void;
    const sheetsHeld = new Promise<void>((resolve) => (releaseSheets = resolve));
    await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
      await sheetsHeld;
      await route.continue();
    });
    await holdIdleCallbacks(page);
    await page.goto('/enroll');
    await waitForHydration(page);
    await page.getByRole('status').filter({ hasText: 'Loading the application form' }).click();
    // Time for the form to appear if it did not wait: its code is preloaded, so it would show
    // within a few tasks of the touch.
    await page.waitForTimeout(1_000);
    await expect(page.locator('form')).toHaveCount(0);

    releaseSheets();
    const address = page.getByLabel('Current Address');
    await expect(address).toBeVisible({ timeout: 15_000 });
    const lineHeight = await address.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const height = await address.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(3 * lineHeight);
    const first = await page.evaluate(
      () => (window as unknown as { firstAddressHeight?: number }).firstAddressHeight,
    );
    expect(first).toBeCloseTo(height, 0);
  });

  test('when the form cannot be downloaded, the page says so instead of loading forever', async ({
    page,
  }) => {
    await page.route(`**${chunkFile(FORM_CHUNKS[0]!)}`, (route) => route.abort());
    await page.goto('/enroll');
    await expect(page.getByRole('alert')).toHaveText(
      'The application form could not be loaded. Please check your connection and reload the page.',
      { timeout: 15_000 },
    );
  });
});
