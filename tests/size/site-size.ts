/**
 * What each public page of a built site loads before it is interactive, and how much that weighs
 * gzipped, read from Vite's manifest, the chunk → modules map build-site.ts writes, and the page's
 * own HTML (the prerendered pages add modulepreload and stylesheet links of their own).
 *
 * "Up front" for a page is: the entry chunk, everything it imports statically, the page's route
 * chunk (TanStack Router's `?tsr-split=component`, fetched before the page renders) with its
 * static imports, and whatever the page's HTML links. Chunks fetched later (a dialog on first
 * use, the course cards once the list arrives) are not.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MODULES_FILE } from './build-site';

/** The performance issue's targets, in bytes (1 kB = 1000 bytes), gzipped. */
export const TARGETS = { homeJs: 130_000, homeCss: 20_000 } as const;

/** What `npm test` enforces: the targets themselves. */
export const BUDGETS = { homeJs: TARGETS.homeJs, homeCss: TARGETS.homeCss } as const;

/** The public pages, and whether they sign people in (those may use Amplify, nothing else may). */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; signsIn?: boolean }> = [
  { path: '/' },
  { path: '/about' },
  { path: '/faq' },
  { path: '/admission' },
  { path: '/enroll' },
  { path: '/application-status' },
  { path: '/login', signsIn: true },
  { path: '/signup', signsIn: true },
  { path: '/forgot-password', signsIn: true },
];

/**
 * Admin code: the admin features and components, the split-off parts of the admin routes, and
 * the libraries only the admin area uses. The admin route definitions themselves
 * (`web/src/routes/admin/x.tsx` without a query) are not: the router needs the whole route tree
 * up front; what they hold is the sign-in check, their components are split off.
 */
const ADMIN_MODULE = [
  /^web\/src\/features\/admin-/,
  /^web\/src\/components\/admin-/,
  /^web\/src\/routes\/admin[^?]*\?/,
  /node_modules\/(@mantine\/charts|recharts|@mantine\/modals|d3-[^/]+)\//,
];
const AMPLIFY_MODULE = /node_modules\/(aws-amplify|@aws-amplify)\//;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageLoad {
  path: string;
  /** Script files (relative to the build folder) the page loads up front. */
  scripts: string[];
  styles: string[];
  jsGzip: number;
  cssGzip: number;
  /** Admin (or, on pages that do not sign in, Amplify) modules among those scripts, by file. */
  forbidden: Array<{ file: string; modules: string[] }>;
}

export interface SiteSize {
  pages: PageLoad[];
  /** Every script chunk of the build, for context. */
  chunkCount: number;
}

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes).length;
}

/** The chunk keys reachable from `keys` through static imports, the keys included. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0]![0];
}

/** `/` → `src/routes/index.tsx`, `/about` → `src/routes/about.tsx`. */
export function routeSource(pagePath: string): string {
  return `src/routes/${pagePath === '/' ? 'index' : pagePath.slice(1)}.tsx`;
}

/**
 * The route's split chunks needed to render it: the component (and a loader, if split). Error,
 * not-found and pending components load only when shown.
 */
export function routeChunkKeys(manifest: Manifest, pagePath: string): string[] {
  const prefix = `${routeSource(pagePath)}?tsr-split=`;
  return Object.keys(manifest).filter((key) => {
    if (!key.startsWith(prefix)) return false;
    const parts = key.slice(prefix.length).split(/---|,|&/);
    return parts.some((part) => part === 'component' || part === 'loader');
  });
}

/** The scripts and stylesheets an HTML page links (entry script, modulepreloads, stylesheets). */
export function linkedAssets(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1]?.replace(/^\//, '');
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (/\srel="modulepreload"/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) scripts.push(href);
    } else if (/\srel="stylesheet"/.test(tag)) {
      const href = attr(tag, 'href');
      if (href) styles.push(href);
    }
  }
  return { scripts, styles };
}

/** The HTML the server answers a page with: its prerendered file, else the SPA shell. */
function pageHtml(outDir: string, pagePath: string): string {
  const candidates = [
    pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`,
    'spa.html',
    'index.html',
  ];
  const found = candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
  if (!found) throw new Error(`${outDir} has no HTML for ${pagePath}`);
  return readFileSync(found, 'utf8');
}

export function forbiddenModules(modules: readonly string[], signsIn: boolean): string[] {
  return modules.filter(
    (id) =>
      ADMIN_MODULE.some((pattern) => pattern.test(id)) || (!signsIn && AMPLIFY_MODULE.test(id)),
  );
}

export function measurePage(
  outDir: string,
  manifest: Manifest,
  chunkModules: Record<string, string[]>,
  page: { path: string; signsIn?: boolean },
): PageLoad {
  const routeKeys = page.path === '/' ? [] : routeChunkKeys(manifest, page.path);
  if (page.path !== '/' && routeKeys.length === 0) {
    throw new Error(`no split route chunk for ${page.path} (${routeSource(page.path)})`);
  }
  const keys = staticClosure(manifest, [entryKey(manifest), ...routeKeys]);
  const linked = linkedAssets(pageHtml(outDir, page.path));
  const scripts = new Set([...[...keys].map((key) => manifest[key]!.file), ...linked.scripts]);
  const styles = new Set([
    ...[...keys].flatMap((key) => manifest[key]!.css ?? []),
    ...linked.styles,
  ]);
  const bundled = new Set(Object.values(manifest).map((chunk) => chunk.file));
  // A script the HTML links but the bundle did not make (the prerendered pages' small boot
  // script) holds no modules; every bundled chunk must have its list, or the check means nothing.
  const modulesOf = (file: string) => {
    const modules = chunkModules[file];
    if (!modules && bundled.has(file)) {
      throw new Error(`no module list for ${file} in ${MODULES_FILE}`);
    }
    return modules ?? [];
  };
  const forbidden = [...scripts]
    .map((file) => ({ file, modules: forbiddenModules(modulesOf(file), !!page.signsIn) }))
    .filter((entry) => entry.modules.length > 0);
  const size = (file: string) => gzipSize(readFileSync(path.join(outDir, file)));
  return {
    path: page.path,
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    jsGzip: [...scripts].reduce((sum, file) => sum + size(file), 0),
    cssGzip: [...styles].reduce((sum, file) => sum + size(file), 0),
    forbidden,
  };
}

/** Reads a build made by build-site.ts. */
export function measureSite(outDir: string, pages = PUBLIC_PAGES): SiteSize {
  const read = (file: string) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
  const manifest = read('.vite/manifest.json') as Manifest;
  const chunkModules = read(MODULES_FILE) as Record<string, string[]>;
  return {
    pages: pages.map((page) => measurePage(outDir, manifest, chunkModules, page)),
    chunkCount: Object.keys(chunkModules).length,
  };
}

/** The targets a measured site misses (those the budgets do not enforce yet), as sentences. */
export function missedTargets(site: SiteSize): string[] {
  const home = site.pages.find((page) => page.path === '/');
  if (!home) return [];
  return [
    home.jsGzip > TARGETS.homeJs
      ? `JavaScript / loads up front: ${kB(home.jsGzip)} gzipped, over the ${kB(TARGETS.homeJs)} target`
      : '',
    home.cssGzip > TARGETS.homeCss
      ? `CSS / loads up front: ${kB(home.cssGzip)} gzipped, over the ${kB(TARGETS.homeCss)} target`
      : '',
  ].filter(Boolean);
}

/** The budget breaches of a measured site, as sentences; empty when all is well. */
export function budgetBreaches(site: SiteSize): string[] {
  const breaches: string[] = [];
  const home = site.pages.find((page) => page.path === '/');
  if (!home) return ['the home page (/) was not measured'];
  if (home.jsGzip > BUDGETS.homeJs) {
    breaches.push(
      `JavaScript / loads up front: ${kB(home.jsGzip)} gzipped, over the ${kB(BUDGETS.homeJs)} budget`,
    );
  }
  if (home.cssGzip > BUDGETS.homeCss) {
    breaches.push(
      `CSS / loads up front: ${kB(home.cssGzip)} gzipped, over the ${kB(BUDGETS.homeCss)} budget`,
    );
  }
  for (const page of site.pages) {
    for (const { file, modules } of page.forbidden) {
      breaches.push(
        `${page.path} loads ${file}, which holds admin-only code: ${modules.slice(0, 5).join(', ')}` +
          (modules.length > 5 ? ` and ${modules.length - 5} more` : ''),
      );
    }
  }
  return breaches;
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
