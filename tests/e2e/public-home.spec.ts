import { expect, test, type Page } from '@playwright/test';
import { SETTING_DEFAULTS } from '@institute/core/site-setting/schema';
import { homeLoaded, realHome, serveHome, setStatistics } from './support/public-home';

test.describe('home', () => {
  test('shows the sections in order with the hero and about texts', async ({ page }) => {
    const home = await realHome(page);
    await page.goto('/');
    await expect(page).toHaveTitle(
      'Bhakti Institute Ipoh | Spiritual education in Krishna consciousness',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Krishna consciousness/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Bhakti Institute Ipoh/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /og-image\.jpg$/,
    );
    await homeLoaded(page);
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(['about', 'courses', 'testimonials', 'team']);
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
      home.settings.hero_section.title,
      'About the Institute',
      'Spiritual Journey in Numbers',
      'Our Courses',
      'Student Testimonials',
      'Meet Our Team',
    ]);
    await expect(page.getByText('spiritual education', { exact: true })).toBeVisible();
    await expect(page.locator('footer #contact')).toHaveCount(1);
  });

  test('Explore Courses scrolls smoothly to the courses', async ({ page }) => {
    // Smooth scrolling is motion: this test asks for it (the suite runs with reduced motion).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await homeLoaded(page);
    // Every position the page passes through on its way.
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
    });
    await page.getByRole('button', { name: 'Explore Courses' }).click();
    const target = page.locator('#courses');
    await expect(target).toBeInViewport();
    await expect
      .poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(100);
    const final = await page.evaluate(() => window.scrollY);
    // Smooth: it passed through positions in between (a jump would land in one step).
    const positions = await page.evaluate(
      () => (window as unknown as { positions: number[] }).positions,
    );
    expect(positions.filter((y) => y > 0 && y < final).length).toBeGreaterThan(1);
    await expect(target).toBeFocused();
  });

  test('Read More goes to the about page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Read More' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('a published content section replaces the built-in text', async ({ page }) => {
    await serveHome(page, (home) => {
      home.sections = [
        {
          id: 's1',
          status: 'published',
          created_at: '2026-01-01T00:00:00.000Z',
          title: 'Hero',
          section_type: 'hero',
          content: { eyebrow: 'learn with joy', title: 'A New Hero Title' },
        },
        {
          id: 's2',
          status: 'published',
          created_at: '2026-01-01T00:00:00.000Z',
          title: 'About',
          section_type: 'about',
          content: { body: 'Custom about body.' },
        },
        {
          id: 's3',
          status: 'published',
          created_at: '2026-01-01T00:00:00.000Z',
          title: 'Footer',
          section_type: 'footer',
          content: { text: 'Custom footer text.' },
        },
      ];
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A New Hero Title');
    await expect(page.getByText('learn with joy')).toBeVisible();
    await expect(page.getByText('Custom about body.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About the Institute' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Custom footer text.')).toBeVisible();
  });

  test('the statistics count up from 0 to the settings values once in view', async ({ page }) => {
    const home = await realHome(page);
    await serveHome(page, (data) => {
      data.settings.statistics = {
        graduates: 1200,
        countries: 9,
        programs: 8,
        current_students: 60,
      };
    });
    // The count-up is motion: this test asks for it (the suite runs with reduced motion).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await homeLoaded(page);
    const values = page.locator('[data-testid="stat"] p[aria-hidden="true"]');
    await expect(values).toHaveText(['0', '0', '0', '0']);
    // Every value the first number shows, in order, from here on.
    await values.first().evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    // Ten frames: a count that had started would have changed the number in each of them.
    await page.evaluate(async () => {
      for (let i = 0; i < 10; i += 1) await new Promise((r) => requestAnimationFrame(r));
    });
    expect(await seen()).toEqual([]); // not visible yet, so not counting
    await page
      .getByRole('heading', { name: 'Spiritual Journey in Numbers' })
      .scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['1,200', '9', '8', '60'], { timeout: 5000 });
    // It counted up through values in between, never down, and ended on the setting.
    const numbers = (await seen()).map((text) => Number(text.replace(/,/g, '')));
    expect(numbers.some((n) => n > 0 && n < 1200)).toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBe(1200);
    await expect(page.getByText('Total Graduates')).toBeVisible();
    // The numbers came from the served data, not from the server's own.
    expect(home.settings.statistics.graduates).not.toBe(1200);
  });

  test('the statistics show the seeded defaults 795, 6, 7 and 55', async ({ page, baseURL }) => {
    // Its own data: the seeded numbers are put in place here (another spec may have saved
    // others), and whatever was there before is put back afterwards.
    const seeded = SETTING_DEFAULTS.statistics.value;
    expect(seeded).toEqual({ graduates: 795, countries: 6, programs: 7, current_students: 55 });
    const restore = await setStatistics(page, baseURL!, seeded);
    try {
      await expectSeededStatistics(page);
    } finally {
      await restore();
    }
  });

  async function expectSeededStatistics(page: Page) {
    await page.goto('/');
    await homeLoaded(page);
    await page
      .getByRole('heading', { name: 'Spiritual Journey in Numbers' })
      .scrollIntoViewIfNeeded();
    await expect(page.locator('[data-testid="stat"] p[aria-hidden="true"]')).toHaveText(
      ['795', '6', '7', '55'],
      {
        timeout: 4000,
      },
    );
    await expect(page.getByText('Countries with Student Presence')).toBeVisible();
    await expect(page.getByText('Current Bhakti-vaibhava Students')).toBeVisible();
  }
});
