import { PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { decodeCursor, encodeCursor } from '../db/cursor';
import { newItem, withoutKeys } from '../db/items';
import { byTypeKeys, byTypeSortBounds, ITEM_TYPES, itemKey, type InstantRange } from '../db/keys';
import { INDEXES } from '../db/table';
import { auditEntrySchema, type AuditEntry } from './schema';

const TYPE = ITEM_TYPES.audit;

export interface AuditListOptions extends InstantRange {
  actor?: string;
  entity?: string;
  limit: number;
  cursor?: string;
}

/** Only a key of an audit item on the byType index is accepted as a starting point. */
const cursorShape = v.strictObject({
  pk: v.string(),
  sk: v.literal(TYPE),
  [INDEXES.byType.partition]: v.literal(TYPE),
  [INDEXES.byType.sort]: v.string(),
});
type StartKey = Record<string, string>;

/** The Put of one entry, alone or inside a transaction with the change it records. */
export function auditPut(entry: AuditEntry) {
  return newItem({
    ...entry,
    ...itemKey(TYPE, entry.id),
    ...byTypeKeys(TYPE, entry.created_at, entry.id),
  });
}

/** Audit entries: their own items, on the byType index ordered by created_at. */
export function auditRepository(db: Db) {
  return {
    async put(entry: AuditEntry): Promise<void> {
      await db.doc.send(new PutCommand({ TableName: db.tableName, ...auditPut(entry) }));
    },

    /**
     * Newest first. Filters on actor and entity are applied by DynamoDB to the pages it reads;
     * each page reads at most what is still missing, so a cursor never skips an entry.
     */
    async list(options: AuditListOptions): Promise<{ items: AuditEntry[]; next: string | null }> {
      const names: Record<string, string> = {
        '#pk': INDEXES.byType.partition,
        '#sk': INDEXES.byType.sort,
      };
      const { low, high } = byTypeSortBounds(options);
      const values: Record<string, unknown> = {
        ':type': TYPE,
        ':low': low,
        ':high': high,
      };
      const filters: string[] = [];
      if (options.actor) {
        names['#sub'] = 'actor_sub';
        names['#email'] = 'actor_email';
        values[':actor'] = options.actor;
        values[':actorEmail'] = options.actor.toLowerCase();
        // An id is matched whole; an address by any part of it ("radha", "@example.com").
        filters.push('(#sub = :actor OR contains(#email, :actorEmail))');
      }
      if (options.entity) {
        names['#entity'] = 'entity';
        values[':entity'] = options.entity;
        filters.push('#entity = :entity');
      }
      const input: Omit<QueryCommandInput, 'TableName'> = {
        IndexName: INDEXES.byType.name,
        KeyConditionExpression: '#pk = :type AND #sk BETWEEN :low AND :high',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      };
      const items: AuditEntry[] = [];
      let start: StartKey | undefined = options.cursor
        ? decodeCursor(options.cursor, cursorShape)
        : undefined;
      // Bounded work per request: a sparse filter over a long history answers with a cursor.
      for (let page = 0; page < 10 && items.length < options.limit; page += 1) {
        const result = await db.doc.send(
          new QueryCommand({
            ...input,
            TableName: db.tableName,
            Limit: options.limit - items.length,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of result.Items ?? []) {
          items.push(v.parse(auditEntrySchema, withoutKeys(item)) as AuditEntry);
        }
        start = result.LastEvaluatedKey as StartKey | undefined;
        if (!start) break;
      }
      return { items, next: start ? encodeCursor(start) : null };
    },
  };
}
