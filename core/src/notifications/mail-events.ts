import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { byTypeKeys, ITEM_TYPES, itemKey } from '../db/keys';

/*
 * SES reports a bounce or a complaint about a message the site sent (through the identity's
 * configuration set and an SNS topic, infra/mail-events.ts). Each affected recipient is recorded
 * once, so staff can see why an applicant never got their confirmation.
 */

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
export async function recordMailEvent(db: Db, event: MailEvent): Promise<void> {
  const id = `${event.kind}#${event.message_id}#${event.address.toLowerCase()}`;
  await db.doc.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...event,
        id,
        ...itemKey(ITEM_TYPES.mailEvent, id),
        ...byTypeKeys(ITEM_TYPES.mailEvent, event.at, id),
      },
    }),
  );
}
