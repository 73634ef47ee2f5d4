import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { queryAll } from '../db/items';
import { byTypeKeys, byTypeQuery, ITEM_TYPES, itemKey } from '../db/keys';
import { TTL_ATTRIBUTE } from '../db/table';

/*
 * SES reports a bounce or a complaint about a message the site sent (through the identity's
 * configuration set and an SNS topic, infra/mail-events.ts). Each affected recipient is recorded
 * once, so an operator can see why an applicant never got their confirmation. A record holds an
 * address: it is kept MAIL_EVENT_DAYS (DynamoDB's TTL deletes it), and an erasure request for the
 * address deletes it at once.
 */

export const MAIL_EVENT_DAYS = 30;

export interface MailEvent {
  kind: 'bounce' | 'complaint';
  /** The recipient SES reports. */
  address: string;
  /** SES's message id of the e-mail concerned. */
  message_id: string;
  /** Bounce type and subtype (`Permanent/General`), or the complaint's feedback type. */
  detail: string;
  /** When SES saw it (ISO 8601). */
  at: string;
}

interface SesNotice {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string; timestamp?: string };
  bounce?: {
    bounceType?: string;
    bounceSubType?: string;
    timestamp?: string;
    bouncedRecipients?: Array<{ emailAddress?: string }>;
  };
  complaint?: {
    complaintFeedbackType?: string;
    timestamp?: string;
    complainedRecipients?: Array<{ emailAddress?: string }>;
  };
}

/** The events in one SNS message from SES; anything else (a delivery, a test notice) is none. */
export function mailEventsFrom(snsMessage: string): MailEvent[] {
  let notice: SesNotice;
  try {
    notice = JSON.parse(snsMessage) as SesNotice;
  } catch {
    return [];
  }
  const type = notice.eventType ?? notice.notificationType;
  // One event per recipient with an address, of the kind and detail the notice says.
  const eventsFor = (
    kind: MailEvent['kind'],
    recipients: Array<{ emailAddress?: string }> | undefined,
    detail: string,
    timestamp: string | undefined,
  ): MailEvent[] =>
    (recipients ?? []).flatMap(({ emailAddress }) =>
      emailAddress
        ? [
            {
              kind,
              address: emailAddress,
              message_id: notice.mail?.messageId ?? '',
              detail,
              at: timestamp ?? notice.mail?.timestamp ?? new Date().toISOString(),
            },
          ]
        : [],
    );
  if (type === 'Bounce' && notice.bounce) {
    const { bounce } = notice;
    return eventsFor(
      'bounce',
      bounce.bouncedRecipients,
      `${bounce.bounceType ?? 'Undetermined'}/${bounce.bounceSubType ?? 'Undetermined'}`,
      bounce.timestamp,
    );
  }
  if (type === 'Complaint' && notice.complaint) {
    const { complaint } = notice;
    return eventsFor(
      'complaint',
      complaint.complainedRecipients,
      complaint.complaintFeedbackType ?? 'unspecified',
      complaint.timestamp,
    );
  }
  return [];
}

/** Stores an event; SNS may deliver twice, and the same event overwrites itself. */
export async function recordMailEvent(
  db: Db,
  event: MailEvent,
  now: Date = new Date(),
): Promise<void> {
  const id = `${event.kind}#${event.message_id}#${event.address.toLowerCase()}`;
  await db.doc.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...event,
        id,
        ...itemKey(ITEM_TYPES.mailEvent, id),
        ...byTypeKeys(ITEM_TYPES.mailEvent, event.at, id),
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + MAIL_EVENT_DAYS * 86_400,
      },
    }),
  );
}

/** Deletes the bounces and complaints recorded for an address (an erasure); how many. */
export async function removeMailEventsOf(db: Db, address: string): Promise<number> {
  const wanted = address.toLowerCase();
  const items = await queryAll(db, byTypeQuery(ITEM_TYPES.mailEvent));
  const theirs = items.filter((item) => String(item.address).toLowerCase() === wanted);
  for (const item of theirs) {
    await db.doc.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: itemKey(ITEM_TYPES.mailEvent, String(item.id)),
      }),
    );
  }
  return theirs.length;
}
