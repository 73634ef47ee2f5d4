import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { failedBrowserTests, failedVitestTests } from '../scripts/test-reports.mjs';

/*
 * `npm test` names each failed test again above its totals, read from the runners' own JSON
 * reports: here, of real runs over a fixture that fails on purpose.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'fixtures/failing-run');
const bin = (name: string) => path.join(here, '../../node_modules/.bin', name);
const reportFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'test-reports-')), 'r.json');

/** Runs a runner's own binary in the fixture's folder (npx would run it in the workspace's). */
function run([name, ...args]: string[], env: Record<string, string> = {}) {
  const ran = spawnSync(bin(name!), args, {
    cwd: fixture,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  expect(ran.status, ran.stdout + ran.stderr).toBe(1);
}

describe('the failed tests named above the totals', () => {
  it('of vitest: each failed test with its message, and a file that did not load', () => {
    const file = reportFile();
    run(['vitest', 'run', '--root', fixture, '--reporter=json', `--outputFile.json=${file}`]);
    const lines = failedVitestTests(JSON.parse(readFileSync(file, 'utf8')), fixture);
    expect(lines.sort()).toEqual([
      'broken.check.ts: this file cannot load',
      'sums.check.ts sums is wrong on purpose: AssertionError: expected 2 to be 3 // Object.is equality',
    ]);
  }, 60_000);

  it('of Playwright: each failed test with its place and the first lines of its error', () => {
    const file = reportFile();
    run(
      ['playwright', 'test', '-c', path.join(fixture, 'playwright.config.mjs'), '--reporter=json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    const [line, ...more] = failedBrowserTests(JSON.parse(readFileSync(file, 'utf8')));
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^sums\.pw\.ts:5 sums › is wrong on purpose: Error: expect\(received\)\.toBe\(expected\).* \| Expected: 3 \| Received: 2$/,
    );
  }, 60_000);
});
