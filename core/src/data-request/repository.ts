import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { isConditionalCheckFailed, queryAll, withoutKeys, type Item } from '../db/items';
import { byTypeKeys, ITEM_TYPES, itemKey } from '../db/keys';
import { INDEXES } from '../db/table';
import type { DataRequestRecord } from './schema';

const TYPE = ITEM_TYPES.dataRequest;

export function dataRequestRepository(db: Db) {
  return {
    async put(record: DataRequestRecord): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: {
            ...record,
            ...itemKey(TYPE, record.id),
            ...byTypeKeys(TYPE, record.created_at, record.id),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    /** Every request, newest first (a few a year: one Query). */
    async list(): Promise<DataRequestRecord[]> {
      const items = await queryAll(db, {
        IndexName: INDEXES.byType.name,
        KeyConditionExpression: '#pk = :type',
        ExpressionAttributeNames: { '#pk': INDEXES.byType.partition },
        ExpressionAttributeValues: { ':type': TYPE },
        ScanIndexForward: false,
      });
      return items.map((item: Item) => withoutKeys(item) as unknown as DataRequestRecord);
    },
    /** Marks an open request done; null when it does not exist or is already complete. */
    async complete(id: string, at: string, by: string | null): Promise<DataRequestRecord | null> {
      try {
        const result = await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: itemKey(TYPE, id),
            UpdateExpression: 'SET completed_at = :at, completed_by = :by',
            ConditionExpression: 'attribute_exists(pk) AND completed_at = :null',
            ExpressionAttributeValues: { ':at': at, ':by': by, ':null': null },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return withoutKeys(result.Attributes as Item) as unknown as DataRequestRecord;
      } catch (err) {
        if (isConditionalCheckFailed(err)) return null;
        throw err;
      }
    },
  };
}
