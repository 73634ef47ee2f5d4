import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MAIL_QUEUE_RECEIVES,
  parseMailJob,
  type MailJob,
  type MailJobHandler,
  type MailQueue,
} from './mail-queue';
import { logLine, type LogLine } from '../ops/log';
import { timeNamedFile } from './time-named-file';

/*
 * The local stack's stand-in for SQS: each job is a JSON file in `pending/` of the stack's queue
 * folder, so a job survives a restart as it would survive a Lambda crash. The API only writes
 * jobs (fileMailQueue); one worker that the local stack starts (startFileMailWorker) takes them
 * oldest first, with SQS's rules: a job is received up to MAIL_QUEUE_RECEIVES times, waits longer
 * after each failed receive, and is moved to `dead/` after its last one (counted on /api/health).
 */

interface StoredJob {
  job: unknown;
  receives: number;
  /** Epoch ms before which it is not received again (SQS's visibility timeout). */
  not_before: number;
}

const isJob = (file: string) => file.endsWith('.json');

const folders = (dir: string) => ({
  pendingDir: path.join(dir, 'pending'),
  deadDir: path.join(dir, 'dead'),
});

async function ensureFolders(dir: string): Promise<void> {
  const { pendingDir, deadDir } = folders(dir);
  await Promise.all([mkdir(pendingDir, { recursive: true }), mkdir(deadDir, { recursive: true })]);
}

/** The producer's side: what the API holds. */
export function fileMailQueue({ dir }: { dir: string }): MailQueue {
  const { pendingDir, deadDir } = folders(dir);
  let ready: Promise<void> | undefined;
  return {
    async enqueue(job: MailJob) {
      await (ready ??= ensureFolders(dir));
      const stored: StoredJob = { job, receives: 0, not_before: 0 };
      const name = timeNamedFile(new Date().toISOString());
      // Written aside and renamed in, so the worker never reads half a job.
      const temporary = path.join(dir, `.${name}`);
      await writeFile(temporary, JSON.stringify(stored));
      await rename(temporary, path.join(pendingDir, name));
    },
    async deadLetterCount() {
      await (ready ??= ensureFolders(dir));
      return (await readdir(deadDir)).filter(isJob).length;
    },
  };
}

export interface FileMailWorker {
  /** Resolves once every job due now has been handled. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** The consumer's side: watches `pending/` and handles each job as SQS would hand it over. */
export function startFileMailWorker({
  dir,
  handle,
  retryDelayMs = 1000,
  pollMs = 1000,
  log = (line) => logLine({ level: 'error', ...line } as LogLine),
}: {
  dir: string;
  handle: MailJobHandler;
  /** The wait after the first failed receive; doubled after each later one. */
  retryDelayMs?: number;
  log?: (line: Record<string, unknown>) => void;
  /** How often the folder is looked at besides the file-system's own change events. */
  pollMs?: number;
}): FileMailWorker {
  const { pendingDir, deadDir } = folders(dir);
  const ready = ensureFolders(dir);
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function receive(file: string, stored: StoredJob): Promise<void> {
    const source = path.join(pendingDir, file);
    const job = parseMailJob(stored.job);
    if (!job) {
      log({ level: 'error', msg: 'mail_job_unreadable', file });
      await rename(source, path.join(deadDir, file));
      return;
    }
    const receives = stored.receives + 1;
    const finalAttempt = receives >= MAIL_QUEUE_RECEIVES;
    let outcome: Awaited<ReturnType<MailJobHandler>>;
    try {
      outcome = await handle(job, { finalAttempt });
    } catch (err) {
      log({
        level: 'error',
        msg: 'mail_job_error',
        application_id: job.application_id,
        error: err instanceof Error ? err.name : 'UnknownError',
      });
      outcome = finalAttempt ? 'dead' : 'retry';
    }
    if (outcome === 'done') {
      await rm(source, { force: true });
    } else if (outcome === 'dead' || finalAttempt) {
      await rename(source, path.join(deadDir, file));
      log({ level: 'error', msg: 'mail_job_dead_lettered', application_id: job.application_id });
    } else {
      const next: StoredJob = {
        job,
        receives,
        not_before: Date.now() + retryDelayMs * 2 ** (receives - 1),
      };
      await writeFile(source, JSON.stringify(next));
    }
  }

  /** Handles every job due now, oldest first; then sleeps until the next one is due. */
  async function drain(): Promise<void> {
    await ready;
    do {
      again = false;
      let nextDue = Infinity;
      for (const file of (await readdir(pendingDir)).filter(isJob).sort()) {
        if (stopped) return;
        let stored: StoredJob;
        try {
          stored = JSON.parse(await readFile(path.join(pendingDir, file), 'utf8')) as StoredJob;
        } catch {
          continue; // Half-written by enqueue, or removed meanwhile: seen on the next pass.
        }
        if (stored.not_before > Date.now()) {
          nextDue = Math.min(nextDue, stored.not_before);
          continue;
        }
        await receive(file, stored);
        again = true; // A handled job may have made room for, or enqueued, another.
      }
      if (!again && Number.isFinite(nextDue) && !stopped) {
        clearTimeout(timer);
        timer = setTimeout(kick, Math.max(0, nextDue - Date.now()));
        timer.unref();
      }
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => {
        log({
          level: 'error',
          msg: 'mail_queue_error',
          error: err instanceof Error ? err.name : 'UnknownError',
        });
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  // Jobs left by a previous run of the stack are sent now; new ones as they are written.
  void kick();
  let watcher: FSWatcher | undefined;
  void ready.then(() => {
    if (stopped) return;
    watcher = watch(pendingDir, () => void kick());
    watcher.on('error', () => undefined); // The poll below still finds the jobs.
  });
  const poll = setInterval(() => void kick(), pollMs);
  poll.unref();

  return {
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(poll);
      watcher?.close();
      while (running) await running;
    },
  };
}
