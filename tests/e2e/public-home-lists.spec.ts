import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { holdHome, homeLoaded, realHome, serveHome } from './support/public-home';

test.describe('home', () => {
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
    await homeLoaded(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Advanced Courses', 'Specialized Training']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('courses on a phone: the tab strip fades on the side where more tabs lie', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await homeLoaded(page);
    const strip = page.getByRole('tablist');
    await strip.scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab')).toHaveCount(4);
    const fades = () =>
      strip.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.getPropertyValue('--tabs-fade-start'),
          style.getPropertyValue('--tabs-fade-end'),
        ];
      });
    // More tabs to the right only, then on both sides, then to the left only.
    await expect.poll(fades).toEqual(['0px', '48px']);
    await strip.evaluate((element) => (element.scrollLeft = element.scrollWidth / 3));
    await expect
      .poll(async () => (await fades()).map((fade) => parseFloat(fade) > 0))
      .toEqual([true, true]);
    await strip.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect.poll(fades).toEqual(['48px', '0px']);
    // The last tab is all there to read and press.
    await expect(page.getByRole('tab', { name: 'Specialized Training' })).toBeInViewport({
      ratio: 1,
    });
  });

  test('courses on a phone: a tab chosen with the arrow keys is shown whole, clear of the fades', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await homeLoaded(page);
    const strip = page.getByRole('tablist');
    await strip.scrollIntoViewIfNeeded();
    await page.getByRole('tab').first().focus();
    // The part of the strip not under a fade, and the chosen tab's place in it.
    const clearOfFades = (tab: string) =>
      page.getByRole('tab', { name: tab }).evaluate((element) => {
        const list = element.parentElement!;
        const style = getComputedStyle(list);
        const inner = list.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return (
          box.left >= inner.left + parseFloat(style.getPropertyValue('--tabs-fade-start')) - 1 &&
          box.right <= inner.right - parseFloat(style.getPropertyValue('--tabs-fade-end')) + 1
        );
      });
    for (const tab of ['Intermediate Courses', 'Advanced Courses', 'Specialized Training']) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: tab })).toBeFocused();
      await expect.poll(() => clearOfFades(tab), `${tab} clear of the fades`).toBe(true);
    }
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
    await homeLoaded(page);
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
    await homeLoaded(page);
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
    await homeLoaded(page);
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
