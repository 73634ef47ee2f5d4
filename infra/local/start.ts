/**
 * `npm start`: the whole site on one machine with no AWS account. `npm run dev` (--dev) is the
 * same stack behind Vite's dev server, for hot reload.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOCAL_ACCOUNTS,
  LOCAL_CODE,
  LOCAL_COGNITO_PATH,
  LOCAL_PASSWORD,
  LOCAL_WEB_ENV,
} from './constants';
import { retentionService } from '@institute/core/application/retention';
import { sweepAllTrash } from '@institute/core/trash/sweep';
import { describeRetention } from './retention';
import { startLocalStack, type LocalStack } from './stack';
import { buildWeb, webBuildIsStale } from './web-build';

// The SDK's notice about future Node versions is noise for people running the site locally.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dev = process.argv.includes('--dev');
// Builds the site when stale and stops: lets several stacks start from one build at once.
const buildOnly = process.argv.includes('--build-only');
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local/data');
// Another folder lets two stacks with different sources (say, two checkouts' tests) run at once.
const webDist = path.resolve(root, process.env.LOCAL_WEB_DIST ?? 'web/dist');
const started = Date.now();
// Where scripts (npm run admin:grant) find this running stack's Cognito; removed on stop.
const stackFile = path.join(dataDir, 'stack.json');

let stack: LocalStack | undefined;
let closeDev = async () => {};
let stopping = false;

// Registered first, so Ctrl-C during the build or start-up also stops every part.
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await closeDev();
  rmSync(stackFile, { force: true });
  await stack?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

async function main() {
  if (!dev && webBuildIsStale(root, webDist)) {
    console.log('Building the site...');
    await buildWeb(root, webDist);
  }
  if (buildOnly) return;
  stack = await startLocalStack({
    port: dev ? 0 : port,
    dataDir,
    webDist: dev ? undefined : webDist,
  });
  writeFileSync(
    stackFile,
    JSON.stringify({
      url: stack.url,
      cognitoEndpoint: stack.cognitoEndpoint,
      userPoolId: stack.config.userPoolId,
      region: stack.config.region,
      // For npm run retention, which works on this stack's table while it runs.
      dynamoEndpoint: stack.config.local?.dynamoEndpoint,
      pid: process.pid,
    }),
  );
  // As the daily schedule does on AWS: expired applications are anonymised (and audited).
  console.log(describeRetention(await retentionService(stack.deps.db).run()));
  // What TTL does on AWS: deleted records past their 30 days in the trash go for good.
  const swept = await sweepAllTrash(stack.deps.db);
  if (swept > 0)
    console.log(`Trash: ${swept} record${swept === 1 ? '' : 's'} past 30 days deleted.`);
  let url = stack.url;
  if (dev) {
    Object.assign(process.env, LOCAL_WEB_ENV);
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(root, 'web/vite.config.ts'),
      root: path.join(root, 'web'),
      server: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        proxy: { '/api': stack.url, [LOCAL_COGNITO_PATH]: stack.url, '/uploads': stack.url },
      },
    });
    await vite.listen();
    url = `http://127.0.0.1:${port}`;
    closeDev = () => vite.close();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nThe site is running at ${url} (ready in ${seconds} s${dev ? ', hot reload on' : ''})`,
  );
  console.log(`Data is kept in ${path.relative(root, dataDir)}/. Press Ctrl-C to stop.`);
  console.log('E-mail is not sent: each message is written to its outbox/ (npm run outbox).\n');
  console.log(`Local accounts (password ${LOCAL_PASSWORD}):`);
  for (const account of LOCAL_ACCOUNTS) {
    console.log(`  ${account.email.padEnd(22)} ${account.group ?? '(no role)'}`);
  }
  console.log(`Sign-up and password-reset codes are fixed to ${LOCAL_CODE} and printed here.\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
