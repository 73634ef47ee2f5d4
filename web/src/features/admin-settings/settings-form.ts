import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  type SettingValues,
  type SiteSetting,
} from '@institute/core/site-setting/schema';

/*
 * The settings page's form holds every setting's value under its key and the API's names
 * (`site_name`, `hero_section.title`, `statistics.current_students`); core's
 * `settingValuesSchema` checks it as it is, so each problem lands on the field it names. Its
 * values start from `toPublicSettings(rows)`. Only the request differs: a row per key.
 */

/** The body of PUT /api/admin/settings: a row per key, each keeping its stored description. */
export function settingsBody(values: SettingValues, rows: readonly SiteSetting[]) {
  return {
    settings: SETTING_KEYS.map((key) => ({
      setting_key: key,
      setting_value: values[key],
      description:
        rows.find((row) => row.setting_key === key)?.description ??
        SETTING_DEFAULTS[key].description,
    })),
  };
}
