import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { queryAll, written, type Item } from '../db/items';
import { itemKey, type ItemType } from '../db/keys';
import { INDEXES, TTL_ATTRIBUTE } from '../db/table';
import { TRASH_DAYS, TRASH_SK, trashPartition, type TrashedRecord } from './schema';

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The trash of one kind of record. A trashed record is one item in the record's own partition
 * (`pk` = the record's, `sk` = TRASH), so its versions stay beside it and a restore finds them as
 * they were. Its byType keys (`TRASH#<TYPE>`, `<expiry>#<id>`) list the trash newest first and
 * find the expired ones with one Query each; `expires_at` is the table's TTL attribute on AWS.
 * dynalite has no TTL, so every read checks the time and `sweep` deletes what has expired.
 */
export function trashRepository<R>(db: Db, type: ItemType, read: (item: Item) => R) {
  const key = (id: string) => ({ pk: itemKey(type, id).pk, sk: TRASH_SK });
  const toTrashed = (item: Item): TrashedRecord<R> => ({
    id: String(item.id),
    record: read(item.record as Item),
    deleted_at: String(item.deleted_at),
    deleted_by: typeof item.deleted_by === 'string' ? item.deleted_by : null,
    expires_at: new Date(Number(item[TTL_ATTRIBUTE]) * 1000).toISOString(),
  });
  const expiryKey = (seconds: number) => new Date(seconds * 1000).toISOString();
  const query = (operator: '>' | '<', now: Date, forward: boolean) =>
    queryAll(db, {
      IndexName: INDEXES.byType.name,
      KeyConditionExpression: `#pk = :trash AND #sk ${operator} :now`,
      ExpressionAttributeNames: { '#pk': INDEXES.byType.partition, '#sk': INDEXES.byType.sort },
      ExpressionAttributeValues: {
        ':trash': trashPartition(type),
        ':now': expiryKey(epochSeconds(now)),
      },
      ScanIndexForward: forward,
    });

  return {
    /** The Put that keeps `record` in the trash (written with the record's delete). */
    putWrite(record: R & { id: string }, deleted: { at: Date; by: string | null }): AuditedWrite {
      const expires = epochSeconds(deleted.at) + TRASH_DAYS * 24 * 60 * 60;
      return {
        Put: {
          Item: {
            ...key(record.id),
            [INDEXES.byType.partition]: trashPartition(type),
            [INDEXES.byType.sort]: `${expiryKey(expires)}#${record.id}`,
            id: record.id,
            record: JSON.parse(JSON.stringify(record)) as Item,
            deleted_at: deleted.at.toISOString(),
            deleted_by: deleted.by,
            [TTL_ATTRIBUTE]: expires,
          },
        },
      };
    },

    /** The trashed record; null when there is none or it has expired. */
    async get(id: string, now: Date): Promise<TrashedRecord<R> | null> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id) }));
      const item = result.Item;
      if (!item || Number(item[TTL_ATTRIBUTE]) <= epochSeconds(now)) return null;
      return toTrashed(item);
    },

    /** The unexpired trash, newest first: one Query. */
    async list(now: Date): Promise<TrashedRecord<R>[]> {
      // The key holds the second of expiry; at that very second the item has expired too.
      return (await query('>', now, false))
        .filter((item) => Number(item[TTL_ATTRIBUTE]) > epochSeconds(now))
        .map(toTrashed);
    },

    /** Deletes the trashed record; its condition fails when there is none. */
    removeWrite(id: string): AuditedWrite {
      return { Delete: { Key: key(id), ConditionExpression: 'attribute_exists(pk)' } };
    },

    /**
     * Deletes every trashed record that has expired (what TTL does on AWS, some time after):
     * one Query, then a conditional delete each. Answers the ids deleted.
     */
    async sweep(now: Date): Promise<string[]> {
      const expired = await query('<', now, true);
      const deleted: string[] = [];
      for (const item of expired) {
        const id = String(item.id);
        const gone = await written(() =>
          db.doc.send(
            new DeleteCommand({
              TableName: db.tableName,
              Key: key(id),
              ConditionExpression: '#expires <= :now',
              ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
              ExpressionAttributeValues: { ':now': epochSeconds(now) },
            }),
          ),
        );
        if (gone) deleted.push(id);
      }
      return deleted;
    },
  };
}

export type TrashRepository<R> = ReturnType<typeof trashRepository<R>>;
