import { expect, test } from '@playwright/test';
import { signIn } from './support/admin-session';
import { holdAppScript } from './support/app-script';
import { waitForHydration } from './support/page-weight';

/*
 * Where the reader is on a page stays theirs: while the app takes over a prerendered page, when
 * a link opens another page, and across a reload, public and admin (decision 009).
 */

test.describe('public pages', () => {
  test('a reader who scrolls before the app has loaded stays there; a link then opens its page at the top', async ({
    page,
  }) => {
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const team = page.getByRole('heading', { level: 2, name: 'Meet Our Team' });
    await team.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    release();
    await waitForHydration(page);
    // The lists take the data's shape in a render after the hydrated one.
    await expect(page.locator('[data-sample]')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(team).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: /Personal Data Notice/ })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal Data Notice');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a reload puts the reader back where they were on the page', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe('admin pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a reload comes back to where the page was scrolled once its data has rendered it, unless the reader moved first', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    // Every part in: the seed's hero note comes with a request the settings' render starts, which
    // a busy machine may start after the network has been idle for a while (then the note
    // arriving above would move the place the reload is to come back to).
    const note = page.getByText('The home page shows a content section here');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(note).toBeVisible();
    const kept = await page.evaluate(() => {
      const y = Math.min(2500, document.documentElement.scrollHeight - innerHeight - 50);
      scrollTo(0, y);
      return Math.round(scrollY);
    });
    expect(kept).toBeGreaterThan(1000);
    // The settings are held back, so the reloaded page is short when the browser restores; the
    // hero note above the place comes with a later request, held until the page is in place.
    let holding = (_release: () => void) => {};
    await page.route('**/api/admin/settings', async (route) => {
      await new Promise<void>((release) => holding(release));
      await route.continue();
    });
    let holdingNote = (_release: () => void) => {};
    await page.route('**/api/admin/content-sections', async (route) => {
      await new Promise<void>((release) => holdingNote(release));
      await route.continue();
    });
    /** Reloads; answers, once the settings request is held, what lets it through. */
    const reloadHeld = async () => {
      const held = new Promise<() => void>((resolve) => (holding = resolve));
      await page.reload();
      return held;
    };
    const scrolled = () => page.evaluate(() => Math.round(scrollY));
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });

    const noteHeld = new Promise<() => void>((resolve) => (holdingNote = resolve));
    let release = await reloadHeld();
    await expect(loading).toBeVisible();
    expect(await scrolled()).toBeLessThan(kept);
    release();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect.poll(scrolled).toBe(kept);
    await expect(note).toBeHidden();
    (await noteHeld)();
    await expect(note).toBeVisible();
    await expect.poll(scrolled).toBe(kept);
    holdingNote = (pass) => pass();

    // A reader who scrolls or types while the page loads keeps the place they chose.
    release = await reloadHeld();
    await expect(loading).toBeVisible();
    await page.mouse.wheel(0, 200);
    const chosen = await scrolled();
    release();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await scrolled()).toBe(chosen);
  });
});
