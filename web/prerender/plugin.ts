import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { markHeroSlots } from '../../core/src/home/hero-page.ts';
import { criticalCss } from './critical-css.ts';
import { BOOT_SCRIPT, pageHtml, shellHtml } from './html.ts';
import { PRELOADED_LAZY_MODULES, PRERENDERED_PATHS, SPA_SHELL, pageFile } from './pages.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: { title: string; description: string } }>;
}

/** Vite records the CSS files a chunk imports on the chunk. */
function importedCss(chunk: OutputChunk): string[] {
  return [...(chunk.viteMetadata?.importedCss ?? [])];
}

/** The chunk and every chunk it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return seen;
}

/**
 * The scripts and stylesheets a page needs beyond the entry: its route's split chunk
 * (`routes/about.tsx?tsr-split=…`) and what that imports. `/` stays in the entry chunk. A module
 * the route loads lazily but will surely run (`preloadLazy`, absolute paths) is fetched with the
 * page too, with what it imports: only its evaluation waits.
 */
export function routeAssets(
  bundle: OutputBundle,
  routesDir: string,
  pagePath: string,
  preloadLazy: readonly string[] = [],
) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('prerender: the client build has no entry chunk');
  const inEntry = staticClosure(bundle, entry);
  const routeFile = path.join(
    routesDir,
    pagePath === '/' ? 'index.tsx' : `${pagePath.slice(1)}.tsx`,
  );
  const routeChunks = chunks.filter(
    (c) =>
      (c.facadeModuleId?.startsWith(`${routeFile}?tsr-split`) ||
        preloadLazy.includes(c.facadeModuleId ?? '')) &&
      !inEntry.has(c.fileName),
  );
  const lazyFound = routeChunks.filter((c) => preloadLazy.includes(c.facadeModuleId ?? ''));
  if (lazyFound.length !== preloadLazy.length) {
    throw new Error(`prerender: ${pagePath} preloads ${preloadLazy.join(', ')}, not all chunks`);
  }
  const scripts = new Set<string>();
  for (const chunk of routeChunks) {
    for (const file of staticClosure(bundle, chunk)) if (!inEntry.has(file)) scripts.add(file);
  }
  const entryCss = new Set(
    [...inEntry].flatMap((file) => importedCss(bundle[file] as OutputChunk)),
  );
  const styles = new Set(
    [...scripts]
      .flatMap((file) => importedCss(bundle[file] as OutputChunk))
      .filter((css) => !entryCss.has(css)),
  );
  return {
    modulePreloads: [...scripts].map((file) => `/${file}`),
    stylesheets: [...styles].map((file) => `/${file}`),
  };
}

/**
 * Prerenders the public pages after the client build: builds web/src/entry-server.tsx for Node
 * (into a temporary folder beside node_modules, so its imports resolve), renders each page and
 * writes `<outDir>/<page>.html`, plus `spa.html`, the unrendered shell for every other path.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? path.dirname(output.file ?? '');
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await writeFile(path.join(outDir, SPA_SHELL), shellHtml(template));
      // Minified like the app's own scripts: every page downloads it.
      const { minify } = await import('vite');
      const bootCode = (await minify('boot.js', BOOT_SCRIPT, { module: true })).code;
      const hash = createHash('sha256').update(bootCode).digest('base64url').slice(0, 8);
      const bootScript = `/${config.build.assetsDir}/boot-${hash}.js`;
      await writeFile(path.join(outDir, bootScript), bootCode);

      const root = config.root;
      const serverDir = path.join(root, 'node_modules', `.prerender-${process.pid}-${Date.now()}`);
      try {
        const { build } = await import('vite');
        await build({
          configFile: false,
          root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: path.join(root, 'src/entry-server.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
          },
        });
        const server = (await import(
          pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href
        )) as ServerEntry;

        for (const pagePath of PRERENDERED_PATHS) {
          const { html, head } = await server.render(pagePath);
          const assets = routeAssets(
            bundle,
            path.join(root, 'src/routes'),
            pagePath,
            (PRELOADED_LAZY_MODULES[pagePath] ?? []).map((file) => path.join(root, file)),
          );
          const page = { template, path: pagePath, markup: html, ...head, ...assets, bootScript };
          // The rules the markup uses, found in the page as it would be with linked stylesheets.
          const critical = await criticalCss(pageHtml(page), outDir);
          const written = pageHtml({ ...page, criticalCss: critical });
          // `/` is served with the hero staff uploaded put in these slots (decision 054).
          await writeFile(
            path.join(outDir, pageFile(pagePath)),
            pagePath === '/' ? markHeroSlots(written) : written,
          );
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
