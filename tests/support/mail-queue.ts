import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LocalStack } from '../../infra/local/stack';

/**
 * Waits until the stack's mail queue has no job left to send: each was sent, failed for good, or
 * was dead-lettered. A job's file leaves `pending/` only after its outcome is recorded on the
 * application, so what a test reads next is settled.
 */
export async function untilMailQueueEmpty(stack: LocalStack, timeoutMs = 15_000): Promise<void> {
  const pending = path.join(stack.config.local!.mailQueueDir, 'pending');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = (await readdir(pending).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.json'),
    );
    if (jobs.length === 0) {
      await stack.mailWorker.settled();
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`The mail queue still holds ${jobs.length} job(s) after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
