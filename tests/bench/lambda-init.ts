/**
 * The API's Lambda artefact (`npm run bench:lambda`): its size, and its cold-init time, measured
 * by importing the bundle in a fresh Node process (what a Lambda cold start does before the first
 * request), median of 10. Budgets: size ≤ 1 MB, init ≤ 150 ms.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_LIMIT_BYTES, bundleApi } from '../../functions/scripts/bundle';

const RUNS = 10;
const INIT_BUDGET_MS = 150;

// The configuration a deployed stage gives the function (read when the module loads).
const STAGE_ENV = {
  TABLE_NAME: 'bench-table',
  USER_POOL_ID: 'us-east-1_BenchPool1',
  USER_POOL_CLIENT_ID: 'benchclient',
  UPLOADS_BUCKET: 'institute-uploads-test',
  MAIL_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/MailQueue',
  MAIL_DEAD_LETTER_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/MailDeadLetters',
  MAIL_FROM: 'no-reply@example.org',
  AWS_REGION: 'us-east-1',
};

// Runs in the fresh process: time from just before the import until the handler exists.
const probe = (file: string) => `
const started = performance.now();
const module = await import(${JSON.stringify(pathToFileURL(file).href)});
if (typeof module.handler !== 'function') throw new Error('no handler');
process.stdout.write(String(performance.now() - started));
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'lambda-bench-'));
try {
  const { outfile, bytes } = await bundleApi(path.join(dir, 'lambda.mjs'));
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe(outfile)], {
      env: { PATH: process.env.PATH, ...STAGE_ENV },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
    timings.push(Number(result.stdout));
  }
  const init = median(timings);
  const kib = bytes / 1024;
  console.log(`Node ${process.version}, ${RUNS} fresh processes\n`);
  console.table([
    {
      'bundle KiB': Number(kib.toFixed(1)),
      'init median ms': Number(init.toFixed(1)),
      'init min ms': Number(Math.min(...timings).toFixed(1)),
      'init max ms': Number(Math.max(...timings).toFixed(1)),
    },
  ]);
  console.log(
    `Size ${kib.toFixed(1)} KiB (budget 1024 KiB): ${bytes <= BUNDLE_LIMIT_BYTES ? 'within' : 'OVER'}`,
  );
  console.log(
    `Init ${init.toFixed(1)} ms (budget ${INIT_BUDGET_MS} ms): ${init <= INIT_BUDGET_MS ? 'within' : 'OVER'}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
