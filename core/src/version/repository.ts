import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { newItem, queryAll, writeInBatches } from '../db/items';
import { recordVersionSchema, type RecordVersion, type VersionSummary } from './schema';

/** The sort key prefix of versions; a record's own item has `sk` = its type, so never matches. */
export const VERSION_PREFIX = 'VERSION#';

const versionKey = (partition: string, versionId: string) => ({
  pk: partition,
  sk: `${VERSION_PREFIX}${versionId}`,
});

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

    /** Deletes the given versions of the record, in batches (see `writeInBatches`). */
    async remove(partition: string, versionIds: readonly string[]): Promise<void> {
      const requests = versionIds.map((id) => ({
        DeleteRequest: { Key: versionKey(partition, id) },
      }));
      await writeInBatches(db, requests);
    },
  };
}

export type VersionRepository = ReturnType<typeof versionRepository>;
