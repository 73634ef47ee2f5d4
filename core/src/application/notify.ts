import type { Db } from '../db/client';
import type { MailJob, MailJobOutcome, MailQueue } from '../notifications/mail-queue';
import {
  noSenderMailer,
  sendWithRetry,
  type Mailer,
  type RetryOptions,
} from '../notifications/mailer';
import { siteSettingService } from '../site-setting/service';
import { SETTING_DEFAULTS } from '../site-setting/schema';
import { newApplicationMessages, type MessageContext } from './messages';
import { applicationRepository } from './repository';
import { type ApplicationRecord } from './record';
import { NOTIFICATION_KINDS, type ApplicationNotifications, type NotificationKind } from './status';
import { errorName, logLine, type LogLine } from '../ops/log';
import { handleStatusEmailJob } from '../status-email/service';
import { intakeService } from '../intake/service';

/** The e-mails of an application whose last attempt failed: what "Send again" sends. */
export function failedNotificationKinds(
  record: Pick<ApplicationRecord, 'notifications'>,
): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => record.notifications?.[kind]?.status === 'failed');
}

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  retry?: RetryOptions;
  clock?: () => Date;
  /** One structured log line; JSON on stderr by default (CloudWatch on AWS). */
  log?: (line: Record<string, unknown>) => void;
}

const logToConsole = (line: Record<string, unknown>) => logLine(line as LogLine);

/**
 * Site name and contact address from the settings; blank ones from the defaults. Unreadable
 * settings throw: an e-mail with the placeholder address would send the institute's copy of an
 * application nowhere, so the job is tried again instead (and dead-lettered, which alarms).
 */
export async function messageContext(db: Db): Promise<Omit<MessageContext, 'siteUrl'>> {
  // One Query of the eight small rows: fewer calls than a GetItem per wanted key.
  const settings = await siteSettingService(db).publicSettings();
  return {
    siteName: settings.site_name || SETTING_DEFAULTS.site_name.value,
    contactEmail: settings.contact_email || SETTING_DEFAULTS.contact_email.value,
  };
}

/** What one round of sending did: the merged record, and which kinds failed in a way a retry may fix. */
interface SendRound {
  notifications: ApplicationNotifications;
  retryable: NotificationKind[];
}

/**
 * Sends `kinds` of an application's e-mails side by side, each with a small bounded retry, and
 * merges how each went into what was recorded before. A failure that is recorded is logged with
 * the application id only (no addresses, no names); one left for the queue to retry is not yet.
 */
async function sendRound(
  deps: NotifyDeps,
  record: ApplicationRecord,
  kinds: readonly NotificationKind[],
  { siteUrl, recordRetryable }: { siteUrl?: string; recordRetryable: boolean },
): Promise<SendRound> {
  const log = deps.log ?? logToConsole;
  const clock = deps.clock ?? (() => new Date());
  const context = { ...(await messageContext(deps.db)), siteUrl };
  // The applicant's next steps name the day their intake starts (the institute's copy does not).
  const intakeStart = kinds.includes('applicant')
    ? await intakeService(deps.db).startOf(record.intake)
    : null;
  const messages = newApplicationMessages(record, context, { intakeStart });
  const outcomes = await Promise.all(
    kinds.map((kind) => sendWithRetry(deps.mailer, messages[kind], deps.retry)),
  );
  const at = clock().toISOString();
  // Kinds not sent this time keep what was recorded before.
  const notifications: ApplicationNotifications = { ...record.notifications };
  const retryable: NotificationKind[] = [];
  kinds.forEach((kind, index) => {
    const { status, attempts, error, permanent } = outcomes[index]!;
    if (status === 'failed' && !permanent) {
      retryable.push(kind);
      if (!recordRetryable) return;
    }
    notifications[kind] = { status, attempts, at, ...(error ? { error } : {}) };
    if (status === 'failed') {
      log({
        level: 'error',
        msg: 'notification_failed',
        application_id: record.id,
        notification: kind,
        attempts,
        error,
      });
    }
  });
  return { notifications, retryable };
}

async function recordNotifications(
  deps: NotifyDeps,
  id: string,
  notifications: ApplicationNotifications,
): Promise<void> {
  try {
    await applicationRepository(deps.db).recordNotifications(id, notifications);
  } catch (err) {
    (deps.log ?? logToConsole)({
      level: 'error',
      msg: 'notification_record_failed',
      application_id: id,
      error: errorName(err),
    });
  }
}

/**
 * Sends an application's e-mails now and records how each went: what "Send again" in the inbox
 * does (staff see the outcome at once). Never throws.
 */
export async function notifyNewApplication(
  deps: NotifyDeps,
  record: ApplicationRecord,
  options: {
    siteUrl?: string;
    /** Only these e-mails (a re-send of the failed ones); every kind by default. */
    kinds?: readonly NotificationKind[];
  } = {},
): Promise<ApplicationNotifications> {
  try {
    const { notifications } = await sendRound(deps, record, options.kinds ?? NOTIFICATION_KINDS, {
      siteUrl: options.siteUrl,
      recordRetryable: true,
    });
    await recordNotifications(deps, record.id, notifications);
    return notifications;
  } catch (err) {
    // A bug here must not turn a stored application into a 500 the browser would retry.
    (deps.log ?? logToConsole)({
      level: 'error',
      msg: 'notification_error',
      application_id: record.id,
      error: errorName(err),
    });
    return {};
  }
}

/**
 * Puts a new application's e-mails on the mail queue, so the applicant's answer never waits on a
 * mail server. When even that fails, both e-mails are recorded as failed at once, so the inbox
 * offers "Send again" as for any other failure. Never throws: the application is already stored.
 */
export async function queueNewApplicationMail(
  deps: Pick<NotifyDeps, 'db' | 'log' | 'clock'> & { queue: MailQueue },
  record: ApplicationRecord,
  options: { siteUrl?: string } = {},
): Promise<void> {
  const log = deps.log ?? logToConsole;
  try {
    await deps.queue.enqueue({
      kind: 'new_application',
      application_id: record.id,
      ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    });
  } catch (err) {
    const error = errorName(err);
    const at = (deps.clock ?? (() => new Date()))().toISOString();
    const notifications: ApplicationNotifications = {};
    for (const kind of NOTIFICATION_KINDS) {
      notifications[kind] = { status: 'failed', attempts: 0, at, error: 'QueueUnavailable' };
      log({
        level: 'error',
        msg: 'notification_failed',
        application_id: record.id,
        notification: kind,
        attempts: 0,
        error,
      });
    }
    await recordNotifications({ ...deps, mailer: noSenderMailer }, record.id, notifications);
  }
}

/**
 * The mail queue's consumer: sends the e-mails of the job's application that were not sent yet
 * (a job received again never sends one twice). A failure another try may fix is left to the
 * queue until its last receive; then, like a refused address at once, it is recorded on the
 * application, where the inbox shows it with "Send again".
 */
export async function handleApplicationMailJob(
  deps: NotifyDeps,
  job: MailJob,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<MailJobOutcome> {
  if (job.kind === 'status_email') {
    return handleStatusEmailJob(deps, job, { finalAttempt }, () => messageContext(deps.db));
  }
  const record = await applicationRepository(deps.db).get(job.application_id);
  // Gone, or its personal data erased meanwhile: there is nobody to write to.
  if (!record || record.anonymised_at) return 'done';
  const kinds = NOTIFICATION_KINDS.filter(
    (kind) => record.notifications?.[kind]?.status !== 'sent',
  );
  if (kinds.length === 0) return 'done';
  const { notifications, retryable } = await sendRound(deps, record, kinds, {
    siteUrl: job.site_url,
    recordRetryable: finalAttempt,
  });
  // Throws when the table is away: the queue then tries the whole job again.
  await applicationRepository(deps.db).recordNotifications(record.id, notifications);
  if (retryable.length === 0) return 'done';
  return finalAttempt ? 'dead' : 'retry';
}
