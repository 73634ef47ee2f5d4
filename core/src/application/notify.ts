import type { Db } from '../db/client';
import { sendWithRetry, type Mailer, type RetryOptions } from '../notifications/mailer';
import { siteSettingService } from '../site-setting/service';
import { SETTING_DEFAULTS } from '../site-setting/schema';
import { newApplicationMessages, type MessageContext } from './messages';
import { applicationRepository } from './repository';
import {
  NOTIFICATION_KINDS,
  type ApplicationNotifications,
  type ApplicationRecord,
  type NotificationKind,
} from './schema';

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

const logToConsole = (line: Record<string, unknown>) => console.error(JSON.stringify(line));
const errorName = (err: unknown) => (err instanceof Error ? err.name : 'UnknownError');

/** Site name and contact address from the settings; blank or unreadable ones from the defaults. */
async function messageContext(
  db: Db,
  log: NonNullable<NotifyDeps['log']>,
): Promise<Omit<MessageContext, 'siteUrl'>> {
  let settings: { site_name: string; contact_email: string } | undefined;
  try {
    // One Query of the eight small rows: fewer calls than a GetItem per wanted key.
    settings = await siteSettingService(db).publicSettings();
  } catch (err) {
    log({ level: 'warn', msg: 'notification_settings_unavailable', error: errorName(err) });
  }
  return {
    siteName: settings?.site_name || SETTING_DEFAULTS.site_name.value,
    contactEmail: settings?.contact_email || SETTING_DEFAULTS.contact_email.value,
  };
}

/**
 * The e-mails of a newly stored application: the institute's copy to the contact address and a
 * confirmation to the applicant, sent side by side with a small bounded retry. How each went is
 * recorded on the application; a failure is logged with the application id only (no addresses,
 * no names). Never throws: the application is already stored and the applicant still succeeds.
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
  const log = deps.log ?? logToConsole;
  const clock = deps.clock ?? (() => new Date());
  try {
    const context = { ...(await messageContext(deps.db, log)), siteUrl: options.siteUrl };
    const messages = newApplicationMessages(record, context);
    const kinds = options.kinds ?? NOTIFICATION_KINDS;
    const outcomes = await Promise.all(
      kinds.map((kind) => sendWithRetry(deps.mailer, messages[kind], deps.retry)),
    );
    const at = clock().toISOString();
    // Kinds not sent this time keep what was recorded before.
    const notifications: ApplicationNotifications = { ...record.notifications };
    kinds.forEach((kind, index) => {
      const outcome = outcomes[index]!;
      notifications[kind] = { ...outcome, at };
      if (outcome.status === 'failed') {
        log({
          level: 'error',
          msg: 'notification_failed',
          application_id: record.id,
          notification: kind,
          attempts: outcome.attempts,
          error: outcome.error,
        });
      }
    });
    try {
      await applicationRepository(deps.db).recordNotifications(record.id, notifications);
    } catch (err) {
      log({
        level: 'error',
        msg: 'notification_record_failed',
        application_id: record.id,
        error: errorName(err),
      });
    }
    return notifications;
  } catch (err) {
    // A bug here must not turn a stored application into a 500 the browser would retry.
    log({
      level: 'error',
      msg: 'notification_error',
      application_id: record.id,
      error: errorName(err),
    });
    return {};
  }
}
