import { createDb, type Db } from '@institute/core/db/client';
import { mailEventsFrom, recordMailEvent } from '@institute/core/notifications/mail-events';
import { log } from '@institute/core/ops/log';
import { tableConfigFromEnv } from './config';

/** The SNS records this function receives (the fields read here only). */
export interface SnsEvent {
  Records: Array<{ Sns: { Message: string } }>;
}

/**
 * Records each SES bounce and complaint (infra/mail-events.ts). A failed write throws, so SNS
 * delivers the notice again.
 */
export function createMailEventsHandler(db: Db) {
  return async (event: SnsEvent): Promise<void> => {
    for (const record of event.Records) {
      for (const mailEvent of mailEventsFrom(record.Sns.Message)) {
        await recordMailEvent(db, mailEvent);
        // The message id and kind only: the address is personal data.
        log.warn(mailEvent.kind === 'bounce' ? 'mail_bounced' : 'mail_complained', {
          message_id: mailEvent.message_id,
          detail: mailEvent.detail,
        });
      }
    }
  };
}

let deployed: ((event: SnsEvent) => Promise<void>) | undefined;

/** The Lambda entry: the stage's table from the environment, made on the first notice. */
export function handler(event: SnsEvent): Promise<void> {
  deployed ??= createMailEventsHandler(createDb(tableConfigFromEnv()));
  return deployed(event);
}
