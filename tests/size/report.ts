/**
 * `npm run size`: builds the site into a temporary folder with its production settings and prints
 * what each public page loads before it is interactive, gzipped, against the budgets. Exits 1 when
 * a budget is broken (the same check runs in `npm test`, tests/size/size-budget.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from './build-site';
import { BUDGETS, TARGETS, budgetBreaches, kB, measureSite, missedTargets } from './site-size';

const outDir = mkdtempSync(path.join(tmpdir(), 'site-size-'));
try {
  await buildSite(outDir);
  const site = measureSite(outDir);
  const rows = site.pages.map((page) => [
    page.path,
    kB(page.jsGzip),
    kB(page.cssGzip),
    String(page.scripts.length),
  ]);
  const header = ['page', 'JS gzip', 'CSS gzip', 'scripts'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');

  console.log('\nWhat each public page loads before it is interactive (entry, its static imports,');
  console.log("the page's route chunk and its imports, what its HTML links), gzipped:\n");
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
  console.log(
    `\nTargets: JavaScript of / ${kB(TARGETS.homeJs)}, its CSS ${kB(TARGETS.homeCss)}, ` +
      `no admin code on any public page, all enforced by npm test (budget for the JavaScript of / ` +
      `${kB(BUDGETS.homeJs)}). ${site.chunkCount} script chunks in all.`,
  );
  const missed = missedTargets(site);
  if (missed.length) console.log(`\nTarget missed:\n${missed.map((m) => `- ${m}`).join('\n')}`);
  const breaches = budgetBreaches(site);
  if (breaches.length) {
    console.log(`\nOver budget:\n${breaches.map((b) => `- ${b}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nWithin the enforced budgets.');
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
