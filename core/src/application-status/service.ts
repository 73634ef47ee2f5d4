import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { labelFor } from '../application/choices';
import { contactByWords } from '../application/contact-by';
import { messageContext } from '../application/notify';
import type { ApplicationRecord } from '../application/record';
import { applicationRepository } from '../application/repository';
import { emailHash } from '../data-request/service';
import type { Db } from '../db/client';
import { wait } from '../lang/values';
import { sendWithRetry, type Mailer, type RetryOptions } from '../notifications/mailer';
import { errorName, log } from '../ops/log';
import { rateLimitService } from '../rate-limit/service';
import { statusCodeMessage } from './message';
import { lastSentStatusEmail } from '../status-email/service';
import { statusCodeRepository } from './repository';
import { applicationReference } from '../application/reference';
import {
  APPLICANT_STATUS_TEXT,
  WAITLIST_APPLICATION_TEXT,
  APPLICATION_STATUS_MESSAGES,
  STATUS_CODE_ANSWER_FLOOR_MS,
  STATUS_CODE_MAX_WRONG,
  STATUS_CODE_TTL_SECONDS,
  STATUS_CODE_WINDOW_SECONDS,
  STATUS_CODES_PER_ADDRESS,
  STATUS_CODES_PER_CLIENT,
  type ApplicantApplicationView,
} from './schema';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/** scrypt with a random salt per code: the table never holds a code in a readable form. */
async function hashCode(code: string, salt: Buffer): Promise<Buffer> {
  return scryptAsync(code, salt, 32);
}

/** Six digits, leading zeros kept, from the operating system's random source. */
export function newStatusCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** "1 minute", "45 minutes": how long until a limit lets the next code through. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** An application as its applicant sees it on the status page. */
export function applicantView(record: ApplicationRecord): ApplicantApplicationView {
  const waiting =
    record.waitlist && (record.status === 'new' || record.status === 'contacted')
      ? WAITLIST_APPLICATION_TEXT[record.status]
      : null;
  const text = waiting ?? APPLICANT_STATUS_TEXT[record.status];
  return {
    reference: applicationReference(record.id),
    course_name: record.course_name,
    course: labelFor('course_name', record.course_name),
    applied_at: record.created_at,
    status: record.status,
    status_label: text.label,
    status_detail: text.detail.replace('{contact}', contactByWords(record.preferred_contact)),
    last_message: lastSentStatusEmail(record),
  };
}

export type CodeRequestResult =
  | { ok: true; message: string }
  | {
      ok: false;
      reason: 'address_limited' | 'client_limited';
      message: string;
      retryAfterSeconds: number;
    };

export type ViewResult =
  | { ok: true; applications: ApplicantApplicationView[] }
  | {
      ok: false;
      reason: 'no_code' | 'code_expired' | 'wrong_code' | 'code_ended';
      message: string;
      /** Wrong codes still allowed before this code ends (wrong_code only). */
      triesLeft?: number;
    };

export const VIEW_MESSAGES = {
  noCode:
    'There is no code for this address. Ask for a code first, with the address you applied with.',
  expired: `This code has expired: codes work for ${STATUS_CODE_TTL_SECONDS / 60} minutes. Ask for a new code.`,
  wrong: (left: number) =>
    `That code is not right. Check the newest e-mail from us; you have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  ended: `That code was entered wrongly ${STATUS_CODE_MAX_WRONG} times, so it no longer works. Ask for a new code.`,
} as const;

export interface ApplicationStatusDeps {
  db: Db;
  mailer: Mailer;
  clock?: () => Date;
  /** The least time a code request takes (STATUS_CODE_ANSWER_FLOOR_MS by default). */
  answerFloorMs?: number;
  retry?: RetryOptions;
}

/**
 * The applicant's status page: a code by e-mail, then their applications. Whether an address has
 * applications changes only whether the e-mail is sent: the answer, the stored code and the
 * limits are the same, so the page tells a stranger nothing about anyone.
 */
export function applicationStatusService(deps: ApplicationStatusDeps) {
  const clock = deps.clock ?? (() => new Date());
  const codes = statusCodeRepository(deps.db);
  const limiter = rateLimitService(deps.db, clock);
  const applications = applicationRepository(deps.db);
  const floorMs = deps.answerFloorMs ?? STATUS_CODE_ANSWER_FLOOR_MS;

  /** The address's applications that still hold personal data (erased ones are never shown). */
  async function applicationsOf(email: string): Promise<ApplicationRecord[]> {
    return (await applications.findByEmail(email)).filter((record) => !record.anonymised_at);
  }

  async function sendCode(email: string, code: string, siteUrl: string | undefined) {
    const found = await applicationsOf(email);
    // An address without applications is never written to.
    if (found.length === 0) return;
    const context = { ...(await messageContext(deps.db)), siteUrl };
    const outcome = await sendWithRetry(
      deps.mailer,
      statusCodeMessage(found[0]!.email, code, context),
      deps.retry,
    );
    if (outcome.status === 'failed') {
      // Counted by the operator's NotificationFailed alarm, as every e-mail that failed.
      log.error('notification_failed', {
        notification: 'status_code',
        attempts: outcome.attempts,
        error: outcome.error,
      });
    }
  }

  return {
    applicationsOf,

    /**
     * Counts the request against the client's and the address's hourly limits, stores a new code
     * (hashed) and e-mails it when the address has applications. Answers no sooner than the
     * floor, so the time taken does not tell whether an e-mail went out.
     */
    async requestCode(
      email: string,
      client: string,
      options: { siteUrl?: string } = {},
    ): Promise<CodeRequestResult> {
      const started = Date.now();
      const address = emailHash(email);
      // The network's hourly limit first, then the address's: each says which one was reached.
      const limits = [
        {
          bucket: 'status-code-client',
          limit: STATUS_CODES_PER_CLIENT,
          key: client,
          reason: 'client_limited' as const,
          message: (wait: string) =>
            `Too many codes were asked for from your network in the last hour (at most ${STATUS_CODES_PER_CLIENT}). Try again in ${wait}.`,
        },
        {
          bucket: 'status-code-address',
          limit: STATUS_CODES_PER_ADDRESS,
          key: address,
          reason: 'address_limited' as const,
          message: (wait: string) =>
            `Codes for this address were asked for ${STATUS_CODES_PER_ADDRESS} times in the last hour, the most we send. Use the newest code, or try again in ${wait}.`,
        },
      ];
      for (const { bucket, limit, key, reason, message } of limits) {
        const hit = await limiter.hit(
          { bucket, limit, windowSeconds: STATUS_CODE_WINDOW_SECONDS },
          key,
        );
        if (!hit.allowed) {
          const { retryAfterSeconds } = hit;
          return {
            ok: false,
            reason,
            message: message(minutesText(retryAfterSeconds)),
            retryAfterSeconds,
          };
        }
      }

      const code = newStatusCode();
      const salt = randomBytes(16);
      const now = clock();
      await codes.put(address, {
        code_hash: (await hashCode(code, salt)).toString('hex'),
        code_salt: salt.toString('hex'),
        attempts: 0,
        created_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + STATUS_CODE_TTL_SECONDS,
      });
      try {
        await sendCode(email, code, options.siteUrl);
      } catch (err) {
        // The answer must not differ: a failure is logged (no address), never shown.
        log.error('notification_failed', { notification: 'status_code', error: errorName(err) });
      }
      const left = floorMs - (Date.now() - started);
      if (left > 0) await wait(left);
      return { ok: true, message: APPLICATION_STATUS_MESSAGES.codeSent };
    },

    /** The address's applications when the code is its live code; a specific refusal otherwise. */
    async view(email: string, code: string): Promise<ViewResult> {
      const address = emailHash(email);
      const stored = await codes.get(address);
      if (!stored) return { ok: false, reason: 'no_code', message: VIEW_MESSAGES.noCode };
      if (stored.expires_at <= Math.floor(clock().getTime() / 1000)) {
        await codes.delete(address);
        return { ok: false, reason: 'code_expired', message: VIEW_MESSAGES.expired };
      }
      if (stored.attempts >= STATUS_CODE_MAX_WRONG) {
        return { ok: false, reason: 'code_ended', message: VIEW_MESSAGES.ended };
      }
      // The try is counted before the comparison, so guesses sent at once all count.
      const tries = await codes.takeTry(address, stored.code_hash, STATUS_CODE_MAX_WRONG);
      if (tries === null) return { ok: false, reason: 'code_ended', message: VIEW_MESSAGES.ended };
      const expected = Buffer.from(stored.code_hash, 'hex');
      const given = await hashCode(code, Buffer.from(stored.code_salt, 'hex'));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const left = STATUS_CODE_MAX_WRONG - tries;
        return left > 0
          ? { ok: false, reason: 'wrong_code', message: VIEW_MESSAGES.wrong(left), triesLeft: left }
          : { ok: false, reason: 'code_ended', message: VIEW_MESSAGES.ended };
      }
      await codes.returnTry(address, stored.code_hash);
      const found = await applicationsOf(email);
      return { ok: true, applications: found.map(applicantView) };
    },
  };
}
