import { PutCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { decodeCursor, type Page } from '../db/cursor';
import { newItem, queryPage, withoutKeys } from '../db/items';
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
     * Newest first. Filters on actor and entity are applied by DynamoDB to the batches it reads;
     * the cursor starts after the page's last entry, so it never skips or repeats one.
     */
    async list(options: AuditListOptions): Promise<Page<AuditEntry>> {
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
      const page = await queryPage(db, input, {
        start: options.cursor ? decodeCursor(options.cursor, cursorShape) : undefined,
        limit: options.limit,
        // One more than the page holds: without filters, one read proves there is a next page.
        batch: options.limit + 1,
        // Bounded work per request: a sparse filter over a long history answers with a cursor.
        maxReads: 10,
      });
      return {
        items: page.items.map((item) => v.parse(auditEntrySchema, withoutKeys(item)) as AuditEntry),
        cursor: page.cursor,
      };
    },
  };
}
