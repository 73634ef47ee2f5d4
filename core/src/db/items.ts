import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { KEY_ATTRIBUTES } from './keys';

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

export function isConditionalCheckFailed(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}

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
