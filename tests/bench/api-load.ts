/**
 * API load on loopback (`npm run bench:api`): 50 connections for 20 s each against
 *   1. GET /api/public/home (one Query on the published index, kept a few seconds in memory),
 *      the same with If-None-Match (a 304 revalidation), and the same route with its in-process
 *      cache off (every request runs the Query and serialises the answer),
 *   2. the naive baseline (one request per list, a Scan each), and
 *   3. POST /api/applications (a new id per request).
 *      The goal: 462 req/s, 3x the 154 of the synchronous e-mail, with p99 <= 150 ms (e-mail now
 *      goes through the mail queue),
 *      three times after an unreported warm-up run, reporting the median run.
 * The API is the local stack's, in this process. What AWS runs beside the function (the table in
 * dynalite, in memory, and the mail queue's consumer, a function of its own on AWS) runs in a
 * process of its own, and the load comes from a worker thread, so the figures are the API's own
 * work. Options: --duration S, --connections N, --only home|post.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon, { type Result } from 'autocannon';
import { Hono } from 'hono';
import { createBodyCache, type BodyCache } from '@institute/core/home/cache';
import { getPublicHome } from '@institute/core/home/service';
import { publicRoutes } from '../../functions/src/routes/public';
import { startLocalStack } from '../../infra/local/stack';
import { NAIVE_LISTS, naiveHomeApp } from './naive-home';
import { validApplication } from '../support/applications';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const duration = option('duration', 20);
const connections = option('connections', 50);
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const POST_RUNS = 3;
const POST_GOAL = { reqPerSecond: 462, p99Ms: 150 };

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function summary(name: string, r: Result, requestsPerLoad = 1) {
  return {
    name,
    'req/s': Math.round(r.requests.average),
    'home loads/s': Math.round(r.requests.average / requestsPerLoad),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    // A 304 is the revalidation working, not a failure.
    errors: r.errors + r['4xx'] + r['5xx'],
  };
}

/** What AWS runs beside the function (aws-side-process.ts): the table and the mail consumer. */
async function startAwsSide() {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(new URL('./aws-side-process.ts', import.meta.url))],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const [{ endpoint }] = (await once(child, 'message')) as [{ endpoint: string }];
  return {
    endpoint,
    child,
    consume: (queueDir: string, outboxDir: string) =>
      child.send({ consume: { queueDir, outboxDir } }),
    /** Resolves once the consumer has handled every job due. */
    async settled() {
      const answer = once(child, 'message');
      child.send({ settle: true });
      await answer;
    },
  };
}

const awsSide = await startAwsSide();
// Limits high enough that the submission run measures the API, not the rate limiter.
const stack = await startLocalStack({
  rateLimits: { applicationsPerWindow: 1_000_000, windowSeconds: 600 },
  dynamoEndpoint: awsSide.endpoint,
  mailConsumer: false,
});
awsSide.consume(stack.config.local!.mailQueueDir, stack.config.local!.outboxDir);
const naive = serve({ fetch: naiveHomeApp(stack.deps.db).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => naive.once('listening', resolve));
const naiveUrl = `http://127.0.0.1:${(naive.address() as AddressInfo).port}`;

/** The home route's cache, switched off: each request starts a load of its own. */
function uncachedHome(): BodyCache {
  const cache = createBodyCache(async () => ({ value: await getPublicHome(stack.deps.db) }));
  return {
    get: () => {
      cache.invalidate();
      return cache.get();
    },
    invalidate: () => cache.invalidate(),
  };
}
// The same public routes the API mounts, on a server of their own, over the same table.
const uncached = serve({
  fetch: new Hono().route('/api/public', publicRoutes(stack.deps, uncachedHome())).fetch,
  port: 0,
  hostname: '127.0.0.1',
});
await new Promise((resolve) => uncached.once('listening', resolve));
const uncachedUrl = `http://127.0.0.1:${(uncached.address() as AddressInfo).port}`;

async function benchHome() {
  const home = await run({ url: `${stack.url}/api/public/home` });
  const etag = (await fetch(`${stack.url}/api/public/home`)).headers.get('etag') ?? '';
  const revalidate = await run({
    url: `${stack.url}/api/public/home`,
    headers: { 'if-none-match': etag },
  });
  const cacheOff = await run({ url: `${uncachedUrl}/api/public/home` });
  const baseline = await run({
    url: naiveUrl,
    requests: NAIVE_LISTS.map((list) => ({ method: 'GET', path: `/naive/${list}` })),
  });
  const rows = [
    summary('GET /api/public/home', home),
    summary('GET /api/public/home, cache off (one Query each)', cacheOff),
    summary(`naive: ${NAIVE_LISTS.length} requests, a Scan each`, baseline, NAIVE_LISTS.length),
    summary('GET /api/public/home, If-None-Match (304)', revalidate),
  ];
  console.table(rows);
  const naiveLoads = Math.max(1, rows[2]!['home loads/s']);
  const ratio = rows[0]!['home loads/s'] / naiveLoads;
  console.log(`Home loads per second, one Query vs the naive baseline: ${ratio.toFixed(1)}x`);
  console.log(
    `The same with the in-process cache off (the Query itself): ${(rows[1]!['home loads/s'] / naiveLoads).toFixed(1)}x`,
  );
  console.log(
    `Home p99: ${home.latency.p99} ms (budget 50 ms): ${home.latency.p99 <= 50 ? 'within' : 'OVER'}`,
  );
}

async function benchSubmissions() {
  // The load comes from a worker thread, so the client's own work does not count against the
  // server it measures (the server, its table stand-in and the mail worker share this thread).
  process.env.BENCH_APPLICATION = JSON.stringify(validApplication());
  const runs: Result[] = [];
  // An unreported first run warms the JIT and the table, which made run 1 the slowest every time.
  for (let i = -1; i < POST_RUNS; i += 1) {
    const result = await run({
      url: `${stack.url}/api/applications`,
      workers: 1,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: fileURLToPath(new URL('./new-application-request.cjs', import.meta.url)),
        },
      ],
      ...(i < 0 ? { duration: Math.min(5, duration) } : {}),
    } as autocannon.Options);
    if (i >= 0) runs.push(result);
    // The queued e-mails of this run are sent before the next run starts, so each run measures
    // the requests and not the backlog of the one before.
    await awsSide.settled();
  }
  console.table(runs.map((r, i) => summary(`POST /api/applications, run ${i + 1}`, r)));
  const median = [...runs].sort((a, b) => a.requests.average - b.requests.average)[1]!;
  const reqPerSecond = Math.round(median.requests.average);
  const within = reqPerSecond >= POST_GOAL.reqPerSecond && median.latency.p99 <= POST_GOAL.p99Ms;
  console.log(
    `POST median run: ${reqPerSecond} req/s, p99 ${median.latency.p99} ms (goal >= ${POST_GOAL.reqPerSecond} req/s, p99 <= ${POST_GOAL.p99Ms} ms): ${within ? 'met' : 'NOT met'}`,
  );
}

try {
  console.log(`${connections} connections, ${duration} s each, Node ${process.version}\n`);
  if (only !== 'post') await benchHome();
  if (only !== 'home') await benchSubmissions();
} finally {
  naive.close();
  uncached.close();
  // The consumer first: it would report the queue folder the stack removes as an error.
  awsSide.child.kill();
  await stack.stop();
}
