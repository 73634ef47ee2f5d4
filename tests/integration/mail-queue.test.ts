import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applicationService } from '@institute/core/application/service';
import { fileMailQueue, startFileMailWorker } from '@institute/core/notifications/file-mail-queue';
import { MAIL_RETRY, type Mailer, type MailMessage } from '@institute/core/notifications/mailer';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { bearer, signIn } from '../support/auth';
import { call } from '../support/http';
import { untilMailQueueEmpty } from '../support/mail-queue';

/*
 * E-mail off the request path: the API stores the application, queues its e-mails and answers;
 * the local stack's queue worker (SQS's stand-in) sends them, retries and dead-letters as SQS does.
 */

const stacks: LocalStack[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(stacks.map((stack) => stack.stop()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(options: Parameters<typeof startLocalStack>[0] = {}) {
  const stack = await startLocalStack(options);
  stacks.push(stack);
  return stack;
}

const submit = (stack: LocalStack, body = validApplication()) =>
  call<{ id: string }>(stack.url, 'POST', '/api/applications', { body });

describe('the mail queue', () => {
  it('answers the applicant while the mail server has not answered yet, and sends afterwards', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: MailMessage[] = [];
    const slow: Mailer = {
      async send(message) {
        await held;
        sent.push(message);
      },
    };
    const stack = await start({ mailer: slow });
    const body = validApplication({ email: 'queued@example.com' });
    const response = await submit(stack, body);
    // Answered while every send is still waiting on the mail server.
    expect(response.status).toBe(201);
    expect(sent).toHaveLength(0);
    const stored = await applicationService(stack.deps.db).get(body.id as string);
    expect(stored?.notifications).toBeUndefined();

    release();
    await untilMailQueueEmpty(stack);
    expect(sent.map((message) => message.to)).toContain('queued@example.com');
    expect(
      (await applicationService(stack.deps.db).get(body.id as string))?.notifications,
    ).toMatchObject({ institute: { status: 'sent' }, applicant: { status: 'sent' } });
  });

  it('sends only what a failed receive left unsent when the queue tries the job again', async () => {
    const sent: string[] = [];
    // Every in-process try of the first receive fails; the queue's second receive succeeds.
    let applicantFailures = MAIL_RETRY.attempts;
    const mailer: Mailer = {
      async send(message) {
        if (message.to === 'flaky@example.com' && applicantFailures > 0) {
          applicantFailures -= 1;
          throw Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' });
        }
        sent.push(message.to);
      },
    };
    const stack = await start({ mailer, mailRetryDelayMs: 10 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const body = validApplication({ email: 'flaky@example.com' });
      expect((await submit(stack, body)).status).toBe(201);
      await untilMailQueueEmpty(stack);
      const notifications = (await applicationService(stack.deps.db).get(body.id as string))
        ?.notifications;
      expect(notifications?.applicant).toMatchObject({ status: 'sent', attempts: 1 });
      expect(notifications?.institute).toMatchObject({ status: 'sent', attempts: 1 });
      // The institute's copy went once, the applicant's once: no duplicate from the retry.
      expect(sent.filter((to) => to === 'flaky@example.com')).toHaveLength(1);
      expect(sent.filter((to) => to !== 'flaky@example.com')).toHaveLength(1);
      expect(await stack.deps.mailQueue.deadLetterCount()).toBe(0);
    } finally {
      errors.mockRestore();
    }
  });

  it('shows super admins a dead-lettered job on /api/health as an alarm', async () => {
    const down: Mailer = {
      send: () => Promise.reject(Object.assign(new Error('down'), { name: 'TimeoutError' })),
    };
    const stack = await start({ mailer: down, mailRetryDelayMs: 10 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const admin = bearer((await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken);
      const before = await call<{ conditions: Record<string, unknown>; alarms: string[] }>(
        stack.url,
        'GET',
        '/api/health',
        { headers: admin },
      );
      expect(before.body.conditions.mail_dead_letters).toEqual({ waiting: 0, alarm: false });

      expect((await submit(stack)).status).toBe(201);
      await untilMailQueueEmpty(stack);
      const after = await call<{ conditions: Record<string, unknown>; alarms: string[] }>(
        stack.url,
        'GET',
        '/api/health',
        { headers: admin },
      );
      expect(after.body.conditions.mail_dead_letters).toEqual({ waiting: 1, alarm: true });
      expect(after.body.alarms).toContain('mail_dead_letters');
    } finally {
      errors.mockRestore();
    }
  });

  it('keeps a queued job across a restart of the stack and sends it on the next start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-queue-restart-'));
    dirs.push(dataDir);
    const first = await startLocalStack({ dataDir });
    const body = validApplication({ email: 'restart@example.com' });
    // Stored and queued while the worker is stopped, as if the process died before sending.
    await first.mailWorker.stop();
    expect((await submit(first, body)).status).toBe(201);
    const pending = path.join(first.config.local!.mailQueueDir, 'pending');
    expect((await readdir(pending)).filter((file) => file.endsWith('.json'))).toHaveLength(1);
    await first.stop();

    const second = await start({ dataDir });
    await untilMailQueueEmpty(second);
    expect(
      (await applicationService(second.deps.db).get(body.id as string))?.notifications,
    ).toMatchObject({ institute: { status: 'sent' }, applicant: { status: 'sent' } });
  });

  it('dead-letters a job it cannot read without handing it to the consumer', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-queue-jobs-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'pending'), { recursive: true });
    await writeFile(
      path.join(dir, 'pending', '0001-bad.json'),
      JSON.stringify({
        job: { kind: 'new_application', application_id: 'not-a-uuid' },
        receives: 0,
        not_before: 0,
      }),
    );
    const handle = vi.fn(async () => 'done' as const);
    const log = vi.fn();
    const worker = startFileMailWorker({ dir, handle, log });
    try {
      const queue = fileMailQueue({ dir });
      await vi.waitFor(async () => expect(await queue.deadLetterCount()).toBe(1));
      expect(handle).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ msg: 'mail_job_unreadable' }));
    } finally {
      await worker.stop();
    }
  });
});
