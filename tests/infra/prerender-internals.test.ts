import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths';

/*
 * Prerendering (web/prerender, web/src/main.tsx) leans on three things its libraries do not
 * promise. Each is pinned here with a message that says what broke, so an upgrade fails one
 * named test instead of hydration in the browser (docs/decisions/035).
 */

const read = (file: string) => readFile(join(repoRoot, 'node_modules', file), 'utf8');

describe('what prerendering relies on', () => {
  it('TanStack Router renders the match tree without its root Suspense when router.ssr is set (main.tsx sets it before hydrating)', async () => {
    const matches = await read('@tanstack/react-router/dist/esm/Matches.js');
    const match = await read('@tanstack/react-router/dist/esm/Match.js');
    expect(
      /router\.ssr\s*\?[\s\S]{0,80}MatchesInner/.test(matches) && match.includes('router.ssr'),
      '@tanstack/react-router no longer switches off the root Suspense for router.ssr: hydration of prerendered pages will mismatch. Find its new way in Matches.js and update web/src/main.tsx.',
    ).toBe(true);
  });

  it('the router plugin still names split route chunks ?tsr-split (web/prerender/plugin.ts finds them so)', async () => {
    const constants = await read('@tanstack/router-plugin/dist/esm/core/constants.js');
    expect(
      constants,
      "@tanstack/router-plugin no longer marks split route modules with '?tsr-split': update routeAssets() in web/prerender/plugin.ts.",
    ).toMatch(/tsrSplit\s*=\s*"tsr-split"/);
  });

  it('every Mantine stylesheet imported by hand still exists under that name', async () => {
    const files = (await readdir(join(repoRoot, 'web/src'), { recursive: true }))
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => join(repoRoot, 'web/src', file));
    const imported = new Set<string>();
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const m of text.matchAll(/['"](@mantine\/[\w-]+\/styles\/[\w.-]+\.css)['"]/g)) {
        imported.add(m[1]!);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter((css) => !existsSync(join(repoRoot, 'node_modules', css)));
    expect(
      missing,
      `Mantine no longer ships these stylesheets; the pages that import them lose their styles: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});
