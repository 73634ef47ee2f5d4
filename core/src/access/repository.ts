import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { queryAll, written } from '../db/items';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { TTL_ATTRIBUTE } from '../db/table';
import { DEFAULT_PERMISSION_MAP, permissionMapSchema, type PermissionMap } from './permissions';

/** What the API needs to decide whether a verified token still counts. */
export interface UserAccess {
  /** Epoch seconds: tokens issued (iat) or signed in (auth_time) before it are refused. */
  validAfter: number;
  /** Sessions (origin_jti, or jti) signed out before their tokens expired. */
  revokedSessions: ReadonlySet<string>;
}

const MAP_ID = 'current';
const SESSION_PREFIX = 'SESSION#';

const userPk = (sub: string) => itemKey(ITEM_TYPES.userAccess, sub).pk;

/**
 * One partition per user: the `USER_ACCESS` item holds `valid_after`; each signed-out session is
 * an item `SESSION#<id>` that expires (TTL) with the last token it could have issued. One Query
 * reads both.
 */
export function accessRepository(db: Db) {
  return {
    async userAccess(sub: string, nowSeconds: number): Promise<UserAccess> {
      const items = await queryAll(db, {
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userPk(sub) },
        ConsistentRead: true,
      });
      let validAfter = 0;
      const revokedSessions = new Set<string>();
      for (const item of items) {
        const sk = String(item.sk);
        if (sk === ITEM_TYPES.userAccess) validAfter = Number(item.valid_after) || 0;
        // TTL deletes late (and not at all locally): expired entries are skipped here.
        else if (sk.startsWith(SESSION_PREFIX) && Number(item[TTL_ATTRIBUTE]) > nowSeconds)
          revokedSessions.add(sk.slice(SESSION_PREFIX.length));
      }
      return { validAfter, revokedSessions };
    },

    /** Every token of the user issued before `validAfter` stops counting. Never moves back. */
    async revokeAll(sub: string, validAfter: number): Promise<void> {
      // A later time already stored stays (false): it revokes more.
      await written(() =>
        db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: itemKey(ITEM_TYPES.userAccess, sub),
            UpdateExpression: 'SET valid_after = :t',
            ConditionExpression: 'attribute_not_exists(valid_after) OR valid_after < :t',
            ExpressionAttributeValues: { ':t': validAfter },
          }),
        ),
      );
    },

    /** One session's tokens stop counting; the entry lives until they would have expired. */
    async revokeSession(sub: string, session: string, expiresAt: number): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { pk: userPk(sub), sk: SESSION_PREFIX + session, [TTL_ATTRIBUTE]: expiresAt },
        }),
      );
    },

    /** The stored map, or the defaults while none was saved (or a stored one no longer fits). */
    async permissionMap(): Promise<PermissionMap> {
      const { Item } = await db.doc.send(
        new GetCommand({
          TableName: db.tableName,
          Key: itemKey(ITEM_TYPES.permissionMap, MAP_ID),
          ConsistentRead: true,
        }),
      );
      const parsed = v.safeParse(permissionMapSchema, Item?.map);
      return parsed.success ? parsed.output : DEFAULT_PERMISSION_MAP;
    },

    permissionMapKey: () => itemKey(ITEM_TYPES.permissionMap, MAP_ID),
  };
}

export type AccessRepository = ReturnType<typeof accessRepository>;
