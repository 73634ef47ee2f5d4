/**
 * What bringing `/` to life costs the main thread (`npm run bench:hydration`): Chromium with the
 * CPU slowed 4x (Lighthouse's mobile setting), a fresh context per run, from navigation until the
 * network is idle, for
 *   1. the site as `npm start` serves it (prerendered, then hydrated, lists filled from the API),
 *   2. a static copy: the same prerendered HTML without its scripts, its styles and files served
 *      alike, which is what the page costs with no JavaScript at all.
 * Chromium's own counters give main-thread busy time (every task: parsing, style, layout, paint
 * and script) and the script time within it. A static page runs no script, so the ratio is taken
 * on main-thread time: goal <= 3x. Runs alternate between the two; medians of 5.
 * The home page's lists render as they near the screen, so a visitor who stays at the top does
 * not pay for them; `--scroll` measures a visitor who scrolls through the whole page instead
 * (both copies are scrolled alike, until the lists have rendered and the network is quiet).
 * Options: --runs N (5), --page / (any prerendered page), --scroll. Chromium from CHROME_PATH.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startLocalStack } from '../../infra/local/stack';
import { buildWeb, webBuildIsStale } from '../../infra/local/web-build';
import { PRERENDERED_PATHS, pageFile } from '../../web/prerender/pages';
import { median } from './lighthouse-report';
import { scrollThrough, trackNetwork, waitForHydration } from '../e2e/support/page-weight';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = fileURLToPath(new URL('../../', import.meta.url));
const GOAL = 3;
const CPU_SLOWDOWN = 4;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const runs = Number(option('runs', '5'));
const page = option('page', '/');
const scroll = process.argv.includes('--scroll');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
if (!(PRERENDERED_PATHS as readonly string[]).includes(page)) {
  throw new Error(`--page: ${page} is not a prerendered page (${PRERENDERED_PATHS.join(', ')})`);
}

/** The prerendered page without its scripts; the inert template of the app's files stays inert. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Serves the static copy at the page's path and the build's files beside it, gzipped. */
async function startStaticCopy(webDist: string, html: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      const isPage = urlPath === page;
      const body = isPage ? Buffer.from(html) : await readFile(path.join(webDist, urlPath));
      const type = isPage
        ? 'text/html; charset=utf-8'
        : (TYPES[path.extname(urlPath)] ?? 'application/octet-stream');
      res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' });
      res.end(gzipSync(body));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface Cost {
  /** Main-thread busy time, ms. */
  mainThread: number;
  /** Script run on the main thread, ms. */
  script: number;
}

async function measure(browser: Browser, url: string, hydrates: boolean): Promise<Cost> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    const network = trackNetwork(tab);
    await tab.goto(url);
    if (hydrates) await waitForHydration(tab);
    await tab.waitForLoadState('networkidle');
    if (scroll) {
      await scrollThrough(tab);
      if (hydrates) await tab.locator('[data-skeleton]').first().waitFor({ state: 'detached' });
      await network.quiet();
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { mainThread: value('TaskDuration'), script: value('ScriptDuration') };
  } finally {
    await context.close();
  }
}

const webDist = path.resolve(root, process.env.LOCAL_WEB_DIST ?? 'web/dist');
if (webBuildIsStale(root, webDist)) {
  console.log('Building the site...');
  await buildWeb(root, webDist);
}
const html = withoutScripts(await readFile(path.join(webDist, pageFile(page)), 'utf8'));
const stack = await startLocalStack({ webDist });
const copy = await startStaticCopy(webDist, html);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
});

try {
  const copyUrl = `http://127.0.0.1:${(copy.address() as AddressInfo).port}${page}`;
  const site: Cost[] = [];
  const staticCopy: Cost[] = [];
  console.log(
    `${page}${scroll ? ', scrolled through' : ''}: ${runs} run(s) each, CPU ${CPU_SLOWDOWN}x slower, Node ${process.version}`,
  );
  for (let run = 1; run <= runs; run++) {
    site.push(await measure(browser, `${stack.url}${page}`, true));
    staticCopy.push(await measure(browser, copyUrl, false));
    const [a, b] = [site.at(-1)!, staticCopy.at(-1)!];
    console.log(
      `run ${run}: site ${Math.round(a.mainThread)} ms (script ${Math.round(a.script)} ms), ` +
        `static copy ${Math.round(b.mainThread)} ms (script ${Math.round(b.script)} ms)`,
    );
  }
  const med = (costs: Cost[], key: keyof Cost) => median(costs.map((cost) => cost[key]));
  const ratio = med(site, 'mainThread') / med(staticCopy, 'mainThread');
  console.log(`\nMedians of ${runs}:\n`);
  console.log('| variant | main-thread time | of it script |');
  console.log('|---|---|---|');
  console.log(
    `| site (hydrated) | ${Math.round(med(site, 'mainThread'))} ms | ${Math.round(med(site, 'script'))} ms |`,
  );
  console.log(
    `| static copy (no scripts) | ${Math.round(med(staticCopy, 'mainThread'))} ms | ${Math.round(med(staticCopy, 'script'))} ms |`,
  );
  console.log(
    `\n${ratio <= GOAL ? 'PASS' : 'FAIL'}  main-thread time ${ratio.toFixed(2)}x the static copy's (goal ≤ ${GOAL}x)`,
  );
} finally {
  await browser.close();
  copy.close();
  await stack.stop();
}
