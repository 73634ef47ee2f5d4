import { describe, expect, it } from 'vitest';
import { isConditionalCheckFailed } from '../db/items';
import { dbAnswering } from './answering-db';
import { auditLog, type AuditChange } from './service';

/*
 * The AWS path of recordWith: what it hands DynamoDB. The local table has no transactions, so
 * the integration tests cover the other path; here a client stands in for DynamoDB's answer.
 */

const actor = { sub: 'sub-1', email: 'Admin@Example.com' };
const change: AuditChange = {
  actor,
  entity: 'course',
  entityId: 'c1',
  action: 'update',
  before: { title: 'Old' },
  after: { title: 'New' },
};
const update = {
  Update: {
    Key: { pk: 'COURSE#c1', sk: 'COURSE#c1' },
    UpdateExpression: 'SET #t = :t',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#t': 'title' },
    ExpressionAttributeValues: { ':t': 'New' },
  },
};

describe('auditLog.recordWith on DynamoDB', () => {
  it('writes the record and its entry in one TransactWriteItems, in the table', async () => {
    const { db, sent } = dbAnswering(() => ({}));
    await auditLog(db).recordWith(change, [update, { Delete: { Key: { pk: 'X', sk: 'Y' } } }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.constructor.name).toBe('TransactWriteCommand');
    const items = sent[0]!.input.TransactItems as Array<Record<string, Record<string, unknown>>>;
    expect(items).toHaveLength(3);
    expect(items[0]!.Update).toEqual({ TableName: 'institute-test', ...update.Update });
    expect(items[1]!.Delete).toEqual({ TableName: 'institute-test', Key: { pk: 'X', sk: 'Y' } });
    expect(items[2]!.Put).toMatchObject({
      TableName: 'institute-test',
      Item: {
        entity: 'course',
        entity_id: 'c1',
        action: 'update',
        actor_email: 'admin@example.com',
        before: { title: 'Old' },
        after: { title: 'New' },
      },
    });
  });

  /** What the change throws when its transaction is cancelled with these reasons (record, entry). */
  const cancelledWrite = (...codes: string[]) =>
    auditLog(
      dbAnswering(() => {
        throw Object.assign(new Error('Transaction cancelled'), {
          name: 'TransactionCanceledException',
          CancellationReasons: codes.map((Code) => ({ Code })),
        });
      }).db,
    )
      .recordWith(change, update)
      .catch((err: unknown) => err);

  it("reads a cancelled transaction whose record condition failed as that write's condition failure", async () => {
    const error = await cancelledWrite('ConditionalCheckFailed', 'None');
    expect(isConditionalCheckFailed(error)).toBe(true);
  });

  it('fails the change when the entry cannot be written (any other cancellation)', async () => {
    const error = await cancelledWrite('None', 'ValidationError');
    expect((error as Error).name).toBe('TransactionCanceledException');
  });

  it('writes a save that changes nothing alone, with no entry', async () => {
    const { db, sent } = dbAnswering(() => ({}));
    await auditLog(db).recordWith({ ...change, after: { title: 'Old' } }, update);
    expect(sent.map((command) => command.constructor.name)).toEqual(['UpdateCommand']);
  });
});
