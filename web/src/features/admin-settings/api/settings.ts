import { queryOptions } from '@tanstack/react-query';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  type SettingKey,
  type SettingValues,
  type SiteSetting,
} from '@institute/core/site-setting/schema';
import { adminRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/admin-session';
import { fetchRecords } from '../../../lib/admin-records';

/*
 * The settings page's requests. Its form holds every setting's value under its key and the
 * API's names (`site_name`, `hero_section.title`), checked by core's `settingValuesSchema` as it
 * is, and starts from `toPublicSettings(rows)`. Only the request differs: a row per key.
 */

export const SETTINGS_PATH = '/settings';

/** The API answered with no rows: it inserts the defaults before answering, so it could not. */
export class DefaultsError extends Error {}

/** GET /api/admin/settings: the stored rows, ordered by key. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, SETTINGS_PATH],
    queryFn: async ({ signal }) => {
      const rows = await fetchRecords<SiteSetting>(SETTINGS_PATH, signal);
      if (rows.length === 0) throw new DefaultsError('Failed to create default settings');
      return rows;
    },
    retry: false,
  });

/**
 * The body of PUT /api/admin/settings: a row per key in `keys` (every key unless said), each
 * keeping its stored description.
 */
export function settingsBody(
  values: SettingValues,
  rows: readonly SiteSetting[],
  keys: readonly SettingKey[] = SETTING_KEYS,
) {
  return {
    settings: keys.map((key) => ({
      setting_key: key,
      setting_value: values[key],
      description:
        rows.find((row) => row.setting_key === key)?.description ??
        SETTING_DEFAULTS[key].description,
    })),
  };
}

/**
 * PUT /api/admin/settings with the rows this page changed: the API keeps the others, so a
 * colleague's save of another setting since this page was loaded stays.
 */
export const saveSettings = (
  values: SettingValues,
  rows: readonly SiteSetting[],
  changed: readonly SettingKey[],
) =>
  adminRequest<unknown>(SETTINGS_PATH, {
    method: 'PUT',
    body: settingsBody(values, rows, changed),
  });
