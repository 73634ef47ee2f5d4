import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { newItem, queryAll, withoutKeys, type Item } from '../db/items';
import { byTypeKeys, byTypeQuery, ITEM_TYPES, itemKey } from '../db/keys';
import type { DataRequestRecord } from './schema';

const TYPE = ITEM_TYPES.dataRequest;

export function dataRequestRepository(db: Db) {
  return {
    /** A new request, as a transaction item (the service writes it with its audit entry). */
    putWrite(record: DataRequestRecord): AuditedWrite {
      return {
        Put: newItem({
          ...record,
          ...itemKey(TYPE, record.id),
          ...byTypeKeys(TYPE, record.created_at, record.id),
        }),
      };
    },
    async get(id: string): Promise<DataRequestRecord | null> {
      const { Item } = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: itemKey(TYPE, id) }),
      );
      return Item ? (withoutKeys(Item) as unknown as DataRequestRecord) : null;
    },
    /** Every request, newest first (a few a year: one Query). */
    async list(): Promise<DataRequestRecord[]> {
      const items = await queryAll(db, { ...byTypeQuery(TYPE), ScanIndexForward: false });
      return items.map((item: Item) => withoutKeys(item) as unknown as DataRequestRecord);
    },
    /**
     * Marks an open request done, as a transaction item; its condition fails when the request
     * does not exist or is already complete.
     */
    completeWrite(id: string, at: string, by: string | null): AuditedWrite {
      return {
        Update: {
          Key: itemKey(TYPE, id),
          UpdateExpression: 'SET completed_at = :at, completed_by = :by',
          ConditionExpression: 'attribute_exists(pk) AND completed_at = :null',
          ExpressionAttributeValues: { ':at': at, ':by': by, ':null': null },
        },
      };
    },
  };
}
