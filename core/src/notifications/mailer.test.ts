import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  headerSafe,
  noSenderMailer,
  PermanentMailError,
  sendWithRetry,
  type Mailer,
  type MailMessage,
} from './mailer';

const message: MailMessage = { to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

/** A mailer that fails the first `failures` sends with `error`, then succeeds. */
function flaky(failures: number, error: () => Error = () => new Error('boom')) {
  let calls = 0;
  const mailer: Mailer = {
    async send() {
      calls += 1;
      if (calls <= failures) throw error();
    },
  };
  return { mailer, calls: () => calls };
}

describe('sendWithRetry', () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };

  it('sends once when the first try works', async () => {
    const { mailer, calls } = flaky(0);
    expect(await sendWithRetry(mailer, message, { sleep })).toEqual({
      status: 'sent',
      attempts: 1,
    });
    expect(calls()).toBe(1);
  });

  it('tries again after a passing failure, waiting longer each time', async () => {
    waits.length = 0;
    const { mailer, calls } = flaky(2);
    expect(await sendWithRetry(mailer, message, { sleep, delayMs: 100 })).toEqual({
      status: 'sent',
      attempts: 3,
    });
    expect(calls()).toBe(3);
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after the bounded number of tries and reports the error name only', async () => {
    const { mailer, calls } = flaky(10, () =>
      Object.assign(new Error('to someone@example.com'), { name: 'TimeoutError' }),
    );
    const outcome = await sendWithRetry(mailer, message, { sleep, attempts: 3 });
    expect(outcome).toEqual({ status: 'failed', attempts: 3, error: 'TimeoutError' });
    expect(calls()).toBe(3);
    expect(JSON.stringify(outcome)).not.toContain('someone@example.com');
  });

  it('does not retry a permanent refusal', async () => {
    const { mailer, calls } = flaky(
      10,
      () => new PermanentMailError('rejected', 'MessageRejected'),
    );
    expect(await sendWithRetry(mailer, message, { sleep })).toEqual({
      status: 'failed',
      attempts: 1,
      error: 'MessageRejected',
      permanent: true,
    });
    expect(calls()).toBe(1);
  });

  it('copes with something thrown that is not an Error', async () => {
    const mailer: Mailer = {
      async send() {
        throw 'nope'; // not an Error: the case under test
      },
    };
    expect(await sendWithRetry(mailer, message, { sleep, attempts: 2 })).toEqual({
      status: 'failed',
      attempts: 2,
      error: 'UnknownError',
    });
  });
});

describe('headerSafe', () => {
  it('folds line breaks and control characters so typed text cannot add a header', () => {
    expect(headerSafe('Radha\r\nBcc: x@example.com')).toBe('Radha Bcc: x@example.com');
    expect(headerSafe('a\u0000b\u2028c\td')).toBe('a b c d');
    expect(headerSafe('  ராதா 🙏  ')).toBe('ராதா 🙏');
  });
});

describe('formatAddress', () => {
  it('quotes a plain name and escapes quotes in it', () => {
    expect(formatAddress('no-reply@example.org', 'Bhakti Institute Ipoh')).toBe(
      '"Bhakti Institute Ipoh" <no-reply@example.org>',
    );
    expect(formatAddress('n@example.org', 'The "Best" \\ Institute')).toBe(
      '"The \\"Best\\" \\\\ Institute" <n@example.org>',
    );
  });

  it('encodes a Tamil or emoji name as RFC 2047 UTF-8', () => {
    const encoded = formatAddress('n@example.org', 'ஸ்ரீ Institute 🙏');
    expect(encoded).toBe(
      `=?UTF-8?B?${Buffer.from('ஸ்ரீ Institute 🙏').toString('base64')}?= <n@example.org>`,
    );
  });

  it('is the bare address without a name, and never carries a line break', () => {
    expect(formatAddress('n@example.org')).toBe('n@example.org');
    expect(formatAddress('n@example.org', ' \r\n ')).toBe('n@example.org');
    expect(formatAddress('n@example.org', 'A\r\nB')).toBe('"A B" <n@example.org>');
  });
});

describe('noSenderMailer', () => {
  it('refuses every message permanently, as NoSender, so it is not retried', async () => {
    let sleeps = 0;
    const outcome = await sendWithRetry(
      noSenderMailer,
      { to: 'a@example.org', subject: 's', text: 't', html: '<p>t</p>' },
      { sleep: async () => void (sleeps += 1) },
    );
    expect(outcome).toEqual({ status: 'failed', attempts: 1, error: 'NoSender', permanent: true });
    expect(sleeps).toBe(0);
  });
});
