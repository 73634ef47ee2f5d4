#!/usr/bin/env node
// `npm test`: every check and every test runner in turn, then one line of totals.
// Lint and each type check count as one test each; vitest and Playwright report their own counts.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failedBrowserTests, failedVitestTests } from './test-reports.mjs';

const out = path.resolve('.local/test-reports');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The suite has no intentional skips (lint forbids them), so a skipped test is one that did not
// run, e.g. every test of a file whose beforeAll threw: each counts as a failure.
const totals = { passed: 0, failed: 0 };
const failures = [];
const failedTests = [];

function skipped(name, count) {
  if (!count) return;
  totals.failed += count;
  failures.push(`${name} (${count} skipped)`);
}

// Property tests replay the same cases each run; a failure names its seed and path.
const FUZZ_SEED = process.env.FUZZ_SEED || '20261123';
console.log(`property tests: seed ${FUZZ_SEED} (set FUZZ_SEED to replay another)`);
delete process.env.FUZZ_RUNS;
// A reused server would run old code on old data: Playwright must start its own.
delete process.env.E2E_REUSE_SERVER;

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_SEED, ...env },
  });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * The static checks, two at a time: each runs on one core and none writes what another reads.
 * Each one's output is printed whole once it ends, so the lanes do not interleave.
 */
async function checks(list) {
  const queue = [...list];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, command, args] = next;
      const log = path.join(out, `${name.replace(/ /g, '-')}.log`);
      const started = Date.now();
      const ok = await runAsync(command, args, {}, log);
      console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
      console.log(readFileSync(log, 'utf8').trimEnd());
      console.log(
        `=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (ok) totals.passed += 1;
      else {
        totals.failed += 1;
        failures.push(name);
      }
    }
  };
  await Promise.all([lane(), lane()]);
}

function vitest(project) {
  const file = path.join(out, `vitest-${project}.json`);
  const ok = run(`vitest ${project}`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push(`vitest ${project} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  skipped(`vitest ${project}`, report.numPendingTests + (report.numTodoTests ?? 0));
  if (!ok && report.numFailedTests === 0) {
    totals.failed += 1; // a suite that failed to load counts as a failure
    failures.push(`vitest ${project}`);
  } else if (report.numFailedTests > 0) failures.push(`vitest ${project}`);
  // The runner's own output is far above the totals: name each failed test again at the end.
  for (const line of failedVitestTests(report)) failedTests.push(`vitest ${project}: ${line}`);
}

/** True when something already answers on the port (a server left from an earlier run). */
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Runs a command to its end, its output to the terminal or to `logFile`. */
function runAsync(command, args, env, logFile) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : undefined;
    const child = spawn(command, args, {
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: { ...process.env, FUZZ_SEED, ...env },
    });
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** Test files and how many tests each holds, as Playwright lists them. */
function listBrowserTests() {
  const listed = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--list', '--reporter=json'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) {
    // The JSON report names the errors that stopped the listing (a file that fails to load).
    try {
      for (const error of JSON.parse(listed.stdout).errors ?? []) console.log(error.message);
    } catch {
      console.log(listed.stderr);
    }
    return undefined;
  }
  const counts = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) counts[file] = (counts[file] ?? 0) + spec.tests.length;
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of JSON.parse(listed.stdout).suites) walk(suite, suite.file);
  return counts;
}

/**
 * Splits the test files into `count` parts of about the same running time: longest first, each
 * to the part with the least so far. The time of a file comes from tests/e2e/timings.json (seconds
 * measured on an earlier run; a hint, refreshed by `node tests/scripts/e2e-timings.mjs`), or from
 * its number of tests for a file it does not know yet.
 */
function balancedParts(counts, count) {
  const hints = JSON.parse(readFileSync('tests/e2e/timings.json', 'utf8'));
  // Seconds per test over the files the hints know, for the files they do not.
  const known = Object.keys(counts).filter((file) => file in hints);
  const perTest =
    known.reduce((sum, file) => sum + hints[file], 0) /
      known.reduce((sum, file) => sum + counts[file], 0) || 5;
  const files = Object.entries(counts)
    .map(([file, tests]) => ({ file, seconds: hints[file] ?? tests * perTest }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const parts = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const entry of files) {
    const lightest = parts.reduce((min, part) => (part.seconds < min.seconds ? part : min));
    lightest.files.push(entry.file);
    lightest.seconds += entry.seconds;
  }
  return parts.filter((part) => part.files.length > 0);
}

/*
 * The browser tests run in E2E_SHARDS parts at once (2 unless set), each against its own server
 * on its own port and data folder, so no part sees another's data. They spend much of their time
 * waiting on the page, so two parts use the machine's two cores far better than one.
 */
async function playwright() {
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  // One build for every part's server (each would otherwise build the same site at once); first,
  // as some test files read the build's manifest when they are listed.
  if (!run('web build', 'npx', ['tsx', 'infra/local/start.ts', '--build-only'])) {
    totals.failed += 1;
    failures.push('web build');
    return;
  }
  const counts = listBrowserTests();
  if (!counts) {
    totals.failed += 1;
    failures.push('playwright (the tests could not be listed)');
    return;
  }
  const parts = balancedParts(counts, Math.max(1, Number(process.env.E2E_SHARDS ?? 2))).map(
    (part, index) => ({
      ...part,
      index: index + 1,
      port: basePort + index,
      report: path.join(out, `playwright-${index + 1}.json`),
      log: index === 0 ? undefined : path.join(out, `playwright-${index + 1}.log`),
    }),
  );
  for (const { port } of parts) {
    if (!(await portTaken(port))) continue;
    console.log(
      `\n=== playwright: FAILED: port ${port} is already in use, probably by a server left from ` +
        `an earlier run. The browser tests start their own servers on fresh data folders; stop ` +
        `the old one (\`lsof -i :${port}\` names it) or set E2E_PORT to a free range.`,
    );
    totals.failed += 1;
    failures.push(`playwright (port ${port} in use)`);
    return;
  }
  for (const part of parts) {
    console.log(
      `\n=== playwright part ${part.index} (about ${Math.round(part.seconds)} s): ` +
        part.files.join(' '),
    );
  }
  console.log(`=== playwright: ${parts.length} parts at once (part 1 below, the others after it)`);
  const started = Date.now();
  const results = await Promise.all(
    parts.map((part) =>
      runAsync(
        'npx',
        [
          'playwright',
          'test',
          '-c',
          'tests/playwright.config.ts',
          // Each argument is a pattern over the path; anchored, it names exactly one file.
          ...part.files.map((file) => `/${file.replace(/[.]/g, '\\.')}$`),
        ],
        {
          E2E_PORT: String(part.port),
          E2E_OUTPUT_DIR: path.resolve(`test-results/part-${part.index}`),
          PLAYWRIGHT_JSON_OUTPUT_NAME: part.report,
        },
        part.log,
      ),
    ),
  );
  for (const part of parts.filter((p) => p.log)) {
    console.log(`\n=== playwright part ${part.index}:`);
    if (existsSync(part.log)) console.log(readFileSync(part.log, 'utf8'));
  }
  const ok = results.every(Boolean);
  console.log(
    `=== playwright: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  let unexpected = 0;
  for (const part of parts) {
    if (!existsSync(part.report)) {
      totals.failed += 1;
      failures.push(`playwright part ${part.index} (no report)`);
      continue;
    }
    const { stats } = JSON.parse(readFileSync(part.report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    unexpected += stats.unexpected;
    skipped(`playwright part ${part.index}`, stats.skipped);
  }
  if (!ok && unexpected === 0) {
    totals.failed += 1;
    failures.push('playwright');
  } else if (unexpected > 0) failures.push('playwright');
  // The parts' logs are long and interleaved: name each failed test again where the run ends.
  for (const part of parts.filter((p) => existsSync(p.report))) {
    for (const line of failedBrowserTests(JSON.parse(readFileSync(part.report, 'utf8')))) {
      failedTests.push(`playwright part ${part.index}: ${line}`);
    }
  }
}

await checks([
  // Longest first, so the two lanes end at about the same time.
  ['typecheck sst', 'npm', ['run', '--silent', 'typecheck:sst']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
]);
vitest('unit');
vitest('web');
vitest('integration');
vitest('infra');
await playwright();

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const line of failedTests) console.log(`  ✘ ${line}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
