import { describe, expect, it } from 'vitest';
import { mailEventsFrom } from './mail-events';

// Shaped as SES event publishing sends them (eventType), trimmed to the fields read.
const bounce = {
  eventType: 'Bounce',
  mail: { messageId: 'msg-1', timestamp: '2026-11-23T10:00:00.000Z' },
  bounce: {
    bounceType: 'Permanent',
    bounceSubType: 'NoEmail',
    timestamp: '2026-11-23T10:00:05.000Z',
    bouncedRecipients: [{ emailAddress: 'gone@example.com' }, { emailAddress: 'also@example.com' }],
  },
};

describe('mailEventsFrom', () => {
  it('makes one bounce per bounced recipient', () => {
    expect(mailEventsFrom(JSON.stringify(bounce))).toEqual([
      {
        kind: 'bounce',
        address: 'gone@example.com',
        message_id: 'msg-1',
        detail: 'Permanent/NoEmail',
        at: '2026-11-23T10:00:05.000Z',
      },
      expect.objectContaining({ kind: 'bounce', address: 'also@example.com' }),
    ]);
  });

  it('makes one complaint per complaining recipient (identity notifications say notificationType)', () => {
    const complaint = {
      notificationType: 'Complaint',
      mail: { messageId: 'msg-2', timestamp: '2026-11-23T11:00:00.000Z' },
      complaint: {
        complaintFeedbackType: 'abuse',
        complainedRecipients: [{ emailAddress: 'x@example.com' }],
      },
    };
    expect(mailEventsFrom(JSON.stringify(complaint))).toEqual([
      {
        kind: 'complaint',
        address: 'x@example.com',
        message_id: 'msg-2',
        detail: 'abuse',
        at: '2026-11-23T11:00:00.000Z',
      },
    ]);
  });

  it('ignores deliveries, other notices and text that is not JSON', () => {
    expect(
      mailEventsFrom(JSON.stringify({ eventType: 'Delivery', mail: { messageId: 'm' } })),
    ).toEqual([]);
    expect(
      mailEventsFrom('Successfully validated SNS topic for Amazon SES event publishing.'),
    ).toEqual([]);
    expect(mailEventsFrom(JSON.stringify({ eventType: 'Bounce' }))).toEqual([]);
  });
});
