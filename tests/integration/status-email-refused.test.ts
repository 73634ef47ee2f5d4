import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationPage } from '@institute/core/application/inbox';
import type { ApplicationRecord } from '@institute/core/application/record';
import { PermanentMailError, type Mailer } from '@institute/core/notifications/mailer';
import { currentStatusEmail } from '@institute/core/status-email/current';
import type { LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';
import { untilMailQueueEmpty } from '../support/mail-queue';
import { startSignedIn } from '../support/stack';

/*
 * A status e-mail the mailer refuses (SES's MessageRejected): recorded as failed where staff look,
 * and logged for the operator's alarm.
 */

type Auth = { authorization: string };

describe('a status e-mail the mailer refuses', () => {
  let stack: LocalStack;
  let manager: Auth;
  const refusing: Mailer = {
    async send(message) {
      throw new PermanentMailError(
        `Email address is not verified: ${message.to}`,
        'MessageRejected',
      );
    },
  };

  beforeAll(async () => {
    const started = await startSignedIn(
      { manager: { email: 'refused.manager@example.com', group: 'course_manager' } },
      { mailer: refusing, mailRetryDelayMs: 20 },
    );
    stack = started.stack;
    manager = started.auth.manager;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await stack?.stop();
  });

  it('is recorded as failed, and the inbox row and the status panel can tell', async () => {
    // The failure is logged for the operator; not into the test output.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = validApplication({ email: 'refused@example.com' });
    expect((await call(stack.url, 'POST', '/api/applications', { body })).status).toBe(201);
    const id = String(body.id);
    const api = <T>(method: string, path: string, send?: unknown) =>
      call<T & ErrorShape>(stack.url, method, `/api/admin/applications${path}`, {
        headers: manager,
        body: send,
      });
    expect((await api('PATCH', `/${id}`, { status: 'contacted' })).status).toBe(200);
    const sent = await api('POST', `/${id}/status-email`, {
      status: 'contacted',
      subject: 'Your application',
      body: 'Dear applicant',
    });
    expect(sent.status).toBe(201);
    await untilMailQueueEmpty(stack);

    const rows = (await api<ApplicationPage>('GET', '?q=refused%40example.com')).body.items;
    expect(rows.map((row) => row.status_email)).toEqual(['failed']);
    const record = (await api<ApplicationRecord>('GET', `/${id}`)).body;
    expect(currentStatusEmail(record)?.last).toMatchObject({
      delivery: 'failed',
      error: 'MessageRejected',
    });
    // The line the operator's NotificationFailed alarm counts, without the address (the
    // application's own two e-mails were refused as well, and logged as before).
    const logged = errors.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.includes('"notification":"status_email"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([
      {
        level: 'error',
        msg: 'notification_failed',
        application_id: id,
        notification: 'status_email',
        attempts: 1,
        error: 'MessageRejected',
      },
    ]);
  });
});
