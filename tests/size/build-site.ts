/**
 * Builds the site with its production settings (web/vite.config.ts, prerender included) into a
 * folder of its own, with Vite's manifest and, beside it, which source modules ended up in which
 * chunk (`MODULES_FILE`), so the size check never reads a stale web/dist.
 *
 *   npx tsx tests/size/build-site.ts <outDir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Chunk file name → the ids of the modules in it, relative to the repository root. */
export const MODULES_FILE = '.vite/chunk-modules.json';

/** Records each chunk's modules; observes the bundle, changes nothing in it. */
function chunkModules(outDir: string): Plugin {
  return {
    name: 'size-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.keys(output.modules).map((id) =>
          id.startsWith(repoRoot) ? path.relative(repoRoot, id) : id,
        );
      }
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, MODULES_FILE), JSON.stringify(chunks));
    },
  };
}

export async function buildSite(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: path.join(repoRoot, 'web/vite.config.ts'),
    root: path.join(repoRoot, 'web'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [chunkModules(outDir)],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: tsx tests/size/build-site.ts <outDir>');
    process.exit(2);
  }
  await buildSite(path.resolve(outDir));
}
