import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { isConditionalCheckFailed, queryAll, queryCount, withoutKeys } from '../db/items';
import { byTypeKeys, ITEM_TYPES, itemKey } from '../db/keys';
import { INDEXES } from '../db/table';
import type { ApplicationRecord } from './schema';

const TYPE = ITEM_TYPES.application;

const byType = {
  IndexName: INDEXES.byType.name,
  KeyConditionExpression: '#pk = :type',
  ExpressionAttributeNames: { '#pk': INDEXES.byType.partition },
  ExpressionAttributeValues: { ':type': TYPE },
};

/** Applications on the byType index ordered by created_at (the inbox reads it newest first). */
export function applicationRepository(db: Db) {
  return {
    /** Stores a new application; false when that id is already stored (a retry). */
    async create(record: ApplicationRecord): Promise<boolean> {
      try {
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
        return true;
      } catch (err) {
        if (isConditionalCheckFailed(err)) return false;
        throw err;
      }
    },

    async exists(id: string): Promise<boolean> {
      const result = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: itemKey(TYPE, id),
          ProjectionExpression: 'pk',
        }),
      );
      return Boolean(result.Item);
    },

    async get(id: string): Promise<ApplicationRecord | null> {
      const result = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: itemKey(TYPE, id) }),
      );
      return result.Item ? (withoutKeys(result.Item) as ApplicationRecord) : null;
    },

    /** Every application, newest first. */
    async list(): Promise<ApplicationRecord[]> {
      const items = await queryAll(db, { ...byType, ScanIndexForward: false });
      return items.map((item) => withoutKeys(item) as ApplicationRecord);
    },

    count(): Promise<number> {
      return queryCount(db, byType);
    },
  };
}
