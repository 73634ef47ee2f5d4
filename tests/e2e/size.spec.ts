import { expect, test, type Page } from '@playwright/test';
import { chunkFile, chunkNames, readManifest, type Manifest } from './support/build-manifest';
import { startSignedIn } from './support/session';
import {
  BUDGETED_PAGES,
  WEIGHT_BUDGETS,
  describeWeight,
  measurePageWeight,
  overBudget,
  recordScripts,
  scrollThrough,
  weighFiles,
} from './support/page-weight';

/*
 * The size check, measured in Chromium as a visitor pays it (`npm run size` runs this file):
 * - every script and stylesheet a public page downloads until the network is idle, lazy chunks
 *   included, gzipped, within the budgets (support/page-weight.ts);
 * - a visitor on the public pages, who scrolls, opens the mobile menu and waits for every list,
 *   never downloads a chunk of the admin area, and on the content pages never Amplify (sign-in);
 *   nor valibot on the pages without a form: what they share with the forms (course levels, the
 *   about section's picture count) lives in core modules free of it.
 */

/** Chunks whose own module is admin code: the admin routes' split parts, admin features. */
const ADMIN_FACADE = /^src\/(routes\/admin[^?]*\?|features\/admin-|components\/admin-)/;
const AMPLIFY_FACADE = /node_modules\/(aws-amplify|@aws-amplify)\//;

function closure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The script files only the matching entry points reach (with their static imports), as
 * `/assets/…` paths: a chunk any other entry point also needs is shared, not theirs.
 */
function onlyReachedFrom(manifest: Manifest, facade: RegExp): Set<string> {
  const keys = Object.keys(manifest);
  const roots = keys.filter((key) => manifest[key]!.isEntry || manifest[key]!.isDynamicEntry);
  const theirs = closure(
    manifest,
    roots.filter((key) => facade.test(key)),
  );
  const others = closure(
    manifest,
    roots.filter((key) => !facade.test(key)),
  );
  return new Set(
    [...theirs].filter((key) => !others.has(key)).map((key) => `/${manifest[key]!.file}`),
  );
}

/** Everything a visitor does on a page that can fetch code: the lists, scrolling, the menu. */
async function browse(page: Page, pagePath: string) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(pagePath);
  await expect(page.getByRole('banner')).toBeVisible();
  // Prerendered pages show before their scripts run; the menu opens once the page has hydrated.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await scrollThrough(page);
  if (pagePath === '/') {
    await expect(page.getByTestId('courses-loading')).toHaveCount(0);
    await expect(page.getByTestId('testimonials-loading')).toHaveCount(0);
    await expect(page.getByTestId('team-loading')).toHaveCount(0);
    await expect(page.getByTestId('team-card').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
}

const CONTENT_PAGES = ['/', '/about', '/faq', '/admission', '/enroll'];
const SIGN_IN_PAGES = ['/login', '/signup', '/forgot-password'];
/** The pages with no form, which have no use for the forms' validation library. */
const FORMLESS_PAGES = ['/', '/about', '/faq', '/admission'];

/** Valibot's mark in a bundle: each of its schemas names it as its Standard Schema vendor. */
const VALIBOT = /vendor:\s*[`'"]valibot[`'"]/;

/** Follows the site's scripts the page downloads; resolves to those that carry valibot. */
function recordValibotScripts(page: Page, origin: string): () => Promise<string[]> {
  const reads: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || response.request().resourceType() !== 'script') return;
    reads.push(response.text().then((code) => (VALIBOT.test(code) ? url.pathname : null)));
  });
  return async () => (await Promise.all(reads)).filter((script) => script !== null);
}

test.describe('public pages load no admin code', () => {
  const manifest = readManifest();
  const adminFiles = onlyReachedFrom(manifest, ADMIN_FACADE);
  const amplifyFiles = onlyReachedFrom(manifest, AMPLIFY_FACADE);

  test('the build has admin and Amplify chunks to tell apart', () => {
    // Guards the check itself: with nothing classified as admin it would pass vacuously.
    expect(adminFiles).toContain(chunkFile('admin-layout', manifest));
    expect(adminFiles).toContain(chunkFile('analytics', manifest));
    expect(amplifyFiles.size).toBeGreaterThan(0);
  });

  for (const pagePath of [...CONTENT_PAGES, ...SIGN_IN_PAGES]) {
    const formless = FORMLESS_PAGES.includes(pagePath);
    test(`${pagePath} requests no admin chunk${formless ? ' and no valibot' : ''}`, async ({
      page,
      baseURL,
    }) => {
      const scripts = recordScripts(page, new URL(baseURL!).origin);
      const valibotScripts = recordValibotScripts(page, new URL(baseURL!).origin);
      if (SIGN_IN_PAGES.includes(pagePath)) {
        await page.goto(pagePath);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
      } else {
        await browse(page, pagePath);
      }
      const entry = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
      expect(scripts, 'the entry script was not seen: is the manifest from this build?').toContain(
        entry,
      );
      expect(scripts.filter((script) => adminFiles.has(script))).toEqual([]);
      if (CONTENT_PAGES.includes(pagePath)) {
        expect(scripts.filter((script) => amplifyFiles.has(script))).toEqual([]);
      }
      if (formless) expect(await valibotScripts()).toEqual([]);
      // Guards the mark: the sign-in form is checked by valibot, so its scripts must show it.
      if (pagePath === '/login') expect((await valibotScripts()).length).toBeGreaterThan(0);
    });
  }

  test('a signed-in admin does download the admin chunks (the check can see them)', async ({
    page,
    baseURL,
  }) => {
    const scripts = recordScripts(page, new URL(baseURL!).origin);
    await startSignedIn(page, baseURL!, 'admin@example.com');
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: 'Content Management' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => adminFiles.has(script)).length).toBeGreaterThan(0);
  });
});

/** Where the home page's lists (courses, testimonials, team) live. */
const LISTS = 'src/features/public-home/';

test.describe('what a visitor downloads stays within the budgets', () => {
  test('the measurement adds gzipped bytes by kind, names each broken budget and each chunk', () => {
    const weight = weighFiles('/about', [
      { path: '/assets/a.js', kind: 'script', bytes: 300_000, gzip: 100_000 },
      { path: '/assets/b.js', kind: 'script', bytes: 30_000, gzip: 10_001 },
      { path: '/assets/a.css', kind: 'stylesheet', bytes: 90_000, gzip: 20_001 },
    ]);
    expect([weight.jsGzip, weight.cssGzip]).toEqual([110_001, 20_001]);
    expect(weight.files.map((file) => file.path)).toEqual([
      '/assets/a.js',
      '/assets/a.css',
      '/assets/b.js',
    ]);
    expect(overBudget(weight, WEIGHT_BUDGETS.pageJs)).toEqual([
      '/about downloads 110.0 kB of JavaScript gzipped, over its 110.0 kB budget',
      '/about downloads 20.0 kB of CSS gzipped, over the 20.0 kB budget',
    ]);
    expect(overBudget(weight, WEIGHT_BUDGETS.homeJs)).toHaveLength(1);
    // The report names a script's chunk where the manifest knows it.
    expect(describeWeight(weight, new Map([['/assets/b.js', 'team-grid']])).split('\n')).toEqual([
      '/about: JavaScript 110.0 kB, CSS 20.0 kB gzipped, 3 files',
      '     100.0 kB  js   /assets/a.js',
      '      20.0 kB  css  /assets/a.css',
      '      10.0 kB  js   /assets/b.js  (team-grid)',
    ]);
  });

  test('chunk files are named by their hash alone, as the entry lists every one (decision 061)', () => {
    const chunks = Object.values(readManifest()).filter(
      (chunk) => chunk.file.endsWith('.js') && !chunk.isEntry,
    );
    expect(chunks.length).toBeGreaterThan(100);
    const named = chunks
      .map((chunk) => chunk.file)
      .filter((file) => !/^assets\/[\w-]{8}\.js$/.test(file));
    expect(named).toEqual([]);
  });

  for (const { path: pagePath, js } of BUDGETED_PAGES) {
    test(`${pagePath}: JavaScript within ${js / 1000} kB, CSS within ${WEIGHT_BUDGETS.css / 1000} kB`, async ({
      browser,
      baseURL,
    }) => {
      const manifest = readManifest();
      const weight = await measurePageWeight(browser, baseURL!, pagePath);
      console.log(describeWeight(weight, chunkNames(manifest)));
      // Guards the measurement: it saw the entry script and the entry's stylesheet.
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
      const paths = weight.files.map((file) => file.path);
      expect(paths).toContain(`/${entry.file}`);
      expect(paths).toEqual(expect.arrayContaining((entry.css ?? []).map((css) => `/${css}`)));
      if (pagePath === '/') {
        // The lists' code arrives in chunks loaded on demand: they are counted too.
        const lazy = new Set(
          Object.values(manifest)
            .filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith(LISTS))
            .map((chunk) => `/${chunk.file}`),
        );
        expect(paths.filter((file) => lazy.has(file)).length).toBeGreaterThan(0);
      }
      expect(overBudget(weight, js)).toEqual([]);
    });
  }
});
