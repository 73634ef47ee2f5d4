import { describe, expect, it } from 'vitest';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  type SiteSetting,
} from '@institute/core/site-setting/schema';
import { settingsResolver, toSettingsForm, toSettingsInput } from './settings-form';

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
];

const resolve = (values: ReturnType<typeof toSettingsForm>) =>
  settingsResolver(rows)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('settings form', () => {
  it('reads the stored rows, with defaults for missing keys', () => {
    const form = toSettingsForm(rows);
    expect(form.siteName).toBe('Bhakti Institute Ipoh');
    expect(form.graduates).toBe(800);
    expect(form.currentStudents).toBe(60);
    expect(form.heroButtonText).toBe(SETTING_DEFAULTS.hero_section.value.button_text);
  });

  it('writes every key once, keeping the stored descriptions', () => {
    const body = toSettingsInput(toSettingsForm(rows), rows);
    expect(body.settings.map((s) => s.setting_key)).toEqual([...SETTING_KEYS]);
    expect(body.settings.find((s) => s.setting_key === 'site_name')?.description).toBe(
      'About site_name',
    );
    expect(body.settings.find((s) => s.setting_key === 'address')?.description).toBe(
      SETTING_DEFAULTS.address.description,
    );
  });

  it('reads statistics as integers, falling back to 0', () => {
    const form = { ...toSettingsForm(rows), graduates: '12.7', countries: '', programs: 'many' };
    const statistics = toSettingsInput(form, rows).settings.find(
      (s) => s.setting_key === 'statistics',
    );
    expect(statistics?.setting_value).toEqual({
      graduates: 12,
      countries: 0,
      programs: 0,
      current_students: 60,
    });
  });

  it('shows a problem on the field it belongs to', async () => {
    const result = await resolve({
      ...toSettingsForm(rows),
      contactEmail: 'not-an-email',
      graduates: -5,
    });
    expect(result.errors).toMatchObject({
      contactEmail: { message: 'Please enter a valid email address' },
      graduates: { message: 'Statistics must be whole numbers of 0 or more' },
    });
  });

  it('a form made from no rows (every default) is valid for the API', async () => {
    const result = await resolve(toSettingsForm([]));
    expect(result.errors).toEqual({});
  });
});
