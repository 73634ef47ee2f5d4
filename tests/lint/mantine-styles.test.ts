import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The SPA imports Mantine's stylesheets one by one (the entry only those its first pages use).
 * Their rules share specificity, so the later file wins: Anchor's underline only shows when
 * Anchor.css comes after Text.css, as in Mantine's own styles.css. This keeps the hand-written
 * order to Mantine's.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mantine = path.dirname(
  createRequire(path.join(root, 'web/package.json')).resolve('@mantine/core/styles.css'),
);
const bundle = readFileSync(path.join(mantine, 'styles.css'), 'utf8');

/** The Mantine stylesheets a module imports, in its order. */
function mantineImports(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(
    (match) => match[1]!,
  );
}

/** Where a stylesheet's first rule stands in Mantine's styles.css. */
function placeInBundle(name: string): number {
  const css = readFileSync(path.join(mantine, 'styles', `${name}.css`), 'utf8');
  const firstRule = css.split('\n').find((line) => line.trim() !== '')!;
  const place = bundle.indexOf(firstRule);
  if (place < 0) throw new Error(`${name}.css: its first rule is not in Mantine's styles.css`);
  return place;
}

const sources = readdirSync(path.join(root, 'web/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join('web/src', file))
  .sort();

/** The SPA's modules that import more than one of Mantine's stylesheets. */
const importers = sources.filter((file) => mantineImports(file).length > 1);

/**
 * Where a module's page gets its stylesheets: the entry, the shared style modules
 * (components/*styles.ts), and the modules of its own feature folder (a feature loads as one).
 */
const shared = new Set(
  sources
    .filter((file) => /^web\/src\/(main\.tsx|components\/[\w-]*styles\.ts)$/.test(file))
    .flatMap(mantineImports),
);
const featureOf = (file: string) => /^web\/src\/features\/[\w-]+\//.exec(file)?.[0] ?? file;
const styled = new Set(
  readdirSync(path.join(mantine, 'styles')).map((name) => name.replace(/\.css$/, '')),
);

/** Mantine components a module imports whose stylesheet its page may not load. */
function unstyled(file: string): string[] {
  const named = /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core';/.exec(
    readFileSync(path.join(root, file), 'utf8'),
  );
  const components = (named?.[1] ?? '').split(',').map((name) => name.trim());
  const near = new Set(
    sources.filter((other) => featureOf(other) === featureOf(file)).flatMap(mantineImports),
  );
  return components.filter((name) => styled.has(name) && !shared.has(name) && !near.has(name));
}

describe("Mantine's stylesheets", () => {
  it('are imported by the entry and the form, admin and enrolment modules', () => {
    expect(importers).toEqual(
      expect.arrayContaining(['web/src/main.tsx', 'web/src/components/form-styles.ts']),
    );
    expect(importers.length).toBeGreaterThan(4);
  });

  it.each(importers)('%s imports them in the order of styles.css', (file) => {
    const names = mantineImports(file);
    const inBundleOrder = [...names].sort((a, b) => placeInBundle(a) - placeInBundle(b));
    expect(names).toEqual(inBundleOrder);
  });

  // Another page's lazy chunk may happen to load it, so a missing one showed only sometimes.
  it('are loaded for every Mantine component a page renders', () => {
    const missing = sources.flatMap((file) => unstyled(file).map((name) => `${file}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('puts Text before Anchor in the entry, so an underlined link is underlined', () => {
    const names = mantineImports('web/src/main.tsx');
    expect(names.indexOf('Text')).toBeLessThan(names.indexOf('Anchor'));
  });
});
