import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { holdHome, realHome, serveHome } from './support/public-home';
import { startSignedIn } from './support/session';
import { SETTING_DEFAULTS } from '@institute/core/site-setting/schema';
import { bearer, signIn } from '../support/auth';

type Statistics = typeof SETTING_DEFAULTS.statistics.value;

/** Saves the statistics setting through the admin API; answers a function that puts back the old. */
async function setStatistics(page: Page, baseURL: string, value: Statistics) {
  const headers = bearer((await signIn(`${baseURL}/cognito`, 'admin@example.com')).accessToken);
  const rows = (await (
    await page.request.get('/api/admin/settings', { headers })
  ).json()) as Array<{
    setting_key: string;
    setting_value: unknown;
  }>;
  const before = rows.find((row) => row.setting_key === 'statistics')!.setting_value;
  const save = async (setting_value: unknown) => {
    const response = await page.request.put('/api/admin/settings', {
      headers,
      data: { settings: [{ setting_key: 'statistics', setting_value }] },
    });
    expect(response.status()).toBe(200);
  };
  await save(value);
  return () => save(before);
}

/** Waits until the home data has arrived (the skeletons are gone). */
async function homeLoaded(page: Page) {
  await expect(page.getByTestId('courses-loading')).toHaveCount(0);
  await expect(page.getByTestId('team-loading')).toHaveCount(0);
}

test.describe('header', () => {
  test('shows the logo, the links and Enroll Now, and no Admin link when signed out', async ({
    page,
  }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Bhakti Institute Ipoh' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Courses',
      'Team',
      'Testimonials',
    ]);
    await expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/#courses');
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/#team');
    await expect(nav.getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'href',
      '/#testimonials',
    );
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(/\/enroll$/);
  });

  test('shows the Admin link to a signed-in admin only', async ({ page, baseURL }) => {
    await startSignedIn(page, baseURL!, 'admin@example.com');
    await page.goto('/faq');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  test('hides the Admin link from a signed-in user without an admin role', async ({
    page,
    baseURL,
  }) => {
    await startSignedIn(page, baseURL!, 'member@example.com');
    // /admin turning the member away proves the stored session has been read; the public pages
    // reached from there share that state, so the header below is the signed-in one.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Enroll Now' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('gets a stronger background once the page is scrolled more than 10 px', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    // The page arrives prerendered: scroll once React has adopted the header, and again if the
    // router's scroll restoration put the page back to the top while it started.
    await expect
      .poll(() => header.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
      .toBe(true);
    // Each step waits for a change, so 10 px is seen to be "not scrolled" after 11 px was.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 11));
      await expect(header).toHaveAttribute('data-scrolled', 'true', { timeout: 1000 });
    }).toPass();
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(before);
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('has a mobile menu that opens, links and closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Courses',
      'Team',
      'Testimonials',
      'Enroll Now',
    ]);
    await expectNoAxeViolations(page, 'mobile menu');
    await drawer.getByRole('link', { name: 'Courses' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/#courses$/);
    await expect(page.getByRole('heading', { name: 'Our Courses' })).toBeInViewport();
  });

  test('lets a keyboard user skip to the content', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

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

  test('courses: a tab per level with courses, the first selected, cards that link to the form', async ({
    page,
  }) => {
    const home = await realHome(page);
    await page.goto('/');
    await homeLoaded(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Foundational Courses',
      'Intermediate Courses',
      'Advanced Courses',
      'Specialized Training',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const foundational = home.courses.filter((c) => c.level === 'foundational');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
      foundational.map((c) => c.title),
    );

    await tabs.filter({ hasText: 'Specialized Training' }).click();
    const specialized = home.courses.filter((c) => c.level === 'specialized');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
      specialized.map((c) => c.title),
    );
    const first = specialized[0]!;
    const register = page.getByRole('link', { name: `Register Now for ${first.title}` });
    const href = await register.getAttribute('href');
    expect(new URL(href!, 'http://x').searchParams.get('course')).toBe(first.title);
    expect(href!.startsWith('/enroll?course=')).toBe(true);
    await expect(page.getByRole('tabpanel').getByText(first.duration!)).toBeVisible();

    // The description scrolls inside the card, and the keyboard can reach it.
    const description = page.getByRole('region', { name: `About ${first.title}` });
    await expect(description).toHaveAttribute('tabindex', '0');
    expect(await description.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');

    // Keyboard: arrows move between tabs.
    await tabs.filter({ hasText: 'Specialized Training' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.filter({ hasText: 'Advanced Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('courses: only levels with courses get a tab, and the first of them is the default', async ({
    page,
  }) => {
    await serveHome(page, (home) => {
      home.courses = home.courses.filter(
        (c) => c.level === 'advanced' || c.level === 'specialized',
      );
    });
    await page.goto('/');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Advanced Courses', 'Specialized Training']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('courses: Register Now opens the form with the course chosen', async ({ page }) => {
    await page.goto('/');
    await homeLoaded(page);
    await page.getByRole('tab', { name: 'Intermediate Courses' }).click();
    await page.getByRole('link', { name: 'Register Now for Bhakti-shastri' }).click();
    await expect(page).toHaveURL(/\/enroll\?course=Bhakti-shastri$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Course Enrollment Application' }),
    ).toBeVisible();
  });

  test('courses, testimonials and team show their empty messages when there is nothing published', async ({
    page,
  }) => {
    await serveHome(page, (home) => {
      home.courses = [];
      home.testimonials = [];
      home.team_members = [];
    });
    await page.goto('/');
    await expect(page.getByText('No courses available at the moment.')).toBeVisible();
    await expect(page.getByText('No testimonials available at the moment.')).toBeVisible();
    await expect(page.getByText('No team members available at the moment.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('shows 6, 4 and 6 placeholders while loading', async ({ page }) => {
    const release = await holdHome(page);
    await page.goto('/');
    await expect(page.getByTestId('courses-loading').locator('[data-skeleton]')).toHaveCount(6);
    await expect(page.getByTestId('testimonials-loading').locator('[data-skeleton]')).toHaveCount(
      4,
    );
    await expect(page.getByTestId('team-loading').locator('[data-skeleton]')).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the hero does not wait
    await expectNoAxeViolations(page, 'home while loading');
    release();
    await homeLoaded(page);
    await expect(page.getByRole('tab').first()).toBeVisible();
  });

  test('a failed load is logged and leaves the lists empty', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/public/home', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'Something went wrong' } },
      }),
    );
    await page.goto('/');
    await expect(page.getByText('No courses available at the moment.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('No testimonials available at the moment.')).toBeVisible();
    await expect(page.getByText('No team members available at the moment.')).toBeVisible();
    expect(errors.some((text) => text.includes('Could not load the home page content'))).toBe(true);
    // The statistics still show the built-in numbers.
    await page
      .getByRole('heading', { name: 'Spiritual Journey in Numbers' })
      .scrollIntoViewIfNeeded();
    await expect(page.locator('[data-testid="stat"] p[aria-hidden="true"]').first()).toHaveText(
      '795',
      { timeout: 4000 },
    );
  });

  test('testimonials: a looping carousel, two per row on wide screens, with stars', async ({
    page,
  }) => {
    const home = await realHome(page);
    await page.goto('/');
    await homeLoaded(page);
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(home.testimonials.length);
    for (const t of home.testimonials) {
      await expect(
        carousel.getByRole('img', { name: `Rated ${t.rating} out of 5` }).first(),
      ).toBeAttached();
    }
    await expect(slides.first().locator('[data-star="filled"]')).toHaveCount(
      home.testimonials[0]!.rating,
    );

    const fullyVisible = async () => {
      const viewport = await carousel.boundingBox();
      const boxes = await slides.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      );
      return boxes
        .map((box, index) => ({ box, index }))
        .filter(
          ({ box }) =>
            box.left >= viewport!.x - 1 && box.right <= viewport!.x + viewport!.width + 1,
        )
        .map(({ index }) => index);
    };
    await expect.poll(fullyVisible).toHaveLength(2);
    const before = await fullyVisible();
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(fullyVisible).not.toEqual(before);
    await expect.poll(fullyVisible).toHaveLength(2);
    // Looping: going back twice from the start wraps around instead of stopping.
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(fullyVisible).toEqual(before);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(fullyVisible).not.toEqual(before);
    await expect(carousel.getByText(home.testimonials[0]!.name)).toBeAttached();
  });

  test('testimonials: one per row on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await homeLoaded(page);
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const slide = carousel.locator('[aria-roledescription="slide"]').first();
    const [slideBox, carouselBox] = [await slide.boundingBox(), await carousel.boundingBox()];
    expect(slideBox!.width).toBeGreaterThan(carouselBox!.width * 0.7);
  });

  test('team: cards in 1, 2 or 3 columns, a dialog with the whole bio, initials when there is no photo', async ({
    page,
  }) => {
    const home = await realHome(page);
    await page.goto('/');
    await homeLoaded(page);
    const cards = page.getByTestId('team-card');
    await expect(cards).toHaveCount(home.team_members.length);
    const columns = async () => {
      const tops = await cards.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      return tops.filter((top) => top === tops[0]).length;
    };
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(columns).toBe(1);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The seeded members have no photos (admins upload them): every avatar shows initials.
    const initials = (name: string) =>
      name
        .split(/\s+/)
        .slice(0, 2)
        .map((w) => w[0]!.toUpperCase())
        .join('');
    for (const member of home.team_members) {
      await expect(
        cards.filter({ hasText: member.name }).getByText(initials(member.name), { exact: true }),
      ).toBeVisible();
    }

    const member = home.team_members.find((m) => m.bio)!;
    await page.getByRole('button', { name: member.name }).click();
    const dialog = page.getByRole('dialog', { name: member.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(member.role)).toBeVisible();
    await expect(dialog.getByText(member.bio!)).toBeVisible();
    await expect(dialog.getByText(initials(member.name), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'team dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: member.name })).toBeFocused();
  });

  test('team: a photo that loads is shown instead of initials', async ({ page }) => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>';
    await page.route('**/photo-ok.svg', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: svg }),
    );
    await serveHome(page, (home) => {
      home.team_members = [
        { ...home.team_members[0]!, name: 'Photo Person', image_url: '/photo-ok.svg' },
      ];
    });
    await page.goto('/');
    const card = page.getByTestId('team-card');
    await expect(card.locator('img[src="/photo-ok.svg"]')).toBeVisible();
    await expect(card.getByText('PP', { exact: true })).toHaveCount(0);
  });

  test('footer: links, contact details, video channel and the copyright line', async ({ page }) => {
    await serveHome(page, (home) => {
      home.settings.social_media.youtube = 'https://www.youtube.com/@example';
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: Array<[string, string]> = [
      ['About Us', '/about'],
      ['Courses', '/#courses'],
      ['Admission Process', '/admission'],
      ['Contact', '/#contact'],
      ['FAQ', '/faq'],
      ['Application Status', '/application-status'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: '+60 12-345 6789' })).toHaveAttribute(
      'href',
      'tel:+60123456789',
    );
    await expect(footer.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    const video = footer.getByRole('link', { name: /Video channel/ });
    await expect(video).toHaveAttribute('href', 'https://www.youtube.com/@example');
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Bhakti Institute Ipoh. All rights reserved.`,
    );
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('no accessibility violations on the loaded home page, wide and narrow', async ({ page }) => {
    await page.goto('/');
    await homeLoaded(page);
    await page.getByRole('region', { name: 'Testimonials', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'home 1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoAxeViolations(page, 'home 360');
  });
});

test.describe('inner pages', () => {
  test('/about: back link, logo, mission, affiliation with the listing link, philosophy, invitation, quotation', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Bhakti Institute Ipoh');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /official exam centre/,
    );
    for (const heading of [
      'Our Mission',
      'Our Affiliation',
      'What Sets Us Apart',
      'Our Educational Philosophy',
      'Join Us',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const listing = page.getByRole('link', { name: /Board of Examinations listing/ });
    await expect(listing).toHaveAttribute('href', /^https:\/\//);
    await expect(listing).toHaveAttribute('target', '_blank');
    await expect(listing).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('main blockquote')).toBeVisible();
    await expect(page.locator('main svg').first()).toBeVisible();
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/enroll$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/faq: five groups of questions that open and close with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('Frequently Asked Questions | Bhakti Institute Ipoh');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'About the institute',
      'Courses & Programs',
      'Registration & Participation',
      'Learning Experience',
      'Contact & More Information',
      'Still have questions?',
    ]);
    const question = page.getByRole('button', { name: 'Do the courses cost anything?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Most courses are free. Some carry a nominal fee')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'info@example.org' }).first()).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
  });

  test('/admission: four steps, the prerequisites word for word, Apply Now and the e-mail link', async ({
    page,
  }) => {
    await page.goto('/admission');
    await expect(page).toHaveTitle('Admission Process | Bhakti Institute Ipoh');
    await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: /^Step/ })).toHaveText([
      'Step 1: Course Selection',
      'Step 2: Application Submission',
      'Step 3: Orientation',
      'Step 4: Begin',
    ]);
    await expect(
      page.getByText(
        'Bhakti-shastri needs a commitment to 16 daily rounds and adherence to 4 regulative principles.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Bhakti-vaibhava requires completion of Bhakti-shastri, a recommendation letter, and attendance 5 days a week.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Bhakti-vaibhava classes run 2 hours, Monday to Friday (8pm-10pm Malaysia time, 5:30pm-7:30pm India time).',
      ),
    ).toBeVisible();
    for (const heading of ['Admission Requirements', 'Financial Considerations']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: 'info@example.org' }),
    ).toHaveAttribute('href', 'mailto:info@example.org');
    await page.getByRole('main').getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/enroll$/);
  });

  test('an unknown path shows Page not found, a link home, and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Bhakti Institute Ipoh');
    expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/about', '/faq', '/admission', '/no-such-page']) {
    test(`no accessibility violations on ${path}, wide and narrow`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} 1280`);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoAxeViolations(page, `${path} 360`);
    });
  }

  for (const path of ['/', '/about', '/faq', '/admission', '/enroll']) {
    test(`${path} fits a 360 px wide screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  }
});

test.describe('files for browsers and search engines', () => {
  test('robots.txt, sitemap.xml and the favicon are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(
      /Disallow: \/admin[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml/,
    );
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ['/', '/about', '/admission', '/faq', '/enroll']) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace('/', '\\/')}</loc>`));
    }
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(await favicon.text()).toContain('<svg');
    const og = await request.get('/og-image.jpg');
    expect(og.headers()['content-type']).toContain('image/jpeg');
  });
});
