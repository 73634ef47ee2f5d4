import { expect, test, type Page, type Request } from '@playwright/test';
import { PUBLIC_HOME_API } from '../../web/prerender/pages';
import { holdAppScript } from './support/app-script';
import { signIn } from './support/admin-session';
import { collectErrors, headingHydrated, rememberPrerenderedHeading } from './support/hydration';
import { homeLoaded } from './support/public-home';
import { waitForHydration } from './support/page-weight';
import { expectNoLayoutShift, recordLayoutShifts } from './support/layout-shifts';

/** The public pages prerendered at build time (web/prerender), with what each must show. */
const PAGES = [
  {
    path: '/',
    heading: 'Bhakti Institute Ipoh',
    title: 'Bhakti Institute Ipoh | Spiritual education in Krishna consciousness',
    text: 'About the Institute',
  },
  {
    path: '/about',
    heading: 'About Us',
    title: 'About Us | Bhakti Institute Ipoh',
    text: 'Our Mission',
  },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    title: 'Frequently Asked Questions | Bhakti Institute Ipoh',
    text: 'Still have questions?',
  },
  {
    path: '/admission',
    heading: 'Admission Process',
    title: 'Admission Process | Bhakti Institute Ipoh',
    text: 'How to Join',
  },
  {
    path: '/enroll',
    heading: 'Course Enrollment Application',
    title: 'Enroll | Bhakti Institute Ipoh',
    text: 'How it works',
  },
] as const;

const meta = (page: Page, selector: string) =>
  page.locator(`head meta[${selector}]`).getAttribute('content');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const expected of PAGES) {
    test(`${expected.path} shows its heading, text, title and link-preview tags`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
      await expect(page.getByText(expected.text).first()).toBeVisible();
      await expect(page).toHaveTitle(expected.title);
      const description = await meta(page, 'name="description"');
      expect(description?.length).toBeGreaterThan(50);
      expect(await meta(page, 'property="og:title"')).toBe(expected.title);
      expect(await meta(page, 'property="og:description"')).toBe(description);
      // A local build keeps the placeholder origin (SITE_URL sets the real one); the path is the page's.
      expect(new URL((await meta(page, 'property="og:url"'))!).pathname).toBe(expected.path);
      expect(await meta(page, 'property="og:image"')).toMatch(/^https:\/\/.+\/og-image\.jpg$/);
      expect(await meta(page, 'name="twitter:card"')).toBe('summary_large_image');
      // The stylesheets apply without any script: headings in the theme's serif face, on the
      // light colour scheme, and the header is laid out as a sticky bar.
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toContain('Georgia');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      expect(
        await page.getByTestId('site-header').evaluate((h) => getComputedStyle(h).position),
      ).toBe('sticky');
      expect(baseURL).toBeTruthy();
    });
  }

  test('the inlined critical CSS lays out and colours each page exactly as the full stylesheets do', async ({
    browser,
  }) => {
    // Each element's box and colours with only the CSS inlined in the page (stylesheets blocked),
    // then with the stylesheets too: any difference would shift or repaint the page when they
    // arrive (a button whose colour variable the critical CSS lacked showed white on cream).
    const boxes = async (path: string, stylesheets: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      if (!stylesheets) await page.route('**/*.css', (route) => route.abort());
      await page.goto(path, { waitUntil: 'load' });
      const found = await page.evaluate(() =>
        [...document.querySelectorAll('#root *')].map((element) => {
          const box = element.getBoundingClientRect();
          const { color, backgroundColor } = getComputedStyle(element);
          return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${color} on ${backgroundColor}`;
        }),
      );
      await context.close();
      return found;
    };
    for (const { path } of PAGES) {
      const critical = await boxes(path, false);
      expect(critical.length, path).toBeGreaterThan(50);
      expect(critical, path).toEqual(await boxes(path, true));
    }
  });

  test('the enrolment page says the form needs JavaScript instead of showing a dead form', async ({
    page,
  }) => {
    await page.goto('/enroll');
    // Playwright's text selectors skip <noscript>; the notice inside it is on screen all the same.
    const notice = page.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(/^The application form needs JavaScript\./);
    const admission = notice.getByRole('link', { name: 'Admission page' });
    await expect(admission).toHaveAttribute('href', '/admission');
    // Nothing is loading: the placeholder that says so is hidden.
    await expect(page.getByText('Loading the application form…')).toBeHidden();
    await expect(page.locator('[aria-busy="true"]')).toBeHidden();
    await expect(page.locator('form')).toHaveCount(0);
  });

  test('the home page’s lists say they need JavaScript instead of loading for ever', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    for (const list of ['courses', 'testimonials', 'team']) {
      const section = page.locator(`#${list}`);
      await expect(section.getByTestId(`${list}-loading`)).toBeHidden();
      await expect(section.getByRole('status')).toHaveCount(0);
      const notice = section.locator('noscript p');
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(/^This list needs JavaScript, which is turned off/);
      await expect(notice.getByRole('link', { name: 'Admission page' })).toHaveAttribute(
        'href',
        '/admission',
      );
    }
    // No grey bar of a placeholder is drawn anywhere.
    const drawn = await page
      .locator('[data-skeleton]')
      .evaluateAll((cards) => cards.filter((card) => card.getClientRects().length > 0).length);
    expect(drawn).toBe(0);
  });
});

test.describe('with JavaScript', () => {
  for (const expected of PAGES) {
    test(`${expected.path} hydrates the prerendered markup without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await rememberPrerenderedHeading(page);
      await page.goto(expected.path);
      await expect.poll(() => headingHydrated(page), { timeout: 15_000 }).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
      await expect(page).toHaveTitle(expected.title);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('staff signed in in this browser get the pages hydrated too, then the Admin link', async ({
    page,
  }) => {
    await signIn(page);
    const errors = collectErrors(page);
    await rememberPrerenderedHeading(page);
    for (const expected of PAGES) {
      await page.goto(expected.path);
      await expect.poll(() => headingHydrated(page), { timeout: 15_000 }).toBe(true);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors, expected.path).toEqual([]);
    }
  });

  test('each page asks for the home data once, with its HTML, before the app is fetched', async ({
    page,
  }) => {
    for (const expected of PAGES) {
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        if (new URL(request.url()).pathname === PUBLIC_HOME_API) asked.push(request.url());
      };
      page.on('request', onRequest);
      await page.goto(expected.path);
      // The header shows the data, so the page has read it once it has hydrated.
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      // One request: the app's own read was answered by the page's preload.
      expect(asked, expected.path).toHaveLength(1);
      const timing = await page.evaluate((api) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const home = resources.find((entry) => new URL(entry.name).pathname === api)!;
        // The app's entry script, which the boot script adds once the page is painted.
        const app = resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))!;
        return { initiator: home.initiatorType, start: home.startTime, app: app.startTime };
      }, PUBLIC_HOME_API);
      expect(timing.initiator, expected.path).toBe('link');
      expect(timing.start, expected.path).toBeLessThan(timing.app);
    }
  });

  test('the whole stylesheets replace the critical CSS without moving anything, whichever lands first', async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    // The route's stylesheet is held back until the entry's has landed, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/routes-[\w-]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until "load": the held stylesheet holds that back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const entrySheet = page.locator('link[rel="stylesheet"][href^="/assets/index-"]');
    await expect
      .poll(() => entrySheet.evaluate((link: HTMLLinkElement) => link.sheet !== null))
      .toBe(true);
    // Landed, it does not apply alone.
    await expect(entrySheet).toHaveAttribute('media', 'print');
    await expect(page.locator('#critical-css')).toHaveCount(1);
    release();
    // Both landed: they apply together, and the critical CSS goes.
    await expect(page.locator('#critical-css')).toHaveCount(0, { timeout: 15_000 });
    await expect(entrySheet).toHaveAttribute('media', 'all');
    // Each whole sheet came in ahead of the critical CSS, in the build's order.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        new URL((link as HTMLLinkElement).href).pathname.replace(/-[\w-]+\.css$/, ''),
      ),
    );
    expect(sheets.slice(0, 2)).toEqual(['/assets/index', '/assets/routes']);
    expectNoLayoutShift(await shifts());
  });

  test('a stylesheet that fails to load leaves the critical CSS in place', async ({ page }) => {
    await page.route(/\/assets\/routes-[\w-]+\.css$/, (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#critical-css')).toHaveCount(1);
    const hero = page.getByRole('heading', { level: 1 });
    // The critical copy of the route's rules still styles the hero: white title, its tight leading.
    const style = await hero.evaluate((el) => {
      const { color, lineHeight, fontSize } = getComputedStyle(el);
      return { color, leading: parseFloat(lineHeight) / parseFloat(fontSize) };
    });
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(style.leading).toBeCloseTo(1.1, 2);
  });

  test('the home page fills its lists from the API after hydrating', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    // Each list renders as it nears the screen (home-lazy-sections.spec.ts).
    await homeLoaded(page);
    await expect(page.getByRole('tab').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('client-side links and the mobile menu work after hydration', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    await rememberPrerenderedHeading(page);
    await page.goto('/about');
    await expect.poll(() => headingHydrated(page), { timeout: 15_000 }).toBe(true);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(/\/enroll$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Course Enrollment Application',
    );
    // A client-side navigation: the document was not loaded again, and the title follows the page.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await expect(page).toHaveTitle('Enroll | Bhakti Institute Ipoh');
    await expect(page.locator('form')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a press on the menu button before the app has loaded is not lost', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectErrors(page);
    // Hold the app's entry script back, so the press lands on the prerendered, inert button.
    const release = await holdAppScript(page);
    // Counts every press of the menu button, the replayed one included.
    await page.addInitScript(() => {
      const w = window as unknown as { menuPresses: number };
      w.menuPresses = 0;
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element | null)?.closest?.('button');
          if (button?.getAttribute('aria-label')?.includes('navigation menu')) w.menuPresses += 1;
        },
        true,
      );
    });
    const presses = () =>
      page.evaluate(() => (window as unknown as { menuPresses: number }).menuPresses);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    release();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible({ timeout: 15_000 });
    // Pressed once: the real press and its one replay, then nothing more once the page is quiet.
    await expect.poll(presses).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(await presses()).toBe(2);
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(errors).toEqual([]);
  });

  test('a form sent before the app has loaded is sent by the app, not into the address', async ({
    page,
  }) => {
    // Hold the app's entry script back, so the press lands on the prerendered form.
    const release = await holdAppScript(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/application-status/code')) sent.push(request.postData()!);
    });
    await page.goto('/application-status', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email Address').fill('early@example.com');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page).toHaveURL(/\/application-status$/);
    release();
    await expect(page.getByRole('status')).toContainText('we have sent a code to it');
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
      { email: 'early@example.com' },
    ]);
  });

  test('the enrolment form starts from this browser after hydration: course link and saved draft', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const home = await (await page.request.get('/api/public/home')).json();
    const course = (home.courses as Array<{ title: string }>)[0]!;
    await page.goto(`/enroll?course=${encodeURIComponent(course.title)}`);
    const form = page.locator('form');
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading the application form' }),
    ).toHaveCount(0);

    // A saved draft (an answer typed earlier) comes back on the next visit, with no mismatch.
    await page.getByLabel('Full Name').fill('Radha Devi');
    await page.goto('/enroll');
    await expect(page.getByText('Welcome back')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Full Name')).toHaveValue('Radha Devi');
    expect(errors).toEqual([]);
  });
});

test.describe('paths that are not prerendered', () => {
  test('/login gets the plain SPA shell and renders the sign-in page', async ({
    page,
    request,
  }) => {
    const shell = await (await request.get('/login')).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-prerendered');
    expect(shell).not.toContain('About the Institute');
    expect(shell).toMatch(/<meta name="robots" content="noindex"/);

    const errors = collectErrors(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('each prerendered page is served for its own path only', async ({ request }) => {
    for (const expected of PAGES) {
      const body = await (await request.get(expected.path)).text();
      expect(body).toContain(`data-prerendered="${expected.path}"`);
      expect(body).toContain(`<title>${expected.title}</title>`);
    }
  });
});
