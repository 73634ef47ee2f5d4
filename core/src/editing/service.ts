import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import { TTL_ATTRIBUTE } from '../db/table';

/**
 * "Someone is editing this": a heads-up, not a lock. An open edit form says so every
 * EDITING_HEARTBEAT_SECONDS; whoever said so within EDITING_WINDOW_SECONDS counts as editing.
 * Each editor of a record is one item under the record's own partition, with a TTL, so reading
 * who is there is one Query and nothing needs cleaning up.
 */
export const EDITING_WINDOW_SECONDS = 120;
export const EDITING_HEARTBEAT_SECONDS = 30;

export interface Editor {
  /** The e-mail staff know each other by. */
  name: string;
  seen_at: string;
}

const partitionOf = (kind: string, id: string) => `${ITEM_TYPES.editing}#${kind}#${id}`;

export function editingService(db: Db, clock: () => Date = () => new Date()) {
  return {
    /**
     * Records that `editor` has the record open now, and answers the others who had it open in
     * the last two minutes, most recent first.
     */
    async heartbeat(
      record: { kind: string; id: string },
      editor: { sub: string; name: string },
    ): Promise<Editor[]> {
      const now = clock();
      const pk = partitionOf(record.kind, record.id);
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: {
            pk,
            sk: `${ITEM_TYPES.editing}#${editor.sub}`,
            sub: editor.sub,
            name: editor.name,
            seen_at: now.toISOString(),
            // DynamoDB's TTL deletes late (within days): the read below also checks seen_at.
            [TTL_ATTRIBUTE]: Math.ceil(now.getTime() / 1000) + EDITING_WINDOW_SECONDS,
          },
        }),
      );
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        }),
      );
      const since = now.getTime() - EDITING_WINDOW_SECONDS * 1000;
      return (result.Items ?? [])
        .filter((item) => item.sub !== editor.sub && Date.parse(String(item.seen_at)) > since)
        .map((item) => ({ name: String(item.name), seen_at: String(item.seen_at) }))
        .sort((a, b) => (a.seen_at < b.seen_at ? 1 : -1));
    },

    /** The editor closed the record: others stop seeing them at once. */
    async leave(record: { kind: string; id: string }, sub: string): Promise<void> {
      await db.doc.send(
        new DeleteCommand({
          TableName: db.tableName,
          Key: { pk: partitionOf(record.kind, record.id), sk: `${ITEM_TYPES.editing}#${sub}` },
        }),
      );
    },
  };
}

export type EditingService = ReturnType<typeof editingService>;
