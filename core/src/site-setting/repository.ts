import * as v from 'valibot';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { putNew, queryAll, withoutKeys } from '../db/items';
import { byTypeKeys, byTypeQuery, ITEM_TYPES, itemKey, publishedKeys } from '../db/keys';
import { withCurrentNotice } from './retired-notice';
import { siteSettingRecordSchema, type SiteSetting } from './schema';

const TYPE = ITEM_TYPES.setting;

/*
 * One item per setting, keyed by setting_key (which is also its id). Every setting is public
 * site information, so each item also carries the published-index keys: the home page reads the
 * settings in the same Query as the published content.
 */
function settingKeys(key: string) {
  return { ...itemKey(TYPE, key), ...byTypeKeys(TYPE, key, key), ...publishedKeys(TYPE, key, key) };
}

export interface SettingRow {
  setting_key: string;
  setting_value: string | Record<string, unknown>;
  description: string | null;
}

/**
 * A stored setting row, as every reader takes it (the admin's list, the public settings, the home
 * data). A notice still as the product once shipped it reads as today's default, so the page,
 * the Settings form and the version in each consent record agree.
 */
export function readSettingItem(item: Record<string, unknown>): SiteSetting {
  const row = v.parse(siteSettingRecordSchema, withoutKeys(item));
  return row.setting_key === 'privacy_notice'
    ? { ...row, setting_value: withCurrentNotice(row.setting_value) }
    : row;
}

export function siteSettingRepository(db: Db) {
  return {
    /** Every setting row, ordered by setting_key. */
    async list(): Promise<SiteSetting[]> {
      const items = await queryAll(db, byTypeQuery(TYPE));
      return items.map(readSettingItem);
    },

    /** Inserts a row unless its key exists; concurrent first loads insert each key once. */
    async insertIfMissing(row: SettingRow, now: string): Promise<boolean> {
      return putNew(db, {
        ...row,
        ...settingKeys(row.setting_key),
        id: row.setting_key,
        created_at: now,
        updated_at: now,
      });
    },

    /**
     * Writes a row's value, creating it if needed; created_at is kept, and so is the stored
     * description when none is given (`fallbackDescription` fills a new row). A transaction item:
     * the service writes it together with its audit entry.
     */
    saveWrite(row: SettingRow, fallbackDescription: string, now: string): AuditedWrite {
      const keys = settingKeys(row.setting_key);
      return {
        Update: {
          Key: { pk: keys.pk, sk: keys.sk },
          UpdateExpression:
            'SET #id = :id, setting_key = :key, setting_value = :value, ' +
            (row.description === null
              ? 'description = if_not_exists(description, :description), '
              : 'description = :description, ') +
            'updated_at = :now, created_at = if_not_exists(created_at, :now), ' +
            'gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ExpressionAttributeNames: { '#id': 'id' },
          ExpressionAttributeValues: {
            ':id': row.setting_key,
            ':key': row.setting_key,
            ':value': row.setting_value,
            ':description': row.description ?? fallbackDescription,
            ':now': now,
            ':gsi1pk': keys.gsi1pk,
            ':gsi1sk': keys.gsi1sk,
            ':gsi2pk': keys.gsi2pk,
            ':gsi2sk': keys.gsi2sk,
          },
        },
      };
    },
  };
}
