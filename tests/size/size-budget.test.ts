import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './build-site';
import {
  BUDGETS,
  PUBLIC_PAGES,
  TARGETS,
  budgetBreaches,
  forbiddenModules,
  kB,
  linkedAssets,
  measureSite,
  missedTargets,
  routeChunkKeys,
  staticClosure,
  type Manifest,
  type PageLoad,
  type SiteSize,
} from './site-size';

/*
 * The performance issue's budgets, checked on a fresh production build of the site (never a
 * stale web/dist): what `/` loads before it is interactive, its CSS, and no admin code on any
 * public page. `npm run size` prints the same figures.
 */

describe('the measurement', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/deep.js' },
    'src/routes/about.tsx?tsr-split=component': {
      file: 'assets/about.js',
      imports: ['_shared.js'],
    },
    'src/routes/about.tsx?tsr-split=notFoundComponent': { file: 'assets/about-404.js' },
    'src/routes/admin.tsx?tsr-split=component': { file: 'assets/admin.js' },
  };

  it('follows static imports to the bottom, each chunk once', () => {
    expect([...staticClosure(manifest, ['index.html', '_shared.js'])]).toEqual([
      'index.html',
      '_shared.js',
      '_deep.js',
    ]);
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow('_missing.js');
  });

  it("takes a route's component chunk, not its error or not-found parts", () => {
    expect(routeChunkKeys(manifest, '/about')).toEqual([
      'src/routes/about.tsx?tsr-split=component',
    ]);
    expect(routeChunkKeys(manifest, '/faq')).toEqual([]);
  });

  it('reads the entry script, module preloads and stylesheets of a page, wherever they sit', () => {
    const html = `<head><script type="module" src="/assets/boot.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index.css">
      <template id="app-scripts"><script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/about.js"></template>
      <link rel="icon" href="/favicon.svg"></head>`;
    expect(linkedAssets(html)).toEqual({
      scripts: ['assets/boot.js', 'assets/index.js', 'assets/about.js'],
      styles: ['assets/index.css'],
    });
  });

  it('calls admin features, admin components, split admin routes and admin libraries admin code', () => {
    const modules = [
      'web/src/features/admin-courses/courses-admin-page.tsx',
      'web/src/components/admin-layout.tsx',
      'web/src/routes/admin/users.tsx?tsr-split=component',
      'node_modules/recharts/es6/chart/BarChart.js',
      'node_modules/@mantine/charts/esm/BarChart/BarChart.mjs',
      // Not admin code: the route definitions the router needs up front, shared components.
      'web/src/routes/admin/users.tsx',
      'web/src/components/notify.ts',
      'web/src/features/public-home/home-page.tsx',
      'node_modules/aws-amplify/dist/esm/auth/index.mjs',
    ];
    expect(forbiddenModules(modules, true)).toEqual(modules.slice(0, 5));
    // Pages that do not sign anyone in must not need Amplify either.
    expect(forbiddenModules(modules, false)).toEqual([...modules.slice(0, 5), modules[8]]);
  });

  it('names the budget and the figure when one is broken', () => {
    const page = (path: string, overrides: Partial<PageLoad> = {}): PageLoad => ({
      path,
      scripts: [],
      styles: [],
      jsGzip: 100_000,
      cssGzip: 10_000,
      forbidden: [],
      ...overrides,
    });
    const within: SiteSize = { pages: [page('/'), page('/about')], chunkCount: 2 };
    expect(budgetBreaches(within)).toEqual([]);
    const over: SiteSize = {
      pages: [
        page('/', { jsGzip: BUDGETS.homeJs + 1, cssGzip: BUDGETS.homeCss + 500 }),
        page('/about', {
          forbidden: [{ file: 'assets/x.js', modules: ['web/src/components/admin-layout.tsx'] }],
        }),
      ],
      chunkCount: 2,
    };
    expect(budgetBreaches(over)).toEqual([
      `JavaScript / loads up front: ${kB(BUDGETS.homeJs + 1)} gzipped, over the ${kB(BUDGETS.homeJs)} budget`,
      `CSS / loads up front: ${kB(BUDGETS.homeCss + 500)} gzipped, over the ${kB(BUDGETS.homeCss)} budget`,
      '/about loads assets/x.js, which holds admin-only code: web/src/components/admin-layout.tsx',
    ]);
  });

  it("reports the issue's targets apart from the budgets", () => {
    const home = (jsGzip: number): SiteSize => ({
      pages: [{ path: '/', scripts: [], styles: [], jsGzip, cssGzip: 10_000, forbidden: [] }],
      chunkCount: 1,
    });
    expect(TARGETS.homeJs).toBe(130_000);
    expect(TARGETS.homeCss).toBe(20_000);
    expect(missedTargets(home(TARGETS.homeJs))).toEqual([]);
    expect(missedTargets(home(135_000))).toEqual([
      'JavaScript / loads up front: 135.0 kB gzipped, over the 130.0 kB target',
    ]);
  });
});

describe('the built site', () => {
  let outDir: string;
  let site: SiteSize;
  const page = (pagePath: string) => site.pages.find((p) => p.path === pagePath)!;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'site-size-'));
    // A process of its own: vitest's environment (VITEST, NODE_ENV=test) would change the build.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV',
      ),
    );
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    await promisify(execFile)(tsx, ['tests/size/build-site.ts', outDir], {
      cwd: repoRoot,
      env,
      maxBuffer: 32 * 1024 * 1024,
    });
    site = measureSite(outDir);
  }, 300_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it(`keeps the JavaScript / loads before it is interactive within ${kB(BUDGETS.homeJs)} gzipped (target ${kB(TARGETS.homeJs)})`, () => {
    const home = page('/');
    expect(
      home.jsGzip,
      `/ loads ${kB(home.jsGzip)} of JavaScript up front (budget ${kB(BUDGETS.homeJs)}): ${home.scripts.join(', ')}`,
    ).toBeLessThanOrEqual(BUDGETS.homeJs);
  });

  it(`keeps the CSS / loads up front within ${kB(BUDGETS.homeCss)} gzipped`, () => {
    const home = page('/');
    expect(
      home.cssGzip,
      `/ loads ${kB(home.cssGzip)} of CSS up front (budget ${kB(BUDGETS.homeCss)}): ${home.styles.join(', ')}`,
    ).toBeLessThanOrEqual(BUDGETS.homeCss);
  });

  it.each(PUBLIC_PAGES.map((p) => p.path))('%s loads no admin code up front', (pagePath) => {
    // Each entry names the chunk and the admin modules in it.
    expect(page(pagePath).forbidden).toEqual([]);
  });

  it('measures what the pages really load', () => {
    const home = page('/');
    // The entry and the home page's sections are there; the split-off admin area is not.
    expect(home.scripts.some((file) => /^assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    expect(home.jsGzip).toBeGreaterThan(50_000);
    expect(home.cssGzip).toBeGreaterThan(5_000);
    // Every other page loads what / loads and its own route chunk on top.
    for (const other of site.pages.filter((p) => p.path !== '/')) {
      const entryScripts = home.scripts.filter((file) => !file.includes('/boot-'));
      expect(other.scripts).toEqual(expect.arrayContaining(entryScripts));
      expect(other.jsGzip).toBeGreaterThan(home.jsGzip);
    }
  });
});
