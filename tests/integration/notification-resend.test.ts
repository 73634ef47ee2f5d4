import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@institute/core/application/record';
import {
  PermanentMailError,
  type MailMessage,
  type Mailer,
} from '@institute/core/notifications/mailer';
import { type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';
import { untilMailQueueEmpty } from '../support/mail-queue';
import { startSignedIn } from '../support/stack';

/* A failed new-application e-mail is shown on the application and can be sent again from it. */

const APPLICANT = 'resend.applicant@example.com';
let refuseApplicant = true;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    if (refuseApplicant && message.to === APPLICANT) {
      throw new PermanentMailError('Mailbox unavailable', 'MessageRejected');
    }
    sent.push(message);
  },
};

let stack: LocalStack;
let admin: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }, { mailer }));
});
afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/admin/applications/:id/notifications', () => {
  it('sends only the failed e-mail again and records that it went', async () => {
    const body = validApplication({ email: APPLICANT });
    expect((await call(stack.url, 'POST', '/api/applications', { body })).status).toBe(201);
    await untilMailQueueEmpty(stack);
    const id = body.id as string;
    const path = `/api/admin/applications/${id}`;

    const before = await call<ApplicationRecord>(stack.url, 'GET', path, { headers: admin });
    expect(before.body.notifications?.institute?.status).toBe('sent');
    expect(before.body.notifications?.applicant).toMatchObject({
      status: 'failed',
      error: 'MessageRejected',
    });

    refuseApplicant = false;
    sent.length = 0;
    const resent = await call<ApplicationRecord>(stack.url, 'POST', `${path}/notifications`, {
      headers: admin,
      body: {},
    });
    expect(resent.status).toBe(200);
    expect(sent.map((m) => m.to)).toEqual([APPLICANT]);
    expect(resent.body.notifications?.applicant?.status).toBe('sent');
    // The institute's copy was not sent twice and keeps its record.
    expect(resent.body.notifications?.institute).toEqual(before.body.notifications?.institute);

    const again = await call<ErrorShape>(stack.url, 'POST', `${path}/notifications`, {
      headers: admin,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('nothing_to_resend');
  });

  it('answers 404 for an unknown application and 401 without a token', async () => {
    const unknown = '/api/admin/applications/00000000-0000-4000-8000-000000000000/notifications';
    expect((await call(stack.url, 'POST', unknown, { headers: admin, body: {} })).status).toBe(404);
    expect((await call(stack.url, 'POST', unknown, { body: {} })).status).toBe(401);
  });
});
