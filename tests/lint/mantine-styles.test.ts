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

/** The SPA's modules that import more than one of Mantine's stylesheets. */
const importers = readdirSync(path.join(root, 'web/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join('web/src', file))
  .filter((file) => mantineImports(file).length > 1)
  .sort();

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

  it('puts Text before Anchor in the entry, so an underlined link is underlined', () => {
    const names = mantineImports('web/src/main.tsx');
    expect(names.indexOf('Text')).toBeLessThan(names.indexOf('Anchor'));
  });
});
