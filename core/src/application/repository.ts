import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { decodeCursor, InvalidCursorError, type Page } from '../db/cursor';
import {
  BATCH_SIZE,
  putNew,
  queryAll,
  queryCount,
  queryPage,
  sendInBatches,
  withoutKeys,
  written,
  type Item,
} from '../db/items';
import {
  byTypeKeys,
  byTypeQuery,
  byTypeSortBounds,
  ITEM_TYPES,
  itemKey,
  type InstantRange,
} from '../db/keys';
import { INDEXES } from '../db/table';
import { readAnonymised } from './anonymise';
import { normalisedEmail } from '../contact/email';
import { searchTermsOf, searchTextOf } from './inbox';
import { type Country, type CourseName } from './choices';
import { type ApplicationRecord } from './record';
import {
  APPLICATION_STATUSES,
  type ApplicationHistoryEntry,
  type ApplicationNotifications,
  type ApplicationStatus,
} from './status';

const TYPE = ITEM_TYPES.application;
const SEARCH_ATTRIBUTE = 'search_text';

const byType = byTypeQuery(TYPE);

// Statuses an earlier version stored, read as their place in today's workflow.
const LEGACY_STATUSES: Record<string, ApplicationStatus> = {
  reviewed: 'contacted',
  rejected: 'declined',
};

function read(item: Item): ApplicationRecord {
  const record = withoutKeys(item);
  delete record[SEARCH_ATTRIBUTE];
  // A string set in the table; a sorted list everywhere else.
  if (record.possible_duplicates instanceof Set) {
    record.possible_duplicates = [...(record.possible_duplicates as Set<string>)].sort();
  }
  const status = String(record.status ?? 'new');
  record.status = (APPLICATION_STATUSES as readonly string[]).includes(status)
    ? status
    : (LEGACY_STATUSES[status] ?? 'new');
  return readAnonymised(record) as ApplicationRecord;
}

/** Equality filters and a search, applied by DynamoDB to the date-bounded Query. */
export interface ApplicationQueryFilters {
  course?: CourseName;
  status?: ApplicationStatus;
  country?: Country;
  search?: string;
}

function queryInput(range: InstantRange, filters: ApplicationQueryFilters) {
  const { low, high } = byTypeSortBounds(range);
  const names: Record<string, string> = {
    '#pk': INDEXES.byType.partition,
    '#sk': INDEXES.byType.sort,
  };
  const values: Record<string, unknown> = { ':type': TYPE, ':low': low, ':high': high };
  const conditions: string[] = [];
  const equal = (attribute: string, value: string | undefined) => {
    if (value === undefined) return;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    conditions.push(`#${attribute} = :${attribute}`);
  };
  equal('course_name', filters.course);
  equal('status', filters.status);
  equal('country', filters.country);
  const terms = searchTermsOf(filters.search ?? '');
  if (terms.length > 0) {
    // Any one of the terms: the query as typed, or a phone number's digits.
    names['#search'] = SEARCH_ATTRIBUTE;
    const matches = terms.map((term, index) => {
      values[`:search${index}`] = term;
      return `contains(#search, :search${index})`;
    });
    conditions.push(`(${matches.join(' OR ')})`);
  }
  return {
    IndexName: INDEXES.byType.name,
    KeyConditionExpression: '#pk = :type AND #sk BETWEEN :low AND :high',
    ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    // Newest first, as the inbox shows them.
    ScanIndexForward: false,
  };
}

// The cursor is the index key of the last application a page returned, as DynamoDB's
// ExclusiveStartKey wants it; base64url so it travels in a query string.
const cursorShape = v.strictObject({
  pk: v.pipe(v.string(), v.startsWith(`${TYPE}#`), v.maxLength(200)),
  sk: v.literal(TYPE),
  gsi1pk: v.literal(TYPE),
  gsi1sk: v.pipe(v.string(), v.maxLength(200)),
});
type CursorKey = v.InferOutput<typeof cursorShape>;

/** The start key of a cursor: one of this list's keys, inside the range asked for. */
function startOf(cursor: string, range: InstantRange): CursorKey {
  const key = decodeCursor(cursor, cursorShape);
  const { low, high } = byTypeSortBounds(range);
  if (key.gsi1sk < low || key.gsi1sk > high) throw new InvalidCursorError();
  return key;
}

// Applications to read per Query call while filling a page; filters may drop most of them.
const READ_BATCH = 100;

/** Applications on the byType index ordered by created_at (the inbox reads it newest first). */
export function applicationRepository(db: Db) {
  return {
    /** Stores a new application; false when that id is already stored (a retry). */
    async create(record: ApplicationRecord): Promise<boolean> {
      return putNew(db, {
        ...record,
        [SEARCH_ATTRIBUTE]: searchTextOf(record),
        ...itemKey(TYPE, record.id),
        ...byTypeKeys(TYPE, record.created_at, record.id),
      });
    },
    /**
     * The applicants' full names by application id, in batches (see `sendInBatches`). An id with
     * no application left, or one still unread after the retries, is left out.
     */
    async fullNames(ids: readonly string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      const keys = [...new Set(ids)].map((id) => itemKey(TYPE, id));
      await sendInBatches(keys, BATCH_SIZE.get, async (chunk) => {
        const result = await db.doc.send(
          new BatchGetCommand({
            RequestItems: {
              [db.tableName]: {
                Keys: chunk,
                ProjectionExpression: '#id, #name',
                ExpressionAttributeNames: { '#id': 'id', '#name': 'full_name' },
              },
            },
          }),
        );
        for (const item of result.Responses?.[db.tableName] ?? []) {
          names.set(String(item.id), String(item.full_name ?? ''));
        }
        return result.UnprocessedKeys?.[db.tableName]?.Keys as typeof chunk | undefined;
      });
      return names;
    },
    async exists(id: string): Promise<boolean> {
      const result = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: itemKey(TYPE, id),
          ProjectionExpression: 'pk',
        }),
      );
      return Boolean(result.Item);
    },
    async get(id: string): Promise<ApplicationRecord | null> {
      const result = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: itemKey(TYPE, id) }),
      );
      return result.Item ? read(result.Item) : null;
    },
    /** Every application, newest first. */
    async list(): Promise<ApplicationRecord[]> {
      const items = await queryAll(db, { ...byType, ScanIndexForward: false });
      return items.map(read);
    },
    count(): Promise<number> {
      return queryCount(db, byType);
    },
    /** True when at least one application is stored (a one-item Query). */
    async hasAny(): Promise<boolean> {
      const result = await db.doc.send(
        new QueryCommand({ ...byType, TableName: db.tableName, Limit: 1 }),
      );
      return (result.Items?.length ?? 0) > 0;
    },

    /**
     * One page of the inbox, newest first: a Query bounded by the date range, the other filters
     * as a FilterExpression. Reads on until the page is full (a filter may drop whole batches)
     * and one more match proves there is a next page.
     */
    async findPage(
      range: InstantRange,
      filters: ApplicationQueryFilters,
      limit: number,
      cursor?: string,
    ): Promise<Page<ApplicationRecord>> {
      const page = await queryPage(db, queryInput(range, filters), {
        start: cursor ? startOf(cursor, range) : undefined,
        limit,
        batch: READ_BATCH,
      });
      return { items: page.items.map(read), cursor: page.cursor };
    },

    /** Every application in the range that passes the filters, newest first (the CSV export). */
    async findAll(
      range: InstantRange,
      filters: ApplicationQueryFilters,
    ): Promise<ApplicationRecord[]> {
      return (await queryAll(db, queryInput(range, filters))).map(read);
    },

    /** Every application holding exactly this address, in either case (the search narrows it). */
    async findByEmail(email: string): Promise<ApplicationRecord[]> {
      const wanted = normalisedEmail(email);
      const found = (await queryAll(db, queryInput({}, { search: wanted }))).map(read);
      return found.filter((record) => normalisedEmail(record.email) === wanted);
    },

    /** Just the attributes the analytics add up, for every application in the range. */
    async findFacts(
      range: InstantRange,
    ): Promise<Pick<ApplicationRecord, 'created_at' | 'course_name' | 'country' | 'status'>[]> {
      const input = queryInput(range, {});
      const items = await queryAll(db, {
        ...input,
        ProjectionExpression: '#created, #course, #country, #status',
        ExpressionAttributeNames: {
          ...input.ExpressionAttributeNames,
          '#created': 'created_at',
          '#course': 'course_name',
          '#country': 'country',
          '#status': 'status',
        },
      });
      return items.map((item) => {
        const { created_at, course_name, country, status } = read(item);
        return { created_at, course_name, country, status };
      });
    },

    /** created_at and status of every application (for the counts by status). */
    async statuses(): Promise<ApplicationStatus[]> {
      const items = await queryAll(db, {
        ...byType,
        ProjectionExpression: '#status',
        ExpressionAttributeNames: { ...byType.ExpressionAttributeNames, '#status': 'status' },
      });
      return items.map((item) => read(item).status);
    },

    /**
     * One conditional UpdateItem, as a transaction item (the service writes it with its audit
     * entry): sets the fields and appends to the history, only while the application exists and,
     * when `expectedStatus` is given, still has that status (so two people moving the same
     * application at once cannot both win). A failed condition throws
     * ConditionalCheckFailedException.
     */
    changeWrite(
      id: string,
      change: {
        expectedStatus?: ApplicationStatus;
        set: Partial<Pick<ApplicationRecord, 'status' | 'notes'>> & { updated_at: string };
        history: ApplicationHistoryEntry[];
      },
    ): AuditedWrite {
      const names: Record<string, string> = {
        '#history': 'history',
        '#anonymised': 'anonymised_at',
      };
      const values: Record<string, unknown> = { ':entries': change.history, ':empty': [] };
      const sets = Object.entries(change.set).map(([name, value], index) => {
        names[`#f${index}`] = name;
        values[`:v${index}`] = value;
        return `#f${index} = :v${index}`;
      });
      sets.push('#history = list_append(if_not_exists(#history, :empty), :entries)');
      // Erased since it was read: nothing is written back into it.
      let condition = 'attribute_exists(pk) AND attribute_not_exists(#anonymised)';
      if (change.expectedStatus) {
        names['#status'] = 'status';
        values[':expected'] = change.expectedStatus;
        condition += ' AND #status = :expected';
      }
      return {
        Update: {
          Key: itemKey(TYPE, id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    },

    /** Records how the new-application e-mails went; false when the application is gone. */
    async recordNotifications(
      id: string,
      notifications: ApplicationNotifications,
    ): Promise<boolean> {
      return written(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: itemKey(TYPE, id),
            UpdateExpression: 'SET #notifications = :notifications',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#notifications': 'notifications' },
            ExpressionAttributeValues: { ':notifications': notifications },
          }),
        ),
      );
    },
  };
}
