import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@institute/core/db/client';
import type { MailJobOutcome } from '@institute/core/notifications/mail-queue';
import { noSenderMailer } from '@institute/core/notifications/mailer';
import { createMailQueueHandler, type SqsEvent } from './mail-queue';

const ID = '0b8f7a52-3f1e-4c47-9d2a-6f0d1c2b3a4e';
const deps = { db: {} as Db, mailer: noSenderMailer };
const record = (messageId: string, body: unknown, receives = 1): SqsEvent['Records'][number] => ({
  messageId,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  attributes: { ApproximateReceiveCount: String(receives) },
});
const job = { kind: 'new_application', application_id: ID };

describe('the mail queue consumer (SQS)', () => {
  it('reports only the jobs to receive again, and tells the handler which receive is the last', async () => {
    const outcomes: Record<string, MailJobOutcome> = { a: 'done', b: 'retry', c: 'dead' };
    const seen: Array<{ id: string; finalAttempt: boolean }> = [];
    let current = '';
    const handle = vi.fn(
      async (_deps: unknown, _job: unknown, attempt: { finalAttempt: boolean }) => {
        seen.push({ id: current, finalAttempt: attempt.finalAttempt });
        return outcomes[current]!;
      },
    );
    const consume = createMailQueueHandler(deps, async (...args) => {
      return handle(...args);
    });
    const records = [record('a', job, 1), record('b', job, 2), record('c', job, 3)];
    const answers = [];
    for (const one of records) {
      current = one.messageId;
      answers.push(await consume({ Records: [one] }));
    }
    expect(seen).toEqual([
      { id: 'a', finalAttempt: false },
      { id: 'b', finalAttempt: false },
      { id: 'c', finalAttempt: true },
    ]);
    expect(answers).toEqual([
      { batchItemFailures: [] },
      { batchItemFailures: [{ itemIdentifier: 'b' }] },
      // Failed on its last receive: reported, so SQS moves it to the dead-letter queue.
      { batchItemFailures: [{ itemIdentifier: 'c' }] },
    ]);
  });

  it('receives a job again when handling it throws (the table was away)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const consume = createMailQueueHandler(deps, async () => {
      throw Object.assign(new Error('no table'), { name: 'ResourceNotFoundException' });
    });
    expect(await consume({ Records: [record('x', job)] })).toEqual({
      batchItemFailures: [{ itemIdentifier: 'x' }],
    });
    expect(String(errors.mock.calls[0]?.[0])).toContain('mail_job_error');
    errors.mockRestore();
  });

  it('drops a message that is not a job, without a retry, and logs no body', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = vi.fn(async () => 'done' as const);
    const consume = createMailQueueHandler(deps, handle);
    const answer = await consume({
      Records: [
        record('p', 'not json'),
        record('q', { kind: 'new_application', application_id: 'someone@example.com' }),
      ],
    });
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(handle).not.toHaveBeenCalled();
    const logged = errors.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toContain('mail_job_unreadable');
    expect(logged).not.toContain('someone@example.com');
    errors.mockRestore();
  });
});
