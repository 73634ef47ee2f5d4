import { wait } from '../lang/values';

/*
 * Outgoing e-mail behind one interface: Amazon SES on AWS stages (ses-mailer.ts), files in the
 * local stack's outbox folder (outbox.ts). Use cases build messages and never know which it is.
 */

/** One e-mail: plain text plus a simple HTML part. The sender address belongs to the mailer. */
export interface MailMessage {
  to: string;
  /** Display name shown beside the mailer's sender address (the institute's name). */
  fromName?: string;
  /** Where replies go, when not to the sender address (which nobody reads). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over; rejects when it was not. */
  send(message: MailMessage): Promise<void>;
}

/** A refusal that sending again cannot fix (an address SES rejects, an unverified sender). */
export class PermanentMailError extends Error {
  constructor(
    message: string,
    /** The provider's error name, safe to log (the message may hold addresses). */
    readonly code: string,
  ) {
    super(message);
    this.name = 'PermanentMailError';
  }
}

/** The mailer of a stage without a sender identity: every message is refused, and recorded so. */
export const noSenderMailer: Mailer = {
  send() {
    return Promise.reject(
      new PermanentMailError('This stage has no e-mail sender (infra/stages.ts)', 'NoSender'),
    );
  },
};

export interface SendOutcome {
  status: 'sent' | 'failed';
  attempts: number;
  /** The error's name or code only: provider messages can carry e-mail addresses. */
  error?: string;
  /** Failed in a way no later try can fix (a rejected address, no sender): not queued again. */
  permanent?: boolean;
}

export interface RetryOptions {
  /** At most this many tries in all. */
  attempts?: number;
  /** Wait before the second try; doubled before each later one. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const MAIL_RETRY: Required<Pick<RetryOptions, 'attempts' | 'delayMs'>> = {
  attempts: 3,
  delayMs: 200,
};

/** A loggable name for what went wrong: never the message text. */
export function mailErrorCode(err: unknown): string {
  if (err instanceof PermanentMailError) return err.code;
  if (err instanceof Error) return err.name || 'Error';
  return 'UnknownError';
}

/**
 * Sends with a small bounded retry (a brief SES throttle or network hiccup passes; a rejected
 * address is not tried again). Never throws: the outcome says what happened.
 */
export async function sendWithRetry(
  mailer: Mailer,
  message: MailMessage,
  options: RetryOptions = {},
): Promise<SendOutcome> {
  const attempts = Math.max(1, options.attempts ?? MAIL_RETRY.attempts);
  const sleep = options.sleep ?? wait;
  let delay = options.delayMs ?? MAIL_RETRY.delayMs;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await mailer.send(message);
      return { status: 'sent', attempts: attempt };
    } catch (err) {
      lastError = err;
      if (err instanceof PermanentMailError) {
        return { status: 'failed', attempts: attempt, error: mailErrorCode(err), permanent: true };
      }
      if (attempt < attempts) {
        await sleep(delay);
        delay *= 2;
      }
    }
  }
  return { status: 'failed', attempts, error: mailErrorCode(lastError) };
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * A header value with line breaks and other control characters folded to spaces, so text the
 * applicant typed can never start a header of its own.
 */
export function headerSafe(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * `"Name" <address>`: the name quoted, or RFC 2047-encoded when it is not plain ASCII (a Tamil
 * institute name), as SES and mail clients expect.
 */
export function formatAddress(address: string, name?: string): string {
  const display = name ? headerSafe(name) : '';
  if (!display) return address;
  const ascii = /^[\u0020-\u007e]*$/.test(display);
  const encoded = ascii
    ? `"${display.replace(/["\\]/g, '\\$&')}"`
    : `=?UTF-8?B?${Buffer.from(display, 'utf8').toString('base64')}?=`;
  return `${encoded} <${address}>`;
}
