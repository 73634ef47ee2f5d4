/**
 * No loss under load (`npm run bench:load-integrity`): 5,000 application submissions over HTTP
 * at concurrency 50 against the local stack (table in memory), 5% of them retried with the same
 * id. Passes when the table then holds exactly the accepted applications, each once.
 * Options: --total N, --concurrency N.
 */
import { startLocalStack } from '../../infra/local/stack';
import { submitUnderLoad } from '../support/load-integrity';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const stack = await startLocalStack({});
try {
  const result = await submitUnderLoad(stack, {
    total: option('total', 5000),
    concurrency: option('concurrency', 50),
  });
  console.table([
    {
      sent: result.sent,
      retries: result.retries,
      accepted: result.accepted,
      stored: result.stored,
      duplicates: result.duplicates.length,
      missing: result.missing.length,
      refused: JSON.stringify(result.refused),
      seconds: result.seconds.toFixed(1),
      'req/s': Math.round(result.sent / result.seconds),
    },
  ]);
  const ok =
    result.stored === result.accepted && !result.duplicates.length && !result.missing.length;
  console.log(
    ok
      ? 'PASS: every accepted application is stored exactly once'
      : 'FAIL: the table does not match',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.stop();
}
