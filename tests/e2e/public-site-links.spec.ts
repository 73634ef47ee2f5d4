import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectToast, signIn } from './support/admin-session';
import { homeLoaded, realHome, serveHome } from './support/public-home';

/*
 * The public site's links and addresses: the header and footer links (and the main site's
 * address staff set for About), and the 404 for an unknown path. How its pages are laid out:
 * public-site-layout.spec.ts.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('header and footer links', () => {
  test('About goes to the main site’s #about in the same tab; /#about while the setting is empty', async ({
    page,
  }) => {
    await page.goto('/faq');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'href',
      '/#about',
    );

    await serveHome(page, (home) => {
      home.settings.main_site_url = 'https://main.example.org/welcome#top';
    });
    await page.goto('/faq');
    const about = nav.getByRole('link', { name: 'About', exact: true });
    await expect(about).toHaveAttribute('href', 'https://main.example.org/welcome#about');
    await expect(about).not.toHaveAttribute('target', /.+/);

    // The phone menu has the same link.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'About', exact: true }),
    ).toHaveAttribute('href', 'https://main.example.org/welcome#about');
  });

  test('the footer shows every filled social link with a name, and the seeded video channel', async ({
    page,
  }) => {
    const home = await realHome(page);
    expect(home.settings.social_media.youtube).toMatch(/^https:\/\/www\.youtube\.com\//);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: 'Video channel (opens in a new tab)' }),
    ).toHaveAttribute('href', home.settings.social_media.youtube);
    await expect(footer.getByRole('link', { name: /Facebook|Instagram|Twitter/ })).toHaveCount(0);

    await serveHome(page, (data) => {
      data.settings.social_media = {
        youtube: '',
        facebook: 'https://www.facebook.com/example',
        instagram: 'https://www.instagram.com/example',
        twitter: 'https://x.com/example',
      };
    });
    await page.goto('/');
    await homeLoaded(page);
    for (const [name, href] of [
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/example'],
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/example'],
      ['X (Twitter) (opens in a new tab)', 'https://x.com/example'],
    ] as const) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: /Video channel/ })).toHaveCount(0);
  });

  test('when the home data fails, the footer keeps its phone, e-mail and channel', async ({
    page,
  }) => {
    await page.route('**/api/public/home', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/about');
    await page.waitForTimeout(1500); // the one retry comes after a second
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+60 12-345 6789' })).toHaveAttribute(
      'href',
      'tel:+60123456789',
    );
    await expect(footer.getByRole('link', { name: 'info@example.org' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Video channel/ })).toBeVisible();
  });

  test('the phone header shows the short name next to the logo', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const brand = page.getByRole('banner').getByRole('link', { name: 'Bhakti Institute Ipoh' });
    await expect(brand).toBeVisible();
    await expect(brand.getByText('Bhakti Institute', { exact: true })).toBeVisible();
    const enroll = page.getByRole('banner').getByRole('link', { name: 'Enroll Now' });
    const [brandBox, enrollBox] = [await box(brand), await box(enroll)];
    expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(enrollBox.x);
  });

  test('on the home page only Home is the current page; a section link is current at its section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation');
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveText(['Home']);
    await nav.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/#courses$/);
    await expect(current).toHaveText(['Courses']);
  });
});

test('no accessibility violations with every social link and the main site set', async ({
  page,
}) => {
  await serveHome(page, (home) => {
    home.settings.main_site_url = 'https://main.example.org';
    home.settings.social_media.facebook = 'https://www.facebook.com/example';
  });
  await page.goto('/');
  await homeLoaded(page);
  await expectNoAxeViolations(page, 'home with links');
});

test.describe('unknown paths', () => {
  test('get a real 404 status; the pages and the admin routes stay 200', async ({ request }) => {
    for (const path of ['/no-such-page', '/about-us', '/faq/more', '/administrator']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    for (const path of [
      '/',
      '/about',
      '/faq',
      '/admission',
      '/enroll',
      '/login',
      '/admin',
      '/admin/courses',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get('/api/no-such-thing')).status()).toBe(404);
  });

  for (const width of [360, 1280]) {
    test(`the 404 page fills the window at ${width} px: no band under the footer`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 1000 });
      const response = await page.goto('/no-such-page');
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      const footer = await box(page.getByRole('contentinfo'));
      expect(footer.y + footer.height).toBeGreaterThanOrEqual(999);
    });
  }
});

test('staff set the main site URL in Settings: a bare name is refused, a full address moves About', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/admin/settings');
  const field = page.getByRole('textbox', { name: 'Main Site URL' });
  await expect(field).toHaveValue('');
  await field.fill('main.example.org');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Please enter a full web address starting with https://'),
  ).toBeVisible();
  try {
    await field.fill('https://main.example.org');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Settings saved successfully');
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/faq');
    await expect(
      visitor
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About', exact: true }),
    ).toHaveAttribute('href', 'https://main.example.org/#about');
    await context.close();
  } finally {
    await field.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Settings saved successfully');
  }
});
