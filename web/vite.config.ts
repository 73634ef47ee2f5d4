import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
            codeSplittingOptions: {
              // `/` stays in the entry chunk: splitting it delayed the first paint.
              splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
            },
          }),
        ]),
    react(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
