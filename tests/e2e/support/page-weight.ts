import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';

/*
 * What a visitor's browser downloads for a page: every script and stylesheet of the site's own
 * origin, from the first request until the network is idle, lazy chunks included, each body
 * gzipped as CloudFront would send it. The size budgets in size.spec.ts read these figures, and
 * `npm run size` prints them.
 */

/** The issue's budgets, in bytes (1 kB = 1000 bytes), gzipped. */
export const WEIGHT_BUDGETS = {
  /** JavaScript of `/`. */
  homeJs: 130_000,
  /** JavaScript of the content pages, `/about`, `/faq`, `/admission`. */
  pageJs: 110_000,
  /** CSS of every measured page. */
  css: 20_000,
} as const;

/** The pages with a JavaScript budget, and that budget. */
export const BUDGETED_PAGES: ReadonlyArray<{ path: string; js: number }> = [
  { path: '/', js: WEIGHT_BUDGETS.homeJs },
  { path: '/about', js: WEIGHT_BUDGETS.pageJs },
  { path: '/faq', js: WEIGHT_BUDGETS.pageJs },
  { path: '/admission', js: WEIGHT_BUDGETS.pageJs },
];

/** The window the budgets are measured in: a laptop's, where `/` shows its hero and header. */
export const MEASURE_VIEWPORT = { width: 1280, height: 800 } as const;

export interface DownloadedFile {
  /** The path on the site, e.g. `/assets/index-abc.js`. */
  path: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  files: DownloadedFile[];
  jsGzip: number;
  cssGzip: number;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Adds up a page's downloads; split from the browser part so it can be tested on its own. */
export function weighFiles(path: string, files: DownloadedFile[]): PageWeight {
  const sum = (kind: DownloadedFile['kind']) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
  const sorted = [...files].sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
  return { path, files: sorted, jsGzip: sum('script'), cssGzip: sum('stylesheet') };
}

/** The sentences of a page's broken budgets; empty when it is within them. */
export function overBudget(weight: PageWeight, jsBudget: number): string[] {
  const over: string[] = [];
  if (weight.jsGzip > jsBudget) {
    over.push(
      `${weight.path} downloads ${kB(weight.jsGzip)} of JavaScript gzipped, over its ${kB(jsBudget)} budget`,
    );
  }
  if (weight.cssGzip > WEIGHT_BUDGETS.css) {
    over.push(
      `${weight.path} downloads ${kB(weight.cssGzip)} of CSS gzipped, over the ${kB(WEIGHT_BUDGETS.css)} budget`,
    );
  }
  return over;
}

/**
 * A page's figures and its files, largest first, as printed by the size check; each script with
 * its chunk's name where `names` knows it (chunk files are named by their hash alone).
 */
export function describeWeight(weight: PageWeight, names = new Map<string, string>()): string {
  const lines = weight.files.map((file) => {
    const name = names.get(file.path);
    const kind = file.kind === 'script' ? 'js ' : 'css';
    return `    ${kB(file.gzip).padStart(9)}  ${kind}  ${file.path}${name ? `  (${name})` : ''}`;
  });
  return [
    `${weight.path}: JavaScript ${kB(weight.jsGzip)}, CSS ${kB(weight.cssGzip)} gzipped, ${weight.files.length} files`,
    ...lines,
  ].join('\n');
}

/**
 * Resolves once React has taken over the prerendered page (its header carries React's fiber). The app's scripts start after the first paint, so "network idle" alone could come
 * before them on a slow machine.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('#root header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}

/** How long no request may be open for the network to count as idle (Playwright's own figure). */
const QUIET_MS = 500;

/** Follows a page's open requests; `quiet()` resolves once none has been open for QUIET_MS. */
export function trackNetwork(page: Page) {
  let open = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    open += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet() {
      while (open > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(50);
    },
  };
}

/**
 * Scrolls the page to its end a screen at a time, waiting a frame at each, so that every part
 * that loads its code as it nears the screen (the home page's lists) has done so.
 */
export async function scrollThrough(page: Page): Promise<void> {
  // No named helper inside: the benchmarks run this file through tsx, whose helper for function
  // names does not exist in the page.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // A frame, or at most 250 ms: once, a loaded machine's Chromium drew no frame for 40 s.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve));
        setTimeout(resolve, 250);
      });
    }
  });
}

/**
 * Opens the page in a fresh browser context (nothing cached) in the measuring window, waits until
 * it is hydrated, scrolls through it (code that loads near the screen counts too), waits until
 * the network is idle, and weighs every script and stylesheet the site sent.
 */
export async function measurePageWeight(
  browser: Browser,
  baseURL: string,
  pagePath: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL, viewport: MEASURE_VIEWPORT });
  try {
    const page = await context.newPage();
    const origin = new URL(baseURL).origin;
    const reads: Array<Promise<DownloadedFile>> = [];
    const network = trackNetwork(page);
    page.on('response', (response: Response) => {
      const kind = response.request().resourceType();
      const url = new URL(response.url());
      if (url.origin !== origin || (kind !== 'script' && kind !== 'stylesheet')) return;
      reads.push(
        response.body().then((body) => ({
          path: url.pathname,
          kind,
          bytes: body.length,
          gzip: gzipSync(body).length,
        })),
      );
    });
    const response = await page.goto(pagePath);
    if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    // Playwright's networkidle is reached once per load; what scrolling fetched is waited for here.
    await network.quiet();
    return weighFiles(pagePath, await Promise.all(reads));
  } finally {
    await context.close();
  }
}

/** Records the path of every script the page requests (from `origin` only, when given). */
export function recordScripts(page: Page, origin?: string): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((origin === undefined || url.origin === origin) && url.pathname.endsWith('.js')) {
      scripts.push(url.pathname);
    }
  });
  return scripts;
}
