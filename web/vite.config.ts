import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { prerender } from './prerender/plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const PLACEHOLDER_ORIGIN = 'https://www.example.org';

/**
 * Sitemaps and robots.txt need absolute addresses; the deployed origin is known only at build
 * time (`SITE_URL`), so the placeholder origin in those public files is replaced after the build.
 */
function siteOrigin(): Plugin {
  let outDir = '';
  return {
    name: 'site-origin',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : `${config.root}/${config.build.outDir}`;
    },
    closeBundle() {
      const origin = process.env.SITE_URL?.replace(/\/+$/, '');
      if (!origin) return;
      // Every page: the prerendered ones carry their own og:url and canonical address.
      const pages = readdirSync(outDir).filter((file) => file.endsWith('.html'));
      for (const file of ['sitemap.xml', 'robots.txt', ...pages]) {
        const path = `${outDir}/${file}`;
        writeFileSync(path, readFileSync(path, 'utf8').replaceAll(PLACEHOLDER_ORIGIN, origin));
      }
    },
  };
}

// Vitest extends this file from the repository root, so every path is absolute.
export default defineConfig({
  plugins: [
    // The route tree is generated at build time; tests import routes directly and skip it.
    ...(process.env.VITEST
      ? []
      : [
          tanstackRouter({
            target: 'react',
            routesDirectory: here('./src/routes'),
            generatedRouteTree: here('./src/routeTree.gen.ts'),
            quoteStyle: 'single',
            autoCodeSplitting: true,
            // `/` is split like every page: it arrives prerendered, and its HTML preloads its
            // chunk, so the other pages do not download the home page's code (decision 049).
          }),
        ]),
    react(),
    // Public pages rendered to HTML after the client build (web/prerender).
    prerender(),
    siteOrigin(),
  ],
  // `sst dev` sets API_PROXY_TARGET to the stage's Router: the SPA on localhost then reaches the
  // live function (and uploaded images) through CloudFront, on its own origin as when deployed.
  ...(process.env.API_PROXY_TARGET
    ? {
        server: {
          proxy: Object.fromEntries(
            ['/api', '/uploads'].map((path) => [
              path,
              { target: process.env.API_PROXY_TARGET, changeOrigin: true },
            ]),
          ),
        },
      }
    : {}),
  build: {
    target: 'es2022',
    // Every browser es2022 targets but Safari 16 knows modulepreload; the polyfill would be 0.4 kB
    // more on every page, for a preload hint at best.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists the file name of every chunk each
        // route may need (about 170), so a name like `use-reduced-motion-` costs every page; this
        // saves 1.0 kB gzipped of the entry. The build's manifest still names each chunk, and the
        // size report prints those names (tests/e2e/support/build-manifest.ts).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically goes into the entry chunk: it all loads
          // before the first page is interactive anyway, and one file gzips ~4% smaller than
          // the dozen shared chunks the bundler would otherwise cut out of it.
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // Mantine's own core (Box, the provider, the styles API), which every Mantine
            // component needs: one chunk rather than a few small ones whose names every page's
            // entry lists among its routes' dependencies.
            {
              name: 'mantine-core',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
            },
            // TanStack Query, which only the admin area uses: one chunk rather than one per
            // module (queryOptions, useQuery, useMutation, …), whose names the entry would
            // otherwise list among the admin routes' dependencies (0.1 kB on every page).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
