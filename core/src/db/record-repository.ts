import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { Db } from './client';
import type { AuditedWrite } from '../audit/service';
import { newItem, putNew, queryAll, withoutKeys, type Item } from './items';
import {
  byTypeKeys,
  byTypeQuery,
  itemKey,
  publishedKeys,
  publishedPrefix,
  type ItemType,
} from './keys';
import { INDEXES, PUBLISHED_PARTITION } from './table';
import { trashRepository, type TrashRepository } from '../trash/repository';

/** What every admin-managed record has. */
export interface BaseRecord {
  id: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** 1 when created, one more at every save or move (the edit-conflict check compares it). */
  revision: number;
}

export interface RecordRepositoryConfig<R extends BaseRecord> {
  type: ItemType;
  /** Reads a stored item (keys already removed) into a record; never throws. */
  schema: v.GenericSchema<unknown, R>;
  /** The order of the item on both indexes: a padded sort_order or a created_at timestamp. */
  orderOf(record: R): string;
  /** Admin list direction on the byType index. */
  newestFirst?: boolean;
}

export interface RecordRepository<R extends BaseRecord> {
  list(): Promise<R[]>;
  listPublished(): Promise<R[]>;
  /** True when at least one record of the type exists (a one-item Query). */
  hasAny(): Promise<boolean>;
  get(id: string): Promise<R | null>;
  /** The record's partition (`pk`): its versions live there too (core/src/version). */
  partitionOf(id: string): string;
  /*
   * The writes, as transaction items: the service writes each together with its audit entry
   * (auditLog.recordWith). Each is conditional; a failed condition throws
   * ConditionalCheckFailedException.
   */
  /** A new record, saved by `savedBy` (an e-mail); its condition fails when the id is taken. */
  createWrite(
    record: R,
    savedBy?: string | null,
  ): { Put: Extract<AuditedWrite, { Put: unknown }>['Put'] };
  /**
   * Writes a new record without an audit entry, for writers outside the admin area (the seed);
   * false when the id is taken.
   */
  create(record: R): Promise<boolean>;
  /**
   * Every field but id and created_at replaced (created_at as stored, since the order may derive
   * from it); a draft loses its published keys. Its condition fails when there is no such record
   * or its revision is no longer `readRevision` (someone saved it since it was read).
   */
  replaceWrite(
    record: Omit<R, 'created_at'>,
    createdAt: string,
    save: { readRevision: number; savedBy: string | null },
  ): AuditedWrite;
  /** Who made the last save or move, and when; null when there is no such record. */
  lastSave(id: string): Promise<{ by: string | null; at: string; revision: number } | null>;
  /** Deletes by id; its condition fails when there was no such record. */
  removeWrite(id: string): AuditedWrite;
  /**
   * Up to `limit` records just before or just after `record` in the admin order, nearest first:
   * one Query that starts at the record's own index key.
   */
  adjacent(record: R, side: 'before' | 'after', limit: number): Promise<R[]>;
  /**
   * Sets sort_order and updated_at, and the index keys that derive from sort_order, of a record
   * whose order is its sort_order; writes nothing else. Conditional on the index keys still being
   * those of `record` (same order, same published state): it fails when it changed since read.
   */
  setSortOrderWrite(
    record: R & { sort_order: number },
    sortOrder: number,
    updatedAt: string,
    savedBy: string | null,
  ): AuditedWrite;
  /** The item a record is stored as (for writers outside the CRUD path, such as the seed). */
  toItem(record: R): Item;
  /** True when another record already sits at this record's place in the admin order. */
  orderTaken(record: R): Promise<boolean>;
  /** The last record in the admin order; null when there are none. */
  last(): Promise<R | null>;
  /** Deleted records of this kind, kept 30 days (core/src/trash). */
  trash: TrashRepository<R>;
}

/**
 * Who made a record's last save or move (their e-mail), kept beside the record but never read
 * into it: the public home data is made of records, and a staff address must not reach it.
 */
const SAVED_BY = 'updated_by';

/** The condition that the stored revision is still `revision` (0: an item from before revisions). */
export function revisionIs(
  names: Record<string, string>,
  values: Record<string, unknown>,
  revision: number,
): string {
  names['#rev'] = 'revision';
  values[':read'] = revision;
  return revision === 0 ? '(attribute_not_exists(#rev) OR #rev = :read)' : '#rev = :read';
}

/**
 * The one implementation of the single-table pattern for records that an admin lists, edits and
 * publishes. Reads are a GetItem or a Query; every write is a conditional transaction item.
 */
export function createRecordRepository<R extends BaseRecord>(
  db: Db,
  config: RecordRepositoryConfig<R>,
): RecordRepository<R> {
  const { type } = config;
  const read = (item: Item) => v.parse(config.schema, withoutKeys(item));

  const indexKeys = (record: Omit<R, 'created_at'> & { created_at: string }) => {
    const order = config.orderOf(record as R);
    return {
      ...byTypeKeys(type, order, record.id),
      ...(record.status === 'published' ? publishedKeys(type, order, record.id) : {}),
    };
  };

  const orderKey = (record: R) => byTypeKeys(type, config.orderOf(record), record.id).gsi1sk;

  const toItem = (record: R): Item => ({
    ...(record as object),
    ...itemKey(type, record.id),
    ...indexKeys(record),
  });

  /**
   * The first `limit` items of this type in the admin order (reversed unless `forward`), or of
   * those whose order key meets `order` (`#sk` is the order key, `:order` its value).
   */
  const firstInOrder = async (
    limit: number,
    {
      order,
      forward = true,
    }: { order?: { condition: string; value: string }; forward?: boolean } = {},
  ) => {
    const result = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: INDEXES.byType.name,
        KeyConditionExpression: order ? `#pk = :type AND ${order.condition}` : '#pk = :type',
        ExpressionAttributeNames: {
          '#pk': INDEXES.byType.partition,
          ...(order ? { '#sk': INDEXES.byType.sort } : {}),
        },
        ExpressionAttributeValues: { ':type': type, ...(order ? { ':order': order.value } : {}) },
        ScanIndexForward: forward,
        Limit: limit,
      }),
    );
    return result.Items ?? [];
  };

  const createWrite = (record: R, savedBy: string | null = null) => ({
    Put: newItem({ ...toItem(record), [SAVED_BY]: savedBy }),
  });

  return {
    async list() {
      const items = await queryAll(db, {
        ...byTypeQuery(type),
        ScanIndexForward: !config.newestFirst,
      });
      return items.map(read);
    },

    async listPublished() {
      const items = await queryAll(db, {
        IndexName: INDEXES.published.name,
        KeyConditionExpression: '#pk = :published AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: {
          '#pk': INDEXES.published.partition,
          '#sk': INDEXES.published.sort,
        },
        ExpressionAttributeValues: {
          ':published': PUBLISHED_PARTITION,
          ':prefix': publishedPrefix(type),
        },
      });
      return items.map(read);
    },

    async hasAny() {
      return (await firstInOrder(1)).length > 0;
    },

    partitionOf: (id) => itemKey(type, id).pk,

    async get(id) {
      const result = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: itemKey(type, id) }),
      );
      return result.Item ? read(result.Item) : null;
    },

    async create(record) {
      return putNew(db, createWrite(record).Put.Item);
    },

    createWrite,

    replaceWrite(record, createdAt, { readRevision, savedBy }) {
      const fields: Record<string, unknown> = {
        ...record,
        ...indexKeys({ ...record, created_at: createdAt }),
        [SAVED_BY]: savedBy,
      };
      delete fields.id;
      delete fields.created_at;
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const sets = Object.entries(fields).map(([name, value], index) => {
        names[`#f${index}`] = name;
        values[`:v${index}`] = value;
        return `#f${index} = :v${index}`;
      });
      const removes =
        record.status === 'published' ? [] : [INDEXES.published.partition, INDEXES.published.sort];
      removes.forEach((name, index) => {
        names[`#r${index}`] = name;
      });
      return {
        Update: {
          Key: itemKey(type, record.id),
          UpdateExpression:
            `SET ${sets.join(', ')}` +
            (removes.length ? ` REMOVE ${removes.map((_, index) => `#r${index}`).join(', ')}` : ''),
          ConditionExpression: `attribute_exists(pk) AND ${revisionIs(names, values, readRevision)}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    },

    async lastSave(id) {
      const result = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: itemKey(type, id),
          ProjectionExpression: '#by, updated_at, revision',
          ExpressionAttributeNames: { '#by': SAVED_BY },
        }),
      );
      const item = result.Item;
      if (!item) return null;
      return {
        by: typeof item[SAVED_BY] === 'string' ? item[SAVED_BY] : null,
        at: typeof item.updated_at === 'string' ? item.updated_at : '',
        revision: typeof item.revision === 'number' ? item.revision : 0,
      };
    },

    removeWrite(id) {
      return { Delete: { Key: itemKey(type, id), ConditionExpression: 'attribute_exists(pk)' } };
    },

    async adjacent(record, side, limit) {
      // In the admin order "after" is further along the index, unless the list is newest first.
      const forward = (side === 'after') !== Boolean(config.newestFirst);
      const order = { condition: `#sk ${forward ? '>' : '<'} :order`, value: orderKey(record) };
      return (await firstInOrder(limit, { order, forward })).map(read);
    },

    setSortOrderWrite(record, sortOrder, updatedAt, savedBy) {
      const moved = { ...record, sort_order: sortOrder, updated_at: updatedAt };
      const keys = indexKeys(moved);
      const published = record.status === 'published';
      const names: Record<string, string> = {
        '#order': 'sort_order',
        '#updated': 'updated_at',
        '#k1': INDEXES.byType.sort,
        '#p2': INDEXES.published.partition,
      };
      const values: Record<string, unknown> = {
        ':order': sortOrder,
        ':updated': updatedAt,
        ':k1': keys.gsi1sk,
        ':was': orderKey(record),
      };
      names['#rev'] = 'revision';
      names['#by'] = SAVED_BY;
      values[':zero'] = 0;
      values[':one'] = 1;
      values[':by'] = savedBy;
      // A move is a save too: an edit begun before it must not put the old order back unasked.
      const sets = [
        '#order = :order',
        '#updated = :updated',
        '#k1 = :k1',
        '#rev = if_not_exists(#rev, :zero) + :one',
        '#by = :by',
      ];
      if (published) {
        names['#k2'] = INDEXES.published.sort;
        values[':k2'] = (keys as { gsi2sk: string }).gsi2sk;
        sets.push('#k2 = :k2');
      }
      return {
        Update: {
          Key: itemKey(type, record.id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          // The keys as read: a concurrent edit of the order or of the status wins.
          ConditionExpression: `#k1 = :was AND ${published ? 'attribute_exists(#p2)' : 'attribute_not_exists(#p2)'}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    },

    toItem,

    async orderTaken(record) {
      const order = { condition: 'begins_with(#sk, :order)', value: `${config.orderOf(record)}#` };
      return (await firstInOrder(1, { order })).length > 0;
    },

    async last() {
      const [item] = await firstInOrder(1, { forward: Boolean(config.newestFirst) });
      return item ? read(item) : null;
    },

    trash: trashRepository<R>(db, type, read),
  };
}
