import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { newItem, queryAll } from '../db/items';
import { recordVersionSchema, type RecordVersion, type VersionSummary } from './schema';

/** The sort key prefix of versions; a record's own item has `sk` = its type, so never matches. */
export const VERSION_PREFIX = 'VERSION#';

const versionKey = (partition: string, versionId: string) => ({
  pk: partition,
  sk: `${VERSION_PREFIX}${versionId}`,
});

/** BatchWriteItem takes at most 25 requests. */
const BATCH = 25;

/**
 * A record's versions, stored in the record's own partition (`partition` is the record's `pk`).
 * They carry no index keys, so no list or public read ever sees them. Reads are a GetItem or a
 * Query on the partition; nothing scans.
 */
export function versionRepository(db: Db) {
  const read = (item: Record<string, unknown>): RecordVersion => {
    const { pk: _pk, sk: _sk, ...rest } = item;
    return v.parse(recordVersionSchema, rest);
  };

  return {
    /** The Put of one version, written in the same transaction as the save and its audit entry. */
    putWrite(partition: string, version: RecordVersion): AuditedWrite {
      return { Put: newItem({ ...version, ...versionKey(partition, version.version_id) }) };
    },

    /** Every version of the record, newest first, without the records. */
    async list(partition: string): Promise<VersionSummary[]> {
      const items = await queryAll(db, {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': VERSION_PREFIX },
        ProjectionExpression:
          'version_id, entity, entity_id, saved_at, saved_by_sub, saved_by_email',
        ScanIndexForward: false,
      });
      return items.map((item) => {
        const { record: _record, ...summary } = read({ ...item, record: {} });
        return summary;
      });
    },

    async get(partition: string, versionId: string): Promise<RecordVersion | null> {
      const result = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: versionKey(partition, versionId) }),
      );
      return result.Item ? read(result.Item) : null;
    },

    /** Deletes the given versions of the record (BatchWriteItem, 25 at a time). */
    async remove(partition: string, versionIds: readonly string[]): Promise<void> {
      for (let start = 0; start < versionIds.length; start += BATCH) {
        let requests: Record<string, unknown>[] | undefined = versionIds
          .slice(start, start + BATCH)
          .map((id) => ({ DeleteRequest: { Key: versionKey(partition, id) } }));
        // Whatever DynamoDB could not take this time is sent again.
        for (let attempt = 0; requests?.length && attempt < 5; attempt += 1) {
          const result = await db.doc.send(
            new BatchWriteCommand({ RequestItems: { [db.tableName]: requests as never } }),
          );
          requests = result.UnprocessedItems?.[db.tableName] as
            Record<string, unknown>[] | undefined;
        }
      }
    },
  };
}

export type VersionRepository = ReturnType<typeof versionRepository>;
