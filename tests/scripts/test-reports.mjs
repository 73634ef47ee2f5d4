// What `npm test` prints above its totals about each failed test, read from the runners' JSON
// reports: their own output is long and far above the last line.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** An error's first lines, without its stack: what was expected and what was found, on one line. */
export function firstLines(message = 'no error message') {
  return stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, 4)
    .join(' | ');
}

/** "file title: the error's first lines" for each failed test of a vitest JSON report. */
export function failedVitestTests(report, root = process.cwd()) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        lines.push(`${where} ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
      }
    }
    // A file that failed to load has no tests to name; its message says why.
    if (file.status === 'failed' && !file.assertionResults?.length) {
      lines.push(`${where}: ${firstLines(file.message)}`);
    }
  }
  return lines;
}

/** "file:line title: the error's first lines" for each failed test of a Playwright JSON report. */
export function failedBrowserTests(report) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        lines.push(
          `${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}: ${firstLines(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    lines.push(`outside any test: ${firstLines(error.message)}`);
  }
  return lines;
}
