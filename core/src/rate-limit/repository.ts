import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { written } from '../db/items';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { TTL_ATTRIBUTE } from '../db/table';

export interface WindowCount {
  hits: number;
  /** Epoch seconds at which the window ends (and DynamoDB TTL may delete the counter). */
  expiresAt: number;
}

/**
 * Fixed-window counters. The window's start is part of the key, so every window is a fresh item:
 * one atomic UpdateItem (ADD) counts a hit and answers the total, and an old window is never
 * read again, whether or not TTL has deleted it yet (dynalite has no TTL at all).
 */
export function rateLimitRepository(db: Db) {
  return {
    async hit(counter: string, windowStart: number, expiresAt: number): Promise<WindowCount> {
      const result = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: itemKey(ITEM_TYPES.rateLimit, `${counter}#${windowStart}`),
          UpdateExpression: 'ADD hits :one SET #expires = :expires',
          ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':one': 1, ':expires': expiresAt },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return {
        hits: Number(result.Attributes?.hits ?? 1),
        expiresAt: Number(result.Attributes?.[TTL_ATTRIBUTE] ?? expiresAt),
      };
    },
    /** Takes one hit back from a window's counter, if it is still there. */
    async unhit(counter: string, windowStart: number): Promise<void> {
      await written(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: itemKey(ITEM_TYPES.rateLimit, `${counter}#${windowStart}`),
            UpdateExpression: 'ADD hits :minus',
            ConditionExpression: 'hits > :zero',
            ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
          }),
        ),
      );
    },
  };
}
