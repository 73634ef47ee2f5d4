import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { PRERENDERED_PATHS } from '../../web/prerender/pages';
import { startSignedIn } from './support/session';

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
    // The page arrives prerendered: scroll once React has adopted the header, and again until
    // its scroll listener, added as the hydrated page settles, has seen the scroll.
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

  test('closing the mobile menu gives the focus back to its button, however it was opened', async ({
    browser,
  }) => {
    // A phone: the menu opened by a tap, closed by its close button, then by Escape.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/about');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const button = page.getByRole('button', { name: /navigation menu/ });
    await button.tap();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: /close/i }).tap();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await button.tap();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await context.close();
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

  test('/faq: an answer that names a page or a home section links to it', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Who teaches the courses?' }).click();
    await page.getByRole('link', { name: 'Meet Our Team' }).click();
    await expect(page).toHaveURL(/\/#team$/);
    await expect(page.locator('#team')).toBeInViewport();

    await page.goto('/faq');
    await page.getByRole('button', { name: 'How do I apply?' }).click();
    await expect(page.getByRole('link', { name: 'online application form' })).toHaveAttribute(
      'href',
      '/enroll',
    );
    await page
      .getByRole('button', { name: 'Where can I find more about the courses and admission?' })
      .click();
    const answer = page.getByRole('region', {
      name: 'Where can I find more about the courses and admission?',
    });
    await expect(answer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await answer.getByRole('link', { name: 'Admission Process' }).click();
    await expect(page).toHaveURL(/\/admission$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admission Process');
  });

  test('Shift+Tab up a page never leaves the focused control under the sticky header', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('main').getByRole('link', { name: 'info@example.org' }).last().focus();
    const header = (await page.getByRole('banner').boundingBox())!;
    // Up through the questions, each arriving from below the top of the screen.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Shift+Tab');
      const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(header.y + header.height);
    }
  });

  test('a link inside running text is underlined, not told from the text by its colour alone', async ({
    page,
  }) => {
    const underlined = (link: Locator) =>
      link.evaluate((element) => getComputedStyle(element).textDecorationLine);
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Who teaches the courses?' }).click();
    expect(await underlined(page.getByRole('link', { name: 'Meet Our Team' }))).toBe('underline');
    const contact = page.getByRole('main').getByRole('link', { name: 'info@example.org' });
    expect(await underlined(contact.first())).toBe('underline');
    await page.goto('/privacy');
    expect(await underlined(contact.first())).toBe('underline');
    await page.goto('/admission');
    expect(await underlined(contact.first())).toBe('underline');
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
    // Every public page, as the build prerenders them.
    for (const path of PRERENDERED_PATHS) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace('/', '\\/')}</loc>`));
    }
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(await favicon.text()).toContain('<svg');
    const og = await request.get('/og-image.jpg');
    expect(og.headers()['content-type']).toContain('image/jpeg');
  });
});
