import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  settingsUpdateSchema,
  settingValuesSchema,
  toPublicSettings,
  type SettingValues,
  type SiteSetting,
} from '@institute/core/site-setting/schema';
import { settingsBody } from './settings';

const row = (setting_key: string, setting_value: SiteSetting['setting_value']): SiteSetting => ({
  id: setting_key,
  setting_key,
  setting_value,
  description: `About ${setting_key}`,
  created_at: '',
  updated_at: '',
});

const rows = [
  row('site_name', 'Bhakti Institute Ipoh'),
  row('statistics', { graduates: 800, countries: 7, programs: 8, current_students: 60 }),
  row('hero_section', { title: 'Welcome', subtitle: 'Study with us', button_text: 'See courses' }),
];

/** The settings page's check, as its form runs it. */
const check = (values: SettingValues) =>
  valibotResolver(settingValuesSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('settings form', () => {
  it('saves the stored values untouched: each row as stored, the others as their defaults', async () => {
    const result = await check(toPublicSettings(rows));
    expect(result.errors).toEqual({});
    const body = settingsBody(result.values as SettingValues, rows);
    expect(v.safeParse(settingsUpdateSchema, body).issues).toBeUndefined();
    expect(body.settings.map((setting) => setting.setting_key)).toEqual([...SETTING_KEYS]);
    const saved = Object.fromEntries(
      body.settings.map((setting) => [setting.setting_key, setting.setting_value]),
    );
    expect(saved.site_name).toBe('Bhakti Institute Ipoh');
    expect(saved.statistics).toEqual({
      graduates: 800,
      countries: 7,
      programs: 8,
      current_students: 60,
    });
    expect(saved.hero_section).toEqual(rows[2]!.setting_value);
    expect(saved.retention).toEqual(SETTING_DEFAULTS.retention.value);
  });

  it('keeps each stored description, and a default one for a key not stored yet', () => {
    const body = settingsBody(toPublicSettings(rows), rows);
    const description = (key: string) =>
      body.settings.find((setting) => setting.setting_key === key)?.description;
    expect(description('site_name')).toBe('About site_name');
    expect(description('address')).toBe(SETTING_DEFAULTS.address.description);
  });

  it('puts each problem on the field the API names it by', async () => {
    const values = toPublicSettings(rows);
    const result = await check({
      ...values,
      site_name: '   ',
      contact_email: 'not-an-email',
      contact_phone: 'abc',
      statistics: { ...values.statistics, graduates: -5 },
      retention: { ...values.retention, accepted_months: 0 },
      social_media: { ...values.social_media, youtube: 'youtube.com/@institute' },
    });
    expect(result.errors).toMatchObject({
      site_name: { message: 'Site name is required' },
      contact_email: { message: 'Please enter a valid email address' },
      contact_phone: { message: 'Phone number can have only digits, spaces and + - ( ) .' },
      statistics: { graduates: { message: 'Statistics must be whole numbers of 0 or more' } },
      retention: {
        accepted_months: { message: 'Retention must be a whole number of months from 1 to 120' },
      },
      social_media: {
        youtube: { message: 'Please enter a full web address starting with https://' },
      },
    });
  });

  it('a form made from no rows (every default) is valid for the API', async () => {
    expect((await check(toPublicSettings([]))).errors).toEqual({});
  });

  it('opens stored values saved before their rules as the site shows them, and saves', async () => {
    const before = [row('site_name', ''), row('contact_phone', 'abc')];
    expect((await check(toPublicSettings(before))).errors).toEqual({});
  });
});
