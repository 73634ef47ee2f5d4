import {
  BatchWriteCommand,
  paginateQuery,
  PutCommand,
  type BatchWriteCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { KEY_ATTRIBUTES, TABLE_KEYS } from './table';
import { wait } from '../lang/values';

export type Item = Record<string, unknown>;

/** One Query, read to the end: the SDK's paginator follows LastEvaluatedKey to the last page. */
export async function queryAll(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of paginateQuery(
    { client: db.doc },
    { ...input, TableName: db.tableName },
  )) {
    items.push(...((page.Items ?? []) as Item[]));
  }
  return items;
}

/** Counts the items of a Query (Select COUNT), following every page. */
export async function queryCount(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName' | 'Select'>,
): Promise<number> {
  let count = 0;
  for await (const page of paginateQuery(
    { client: db.doc },
    { ...input, TableName: db.tableName, Select: 'COUNT' },
  )) {
    count += page.Count ?? 0;
  }
  return count;
}

/** The item without its key attributes: the record the rest of the code sees. */
export function withoutKeys(item: Item): Item {
  const record = { ...item };
  for (const key of KEY_ATTRIBUTES) delete record[key];
  return record;
}

/** The most requests one call takes: BatchGetItem 100 keys, BatchWriteItem 25 puts or deletes. */
export const BATCH_SIZE = { get: 100, write: 25 } as const;

/**
 * Sends `requests` to a batch call in chunks of at most `size`. `send` answers what DynamoDB left
 * unprocessed, which is sent again after a growing pause, up to five more times; what is left
 * after that is given up (the callers' work is a display, a clean-up or a hint to staff, never a
 * record's own write).
 */
export async function sendInBatches<T>(
  requests: readonly T[],
  size: number,
  send: (chunk: T[]) => Promise<T[] | undefined>,
): Promise<void> {
  for (let start = 0; start < requests.length; start += size) {
    let left: T[] | undefined = requests.slice(start, start + size);
    for (let attempt = 0; left?.length && attempt < 6; attempt += 1) {
      if (attempt > 0) await wait(50 * 2 ** attempt);
      left = await send(left);
    }
  }
}

/** One put or delete of a BatchWriteItem. */
export type BatchWriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** Puts and deletes items through BatchWriteItem, in batches (see `sendInBatches`). */
export const writeInBatches = (db: Db, requests: readonly BatchWriteRequest[]): Promise<void> =>
  sendInBatches(requests, BATCH_SIZE.write, async (chunk) => {
    const result = await db.doc.send(
      new BatchWriteCommand({ RequestItems: { [db.tableName]: chunk } }),
    );
    return result.UnprocessedItems?.[db.tableName];
  });

export function isConditionalCheckFailed(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}

/**
 * The Put of an item that must be new: refused when an item with its key is already stored. Alone
 * (`putNew`) or as a part of a transaction (`{ Put: newItem(item) }`).
 */
export const newItem = (item: Item) => ({
  Item: item,
  ConditionExpression: `attribute_not_exists(${TABLE_KEYS.partition})`,
});

/** Stores an item unless one with its key is there: false when one was (a retry, a second claim). */
export const putNew = (db: Db, item: Item): Promise<boolean> =>
  written(() => db.doc.send(new PutCommand({ TableName: db.tableName, ...newItem(item) })));

/**
 * Runs one conditional write: true when it was written, false when its condition failed (the
 * record was not there, or already was). Any other failure is thrown.
 */
export async function written(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}
