import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import { written, writtenValue } from '../db/items';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { TTL_ATTRIBUTE } from '../db/table';

const TYPE = ITEM_TYPES.statusCode;

/**
 * The one live code of an address. Never the code itself: its scrypt hash with a random salt.
 * Keyed by the address's SHA-256, so the item names nobody; DynamoDB's TTL deletes it after
 * `expires_at` (dynalite has no TTL, so readers check the time themselves).
 */
export interface StatusCodeItem {
  code_hash: string;
  code_salt: string;
  /** Tries counted against the code (each wrong code keeps its count). */
  attempts: number;
  created_at: string;
  /** Epoch seconds. */
  expires_at: number;
}

function read(item: Record<string, unknown>): StatusCodeItem {
  return {
    code_hash: String(item.code_hash),
    code_salt: String(item.code_salt),
    attempts: Number(item.attempts ?? 0),
    created_at: String(item.created_at),
    expires_at: Number(item[TTL_ATTRIBUTE]),
  };
}

export function statusCodeRepository(db: Db) {
  return {
    /** Stores a new code for the address, replacing any earlier one (only the newest works). */
    async put(addressHash: string, code: StatusCodeItem): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...itemKey(TYPE, addressHash), ...code, [TTL_ATTRIBUTE]: code.expires_at },
        }),
      );
    },

    async get(addressHash: string): Promise<StatusCodeItem | null> {
      const result = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: itemKey(TYPE, addressHash) }),
      );
      return result.Item ? read(result.Item) : null;
    },

    /**
     * Counts one try against the code before it is compared, in one conditional UpdateItem: only
     * while it is the same code (`codeHash`) with fewer than `maxTries` counted, so guesses sent
     * side by side cannot together get past the limit. The new count, or null when the
     * condition failed (the code was replaced, deleted or used up meanwhile).
     */
    async takeTry(addressHash: string, codeHash: string, maxTries: number): Promise<number | null> {
      return writtenValue(async () => {
        const result = await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: itemKey(TYPE, addressHash),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'code_hash = :hash AND attempts < :max',
            ExpressionAttributeValues: { ':one': 1, ':hash': codeHash, ':max': maxTries },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(result.Attributes?.attempts);
      });
    },

    /** Gives back the try a right code took: only wrong codes count. */
    async returnTry(addressHash: string, codeHash: string): Promise<void> {
      // Nothing to give back (false) when the code was replaced, deleted or has no try counted.
      await written(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: itemKey(TYPE, addressHash),
            UpdateExpression: 'ADD attempts :minus',
            ConditionExpression: 'code_hash = :hash AND attempts > :zero',
            ExpressionAttributeValues: { ':minus': -1, ':hash': codeHash, ':zero': 0 },
          }),
        ),
      );
    },

    async delete(addressHash: string): Promise<void> {
      await db.doc.send(
        new DeleteCommand({ TableName: db.tableName, Key: itemKey(TYPE, addressHash) }),
      );
    },
  };
}
