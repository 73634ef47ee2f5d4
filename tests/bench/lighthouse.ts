/**
 * Lighthouse on the public pages (`npm run bench:lighthouse`), default mobile profile, against the
 * production server `npm start` runs (the local stack on a free port, table in memory). Per page,
 * the median of each figure over the runs, for three variants served side by side:
 *   1. the site as built (prerendered page, hydrated),
 *   2. a plain static baseline: the same prerendered HTML without scripts and styles, from a tiny
 *      static server, for the LCP ratio site / baseline,
 *   3. the site without prerendering: the same build, but every page served the plain SPA shell.
 * Runs are interleaved (site, baseline, shell, then again) so a busy machine weighs on all three
 * alike. Prints a markdown table and PASS/FAIL per budget, and writes JSON under .local/bench/.
 * Options: --runs N (5), --pages /,/about,/faq. Chromium from CHROME_PATH (/usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import { startLocalStack } from '../../infra/local/stack';
import { startLocalServer } from '../../infra/local/server';
import { buildWeb, webBuildIsStale } from '../../infra/local/web-build';
import { PRERENDERED_PATHS, SPA_SHELL, pageFile } from '../../web/prerender/pages';
import {
  budgetLines,
  markdownTable,
  medianFigures,
  staticBaseline,
  type PageResult,
  type RunFigures,
  type Variant,
} from './lighthouse-report';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = fileURLToPath(new URL('../../', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  // Quiet background work that would otherwise land inside the measurement.
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--mute-audio',
];

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const runs = Number(option('runs', '5'));
const pages = option('pages', '/,/enroll,/about,/faq,/admission').split(',');
for (const page of pages) {
  if (!(PRERENDERED_PATHS as readonly string[]).includes(page)) {
    throw new Error(`--pages: ${page} is not a prerendered page (${PRERENDERED_PATHS.join(', ')})`);
  }
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');

/** Chromium with a fresh profile and a DevTools port, as chrome-launcher would start it. */
async function launchChromium() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    chromePath,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      if (text.length > 100_000) return;
      text += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${text}`));
    });
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes can still be writing its cache as the main one exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? undefined : Math.round(value * 100);
};
const metric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  return value;
};

/** The first elements an audit found at fault, so a finding says where to look. */
function failingNodes(details: unknown): string {
  const items = (details as { items?: Array<{ node?: { selector?: string } }> } | undefined)?.items;
  const selectors = (items ?? []).flatMap((item) => item.node?.selector ?? []).slice(0, 3);
  return selectors.length > 0 ? ` at ${selectors.join(', ')}` : '';
}

/** Audits of the non-performance categories that did not get full marks. */
function findingsOf(lhr: Result): string[] {
  const found: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) {
        found.push(
          `${id}: ${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})` +
            failingNodes(audit.details),
        );
      }
    }
  }
  return found;
}

async function measure(url: string, full: boolean): Promise<{ figures: RunFigures; lhr: Result }> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: full
        ? ['performance', 'accessibility', 'best-practices', 'seo']
        : ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      lhr,
      figures: {
        performance: score(lhr, 'performance') ?? 0,
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        lcp: metric(lhr, 'largest-contentful-paint'),
        fcp: metric(lhr, 'first-contentful-paint'),
        cls: metric(lhr, 'cumulative-layout-shift'),
        tbt: metric(lhr, 'total-blocking-time'),
      },
    };
  } finally {
    await chromium.close();
  }
}

/**
 * Lighthouse sometimes fails to record a load on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run is tried once more rather than ending a benchmark of many minutes.
 */
async function measureWithRetry(url: string, full: boolean) {
  try {
    return await measure(url, full);
  } catch (error) {
    if (!/\bNO_(NAVSTART|FCP)\b/.test(String(error))) throw error;
    console.log(`${url}: ${String(error).split('\n')[0]}; trying that run again`);
    return measure(url, full);
  }
}

/** A tiny static server for the baseline pages: `/about` → about.html, gzip like the site. */
async function startStaticServer(dir: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      const body = await readFile(path.join(dir, pageFile(urlPath)));
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(body) : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const address = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const webDist = path.resolve(root, process.env.LOCAL_WEB_DIST ?? 'web/dist');
if (webBuildIsStale(root, webDist)) {
  console.log('Building the site...');
  await buildWeb(root, webDist);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-bench-'));
const spaDist = path.join(work, 'spa');
const baselineDir = path.join(work, 'baseline');
await cp(webDist, spaDist, { recursive: true });
await mkdir(baselineDir);
const shell = await readFile(path.join(webDist, SPA_SHELL), 'utf8');
for (const page of PRERENDERED_PATHS) {
  const file = pageFile(page);
  await writeFile(path.join(spaDist, file), shell);
  await writeFile(
    path.join(baselineDir, file),
    staticBaseline(await readFile(path.join(webDist, file), 'utf8')),
  );
}

const stack = await startLocalStack({ webDist });
const spaServer = await startLocalServer({
  port: 0,
  deps: stack.deps,
  cognitoEndpoint: stack.cognitoEndpoint,
  webDist: spaDist,
});
const baselineServer = await startStaticServer(baselineDir);
const origins: Record<Variant, string> = {
  site: stack.url,
  baseline: address(baselineServer),
  spa: address(spaServer as Server),
};

try {
  console.log(
    `Lighthouse ${runs} run(s) per page and variant, mobile profile, Node ${process.version}\n`,
  );
  const results: PageResult[] = [];
  for (const page of pages) {
    const byVariant: PageResult['runs'] = { site: [], baseline: [], spa: [] };
    const findings = new Set<string>();
    for (let run = 1; run <= runs; run++) {
      for (const variant of ['site', 'baseline', 'spa'] as const) {
        const { figures, lhr } = await measureWithRetry(
          `${origins[variant]}${page}`,
          variant === 'site',
        );
        byVariant[variant].push(figures);
        if (variant === 'site') findingsOf(lhr).forEach((f) => findings.add(f));
        console.log(
          `${page} ${variant.padEnd(8)} run ${run}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`,
        );
      }
    }
    results.push({
      path: page,
      site: medianFigures(byVariant.site),
      baseline: medianFigures(byVariant.baseline),
      spa: medianFigures(byVariant.spa),
      runs: byVariant,
      findings: [...findings],
    });
  }

  const table = markdownTable(results);
  const budgets = budgetLines(results);
  console.log(`\nMedians of ${runs} run(s):\n\n${table}\n`);
  console.log(budgets.lines.join('\n'));
  for (const result of results) {
    for (const finding of result.findings) console.log(`  ${result.path}: ${finding}`);
  }
  console.log(`\n${budgets.total - budgets.failed} of ${budgets.total} budgets met`);

  const outDir = path.join(root, '.local/bench');
  await mkdir(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outFile = path.join(outDir, `lighthouse-${stamp}.json`);
  await writeFile(
    outFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        runs,
        cpus: os.cpus().length,
        loadavg: os.loadavg(),
        pages: results,
        budgets: budgets.lines,
        table,
      },
      null,
      2,
    ),
  );
  console.log(`Written to ${path.relative(root, outFile)}`);
} finally {
  baselineServer.close();
  spaServer.close();
  await stack.stop();
  await rm(work, { recursive: true, force: true });
}
