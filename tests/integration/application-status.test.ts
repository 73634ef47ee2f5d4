/**
 * The applicant's status page without an account, against the local stack: a code by e-mail
 * (the outbox), then the applications of the address. The stack's clock is the test's, so a code
 * can expire and the hourly limits start from a known moment.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymiseWrite } from '@institute/core/application/anonymise';
import type {
  StatusCodeResponse,
  StatusViewResponse,
} from '@institute/core/application-status/schema';
import { emailHash } from '@institute/core/data-request/service';
import { ITEM_TYPES, itemKey } from '@institute/core/db/keys';
import { PermanentMailError } from '@institute/core/notifications/mailer';
import { readOutbox } from '@institute/core/notifications/outbox';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { submitAt } from '../support/inbox';
import { validApplication } from '../support/applications';
import { callFrom, type ErrorShape } from '../support/http';
import { untilMailQueueEmpty } from '../support/mail-queue';

const ANSWER_FLOOR_MS = 300;
// Ten seconds into an hour, so no test's requests straddle two of the hourly windows.
let now = Date.parse('2026-03-02T02:00:10.000Z');
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({
    clock: () => new Date(now),
    applicationStatus: { answerFloorMs: ANSWER_FLOOR_MS },
  });
});
afterAll(async () => {
  await stack?.stop();
});

let clients = 0;
/** A client of its own (a loopback address) for each test, so their hourly limits stay apart. */
const newClient = () => `127.0.40.${(clients += 1)}`;
let addresses = 0;
const newAddress = () => `status-${(addresses += 1)}-${Date.now()}@example.com`;

const requestCode = (client: string, email: string) =>
  callFrom<StatusCodeResponse & ErrorShape>(
    client,
    stack.url,
    'POST',
    '/api/application-status/code',
    {
      body: { email },
    },
  );
const view = (client: string, email: string, code: string) =>
  callFrom<StatusViewResponse & ErrorShape>(
    client,
    stack.url,
    'POST',
    '/api/application-status/view',
    {
      body: { email, code },
    },
  );

async function codeMailsTo(email: string) {
  const messages = await readOutbox(stack.config.local!.outboxDir);
  return messages.filter((message) => message.to === email && /^Your code/.test(message.subject));
}
/** The code of the newest code e-mail to the address. */
async function codeFor(email: string): Promise<string> {
  const [newest] = await codeMailsTo(email);
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`No code e-mail to ${email}`);
  return code;
}
/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('asking for a code', () => {
  it('e-mails a code to an address with applications and stores only its hash', async () => {
    const client = newClient();
    const email = newAddress();
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email });

    const response = await requestCode(client, email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'If we have applications for this address, we have sent a code to it. The code works for 10 minutes.',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = await codeMailsTo(email);
    expect(mails).toHaveLength(1);
    const code = await codeFor(email);
    expect(mails[0]!.text).toContain(`${stack.url}/application-status`);
    expect(mails[0]!.text).toContain('It works for 10 minutes.');

    const { Item } = await stack.deps.db.doc.send(
      new GetCommand({
        TableName: stack.deps.db.tableName,
        Key: itemKey(ITEM_TYPES.statusCode, emailHash(email)),
      }),
    );
    expect(Item).toBeDefined();
    expect(JSON.stringify(Item)).not.toContain(code);
    expect(JSON.stringify(Item)).not.toContain(email);
    // DynamoDB's TTL deletes it once the ten minutes are over.
    expect(Item!.expires_at).toBe(Math.floor(now / 1000) + 600);
  });

  it('answers an address without applications exactly as one with, and sends it nothing', async () => {
    const known = newAddress();
    const unknown = newAddress();
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email: known });

    const started = Date.now();
    const forUnknown = await requestCode(newClient(), unknown);
    const took = Date.now() - started;
    const forKnown = await requestCode(newClient(), known);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    // No quicker answer for an address no e-mail is sent to.
    expect(took).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
    expect(await codeMailsTo(unknown)).toEqual([]);
    expect(await codeMailsTo(known)).toHaveLength(1);

    // A guessed code is refused in the same words for both.
    const wrongUnknown = await view(newClient(), unknown, '000000');
    const wrongKnown = await view(newClient(), known, wrongFor(await codeFor(known)));
    expect(wrongUnknown.status).toBe(400);
    expect(wrongUnknown.body).toEqual(wrongKnown.body);
  });

  it('refuses an address that is not one, field by field', async () => {
    const response = await requestCode(newClient(), 'not-an-address');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('sends at most 3 codes per address an hour, whoever asks', async () => {
    const email = newAddress();
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email });
    for (let i = 0; i < 3; i += 1) expect((await requestCode(newClient(), email)).status).toBe(200);
    const refused = await requestCode(newClient(), email);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('address_limited');
    expect(refused.body.error.message).toBe(
      'Codes for this address were asked for 3 times in the last hour, the most we send. Use the newest code, or try again in 60 minutes.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBe(3600 - 10);
    expect(await codeMailsTo(email)).toHaveLength(3);
    // An address without applications reaches its limit the same way.
    const unknown = newAddress();
    for (let i = 0; i < 3; i += 1) await requestCode(newClient(), unknown);
    expect((await requestCode(newClient(), unknown)).body.error.code).toBe('address_limited');
  });

  it('lets one client ask for at most 10 codes an hour, whatever the addresses', async () => {
    const client = newClient();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestCode(client, newAddress())).status).toBe(200);
    }
    const refused = await requestCode(client, newAddress());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('client_limited');
    expect(refused.body.error.message).toBe(
      'Too many codes were asked for from your network in the last hour (at most 10). Try again in 60 minutes.',
    );
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another client is still served.
    expect((await requestCode(newClient(), newAddress())).status).toBe(200);
  });
});

describe('seeing the applications', () => {
  it('shows each application of the address with the right code, never an erased one', async () => {
    const client = newClient();
    const email = newAddress();
    const first = await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email });
    const second = await submitAt(stack.deps.db, '2026-02-28T05:30:00.000Z', {
      email,
      course_name: 'bhakti-vaibhava',
    });
    const erased = await submitAt(stack.deps.db, '2026-02-20T05:30:00.000Z', { email });
    const write = anonymiseWrite(erased, new Date(now).toISOString());
    if (!('Update' in write)) throw new Error('anonymiseWrite is an Update');
    const { Update } = write;
    await stack.deps.db.doc.send(
      new UpdateCommand({ TableName: stack.deps.db.tableName, ...Update }),
    );
    // Someone else's application is never among them.
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email: `other-${email}` });

    await requestCode(client, email);
    const response = await view(client, email, await codeFor(email));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ref = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(response.body.applications).toEqual([
      {
        reference: ref(second),
        course_name: 'bhakti-vaibhava',
        course: 'Bhakti-vaibhava',
        applied_at: '2026-02-28T05:30:00.000Z',
        status: 'new',
        status_label: 'Received – we will be in touch',
        status_detail: 'We have your application and will contact you by e-mail or phone.',
        // No status e-mail was sent yet.
        last_message: null,
      },
      expect.objectContaining({ reference: ref(first), status: 'new' }),
    ]);
    // The code keeps working for its ten minutes (a reload of the page).
    expect((await view(client, email, await codeFor(email))).status).toBe(200);
  });

  it('tells a wrong code apart, with the tries left', async () => {
    const client = newClient();
    const email = newAddress();
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email });
    await requestCode(client, email);
    const code = await codeFor(email);
    const wrong = await view(client, email, wrongFor(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'wrong_code',
      message: 'That code is not right. Check the newest e-mail from us; you have 4 tries left.',
    });
    // A right code after a wrong one still works, and does not count against it.
    expect((await view(client, email, code)).status).toBe(200);
    expect((await view(client, email, wrongFor(code))).body.error.message).toContain(
      '3 tries left',
    );
  });

  it('refuses a code that is not six digits, and one never asked for', async () => {
    const client = newClient();
    const badShape = await view(client, newAddress(), '12345');
    expect(badShape.status).toBe(400);
    expect(badShape.body.error.fields).toEqual({ code: 'Enter the 6-digit code from the e-mail' });
    const none = await view(client, newAddress(), '123456');
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('no_code');
  });

  it('refuses a code after its ten minutes', async () => {
    const client = newClient();
    const email = newAddress();
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email });
    await requestCode(client, email);
    const code = await codeFor(email);
    const asked = now;
    try {
      now = asked + 10 * 60 * 1000 - 1000;
      expect((await view(client, email, code)).status).toBe(200);
      now = asked + 10 * 60 * 1000;
      const expired = await view(client, email, code);
      expect(expired.status).toBe(400);
      expect(expired.body.error).toEqual({
        code: 'code_expired',
        message: 'This code has expired: codes work for 10 minutes. Ask for a new code.',
      });
    } finally {
      now = asked;
    }
  });

  it('ends a code at the fifth wrong code: even the right one no longer works', async () => {
    const client = newClient();
    const email = newAddress();
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email });
    await requestCode(client, email);
    const code = await codeFor(email);
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await view(client, email, wrongFor(code))).body.error.code);
    }
    expect(answers).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'code_ended']);
    const after = await view(client, email, code);
    expect(after.status).toBe(400);
    expect(after.body.error).toEqual({
      code: 'code_ended',
      message: 'That code was entered wrongly 5 times, so it no longer works. Ask for a new code.',
    });
    // A new code works again.
    await requestCode(client, email);
    expect((await view(client, email, await codeFor(email))).status).toBe(200);
  });

  it('counts guesses sent at the same moment: no more than five get through', async () => {
    const client = newClient();
    const email = newAddress();
    await submitAt(stack.deps.db, '2026-02-27T03:04:00.000Z', { email });
    await requestCode(client, email);
    const code = await codeFor(email);
    const guesses = Array.from({ length: 8 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(guesses.map((guess) => view(client, email, guess)));
    const wrong = results.filter((r) => r.body.error?.code === 'wrong_code').length;
    expect(wrong).toBeLessThanOrEqual(4);
    expect((await view(client, email, code)).body.error.code).toBe('code_ended');
  });
});

describe('the confirmation e-mail', () => {
  it('links a new applicant to the status page', async () => {
    const email = newAddress();
    const response = await callFrom(newClient(), stack.url, 'POST', '/api/applications', {
      body: validApplication({ email }),
    });
    expect(response.status).toBe(201);
    await untilMailQueueEmpty(stack);
    const [confirmation] = (await readOutbox(stack.config.local!.outboxDir)).filter(
      (message) => message.to === email,
    );
    expect(confirmation?.text).toContain(`${stack.url}/application-status`);
  });
});

describe('a code e-mail the mailer refuses', () => {
  let refusingStack: LocalStack;
  beforeAll(async () => {
    refusingStack = await startLocalStack({
      applicationStatus: { answerFloorMs: ANSWER_FLOOR_MS },
      mailer: {
        send() {
          throw new PermanentMailError('Email address is not verified', 'MessageRejected');
        },
      },
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await refusingStack?.stop();
  });

  it('answers as always, and logs the failure for the alarm without the address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = newAddress();
    await submitAt(refusingStack.deps.db, '2026-02-27T03:04:00.000Z', { email });
    const response = await callFrom<StatusCodeResponse>(
      newClient(),
      refusingStack.url,
      'POST',
      '/api/application-status/code',
      { body: { email } },
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/^If we have applications for this address/);
    const lines = errors.mock.calls.map((args) => String(args[0]));
    expect(lines.map((line) => JSON.parse(line) as unknown)).toContainEqual({
      level: 'error',
      msg: 'notification_failed',
      notification: 'status_code',
      attempts: 1,
      error: 'MessageRejected',
    });
    expect(lines.join('\n')).not.toContain(email);
  });
});
