import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mailEventsFrom } from '@institute/core/notifications/mail-events';
import { createMailEventsHandler } from '../../functions/src/mail-events';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

/* The SNS subscriber of SES bounces and complaints, run against the local table. */

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});
afterAll(async () => {
  await stack?.stop();
});

const notice = (messageId: string) =>
  JSON.stringify({
    eventType: 'Bounce',
    mail: { messageId, timestamp: '2026-11-23T10:00:00.000Z' },
    bounce: {
      bounceType: 'Permanent',
      bounceSubType: 'General',
      timestamp: '2026-11-23T10:00:01.000Z',
      bouncedRecipients: [{ emailAddress: 'Gone@Example.com' }],
    },
  });

describe('SES bounce and complaint recorder', () => {
  it('records each bounce once, even when SNS delivers it twice', async () => {
    const handler = createMailEventsHandler(stack.deps.db);
    const record = { Sns: { Message: notice('msg-9') } };
    await handler({ Records: [record, record] });

    const items = await stack.deps.db.doc.send(
      new QueryCommand({
        TableName: stack.config.tableName,
        IndexName: 'byType',
        KeyConditionExpression: 'gsi1pk = :type',
        ExpressionAttributeValues: { ':type': 'MAIL_EVENT' },
      }),
    );
    expect(items.Items).toHaveLength(1);
    expect(items.Items![0]).toMatchObject({
      ...mailEventsFrom(notice('msg-9'))[0],
      id: 'bounce#msg-9#gone@example.com',
    });
  });
});
