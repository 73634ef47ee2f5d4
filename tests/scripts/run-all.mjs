#!/usr/bin/env node
// `npm test`: every check and every test runner in turn, then one line of totals.
// Lint and each type check count as one test each; vitest and Playwright report their own counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve('.local/test-reports');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function check(name, command, args) {
  if (run(name, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function vitest(project) {
  const file = path.join(out, `vitest-${project}.json`);
  const ok = run(`vitest ${project}`, 'npx', [
    'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`,
  ]);
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push(`vitest ${project} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (!ok && report.numFailedTests === 0) {
    totals.failed += 1; // a suite that failed to load counts as a failure
    failures.push(`vitest ${project}`);
  } else if (report.numFailedTests > 0) failures.push(`vitest ${project}`);
}

function playwright() {
  const file = path.join(out, 'playwright.json');
  const ok = run('playwright', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push('playwright (no report)');
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (!ok && stats.unexpected === 0) {
    totals.failed += 1;
    failures.push('playwright');
  } else if (stats.unexpected > 0) failures.push('playwright');
}

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('typecheck sst', 'npm', ['run', '--silent', 'typecheck:sst']);
vitest('unit');
vitest('web');
vitest('integration');
vitest('infra');
playwright();

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
