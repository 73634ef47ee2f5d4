import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, type QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeCursor } from './cursor';
import { queryPage, sendInBatches, written, writtenValue, type Item } from './items';

afterEach(() => vi.useRealTimers());

describe('sendInBatches', () => {
  it('sends chunks of the size given, and again what a call left unprocessed', async () => {
    const sent: number[][] = [];
    let first = true;
    await sendInBatches([1, 2, 3, 4, 5], 2, async (chunk) => {
      sent.push(chunk);
      // The first call leaves its second item for later, as DynamoDB may under load.
      if (first) {
        first = false;
        return [chunk[1]!];
      }
      return undefined;
    });
    expect(sent).toEqual([[1, 2], [2], [3, 4], [5]]);
  });

  it('gives a chunk up after six calls, pausing longer before each', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const done = sendInBatches(['a'], 100, async (chunk) => {
      calls.push(Date.now());
      return chunk;
    });
    await vi.runAllTimersAsync();
    await done;
    const pauses = calls.slice(1).map((at, index) => at - calls[index]!);
    expect(pauses).toEqual([100, 200, 400, 800, 1600]);
  });
});

describe('queryPage', () => {
  // Rows in index order; a row is a match unless `skip` says it is dropped by the filter.
  const rows = Array.from({ length: 7 }, (_, index) => ({
    pk: `A#${index}`,
    sk: 'A',
    gsi1pk: 'A',
    gsi1sk: String(index),
    skip: index % 3 === 1,
  }));
  const keyOf = ({ pk, sk, gsi1pk, gsi1sk }: Item) => ({ pk, sk, gsi1pk, gsi1sk });

  /** A client answering Queries as DynamoDB does: `Limit` rows evaluated, then the filter. */
  function fakeDb() {
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
    vi.spyOn(doc, 'send').mockImplementation((async (command: QueryCommand) => {
      const { ExclusiveStartKey: start, Limit: limit } = command.input;
      const from = start ? rows.findIndex((row) => row.pk === start.pk) + 1 : 0;
      const read = rows.slice(from, from + limit!);
      return {
        Items: read.filter((row) => !row.skip),
        LastEvaluatedKey: read.length === limit ? keyOf(read.at(-1)!) : undefined,
      };
    }) as never);
    return { doc, tableName: 'table' };
  }

  it.each([
    { limit: 2, batch: 2 },
    { limit: 2, batch: 3 },
    { limit: 3, batch: 100 },
    { limit: 1, batch: 1, maxReads: 2 },
    { limit: 4, batch: 2, maxReads: 1 },
  ])('walks every match once, in order, ending with no cursor ($limit, $batch)', async (shape) => {
    const db = fakeDb();
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const start: Item | undefined = cursor
        ? decodeCursor(cursor, v.record(v.string(), v.string()))
        : undefined;
      const page = await queryPage(db, { IndexName: 'byType' }, { ...shape, start });
      expect(page.items.length).toBeLessThanOrEqual(shape.limit);
      pages.push(page.items.map((item) => String(item.pk)));
      cursor = page.cursor;
    } while (cursor && pages.length < 20);
    expect(cursor).toBeNull();
    expect(pages.flat()).toEqual(rows.filter((row) => !row.skip).map((row) => row.pk));
    // A full page is followed by another only when a match proved there is one.
    expect(pages.at(-1)).not.toEqual([]);
  });
});

describe('written and writtenValue', () => {
  const refused = () =>
    Promise.reject(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));

  it('answer the write, or false and null when its condition failed; other failures throw', async () => {
    expect(await written(() => Promise.resolve({}))).toBe(true);
    expect(await written(refused)).toBe(false);
    expect(await writtenValue(() => Promise.resolve(3))).toBe(3);
    expect(await writtenValue(refused)).toBeNull();
    await expect(writtenValue(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
