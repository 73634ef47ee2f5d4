import {
  BatchWriteCommand,
  paginateQuery,
  PutCommand,
  type BatchWriteCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { encodeCursor, type Page } from './cursor';
import { INDEXES, KEY_ATTRIBUTES, TABLE_KEYS } from './table';
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

/** The cursor a Query resumes from after `item`: its table key and its key on the index read. */
function cursorAfter(item: Item, indexName: string | undefined): string {
  const index = Object.values(INDEXES).find((candidate) => candidate.name === indexName);
  const names = [
    TABLE_KEYS.partition,
    TABLE_KEYS.sort,
    ...(index ? [index.partition, index.sort] : []),
  ];
  return encodeCursor(Object.fromEntries(names.map((name) => [name, String(item[name])])));
}

/**
 * One page of a Query from `start`, by the SDK's paginator reading `batch` items a call: up to
 * `limit` items, read on until the page is full (a filter may drop whole batches) and one more
 * match proves there is a next page, which starts after the page's last item. After `maxReads`
 * calls a page that is not full yet ends where the reading stopped (bounded work per request).
 */
export async function queryPage(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  options: { start?: Item; limit: number; batch: number; maxReads?: number },
): Promise<Page<Item>> {
  const items: Item[] = [];
  let reads = 0;
  for await (const page of paginateQuery(
    { client: db.doc, pageSize: options.batch, startingToken: options.start },
    { ...input, TableName: db.tableName },
  )) {
    for (const item of (page.Items ?? []) as Item[]) {
      if (items.length === options.limit) {
        return { items, cursor: cursorAfter(items[items.length - 1]!, input.IndexName) };
      }
      items.push(item);
    }
    reads += 1;
    if (reads === options.maxReads && page.LastEvaluatedKey) {
      return { items, cursor: encodeCursor(page.LastEvaluatedKey as Record<string, string>) };
    }
  }
  return { items, cursor: null };
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
  const done = await writtenValue(async () => {
    await write();
    return true;
  });
  return done ?? false;
}

/** `written` for a write whose answer is wanted: its answer, or null when its condition failed. */
export async function writtenValue<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (err) {
    if (isConditionalCheckFailed(err)) return null;
    throw err;
  }
}
