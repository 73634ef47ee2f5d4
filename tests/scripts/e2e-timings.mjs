#!/usr/bin/env node
// Writes tests/e2e/timings.json: the seconds each browser test file took in the last `npm test`
// (from its Playwright reports). npm test reads it only to split the files into parts of about
// the same length; a stale or missing entry makes the parts uneven, never a test wrong.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve(process.argv[2] ?? '.local/test-reports');
const files = existsSync(reports)
  ? readdirSync(reports).filter((name) => /^playwright.*\.json$/.test(name))
  : [];
if (files.length === 0) {
  console.error(`e2e-timings: no Playwright report in ${reports}; run npm test first`);
  process.exit(1);
}

const seconds = {};
const walk = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
  for (const child of suite.suites ?? []) walk(child, file);
};
for (const name of files) {
  const report = JSON.parse(readFileSync(path.join(reports, name), 'utf8'));
  for (const suite of report.suites) walk(suite, suite.file);
}

const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, total]) => [file, Math.round(total)]),
);
writeFileSync('tests/e2e/timings.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e-timings: ${Object.keys(sorted).length} files written to tests/e2e/timings.json`);
