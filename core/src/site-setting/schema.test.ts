import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-messages';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_VALUE_SCHEMAS,
  settingsUpdateSchema,
  toPublicSettings,
} from './schema';

const errors = (input: unknown) => fieldErrors(settingsUpdateSchema, input);

describe('setting defaults', () => {
  it('keep applications 24 months after the last decision and hold a notice in both languages', () => {
    expect(SETTING_DEFAULTS.retention.value).toEqual({ declined_months: 24, accepted_months: 24 });
    const notice = SETTING_DEFAULTS.privacy_notice.value;
    for (const text of [notice.en, notice.ms]) {
      for (const part of ['{contact_email}', 'ap-southeast-1', '{retention_periods}', '21']) {
        expect(text).toContain(part);
      }
    }
    expect(notice.en).toContain('not legal advice');
    expect(notice.ms).toContain('bukan nasihat undang-undang');
  });

  it('refuse a retention outside 1 to 120 whole months', () => {
    for (const months of [0, 121, 1.5, -3]) {
      expect(
        v.is(SETTING_VALUE_SCHEMAS.retention, { declined_months: months, accepted_months: 24 }),
      ).toBe(false);
    }
  });

  it('cover the twelve keys, each valid for its own schema', () => {
    expect([...SETTING_KEYS].sort()).toEqual([
      'address',
      'consent_texts',
      'contact_email',
      'contact_phone',
      'hero_section',
      'main_site_url',
      'privacy_notice',
      'retention',
      'site_description',
      'site_name',
      'social_media',
      'statistics',
      'whatsapp_number',
    ]);
    for (const key of SETTING_KEYS)
      expect(v.is(SETTING_VALUE_SCHEMAS[key], SETTING_DEFAULTS[key].value)).toBe(true);
  });

  it('hold the statistics the band shows', () => {
    expect(SETTING_DEFAULTS.statistics.value).toEqual({
      graduates: 795,
      countries: 6,
      programs: 7,
      current_students: 55,
    });
    expect(SETTING_DEFAULTS.hero_section.value).toHaveProperty('button_text', 'Explore Courses');
    expect(SETTING_DEFAULTS.contact_phone.value).toMatch(/^\+60 /);
  });
});

describe('settingsUpdateSchema', () => {
  it('accepts text and object values and fills missing object parts', () => {
    const parsed = v.parse(settingsUpdateSchema, {
      settings: [
        { setting_key: 'site_name', setting_value: ' Bhakti Institute ' },
        {
          setting_key: 'social_media',
          setting_value: { youtube: 'https://www.youtube.com/@institute' },
        },
      ],
    });
    expect(parsed.settings).toEqual([
      { setting_key: 'site_name', setting_value: 'Bhakti Institute', description: null },
      {
        setting_key: 'social_media',
        setting_value: {
          facebook: '',
          twitter: '',
          instagram: '',
          youtube: 'https://www.youtube.com/@institute',
        },
        description: null,
      },
    ]);
  });

  it('refuses unknown keys and values of the wrong shape, at the row that has them', () => {
    expect(
      errors({
        settings: [
          { setting_key: 'colour', setting_value: 'red' },
          {
            setting_key: 'statistics',
            setting_value: { graduates: 1.5, countries: 6, programs: 7, current_students: 5 },
          },
          { setting_key: 'site_name', setting_value: { not: 'text' } },
          { setting_key: 'hero_section', setting_value: 'text' },
          { setting_key: 'contact_email', setting_value: 'nope' },
          { setting_key: 'site_name', setting_value: 'Bhakti\u0000 Institute' },
        ],
      }),
    ).toEqual({
      'settings.0.setting_key': 'Unknown setting',
      'settings.1.setting_value': 'Statistics must be whole numbers of 0 or more',
      'settings.2.setting_value': 'Must be text',
      'settings.3.setting_value': 'Must be an object',
      'settings.4.setting_value': 'Please enter a valid email address',
      'settings.5.setting_value': 'Must not contain control characters',
    });
    expect(errors({})).toEqual({ settings: 'Settings must be a list' });
  });

  const LINK = 'Please enter a full web address starting with https://';
  const WHATSAPP = 'Enter the WhatsApp number with its country code, e.g. +60 12-345 6789';
  const SITE_NAME = 'Site name is required';
  const PHONE_CHARACTERS = 'Phone number can have only digits, spaces and + - ( ) .';
  const PHONE_DIGITS = 'Phone number must be at least 7 digits';
  /* Full http(s) addresses for the main site and the social links; a number with its country
     code for WhatsApp; blank for any of them. A site name; a contact phone by the enrolment
     form's phone rule, or blank (the footer then shows none). */
  it.each([
    { key: 'main_site_url', value: 'javascript:alert(1)', error: LINK },
    { key: 'main_site_url', value: 'www.example.org', error: LINK },
    { key: 'social_media', value: { facebook: 'facebook.com/x' }, error: LINK },
    { key: 'main_site_url', value: ' https://main.example.org ', error: undefined },
    { key: 'main_site_url', value: '', error: undefined },
    { key: 'social_media', value: { youtube: 'https://youtu.be/x' }, error: undefined },
    { key: 'whatsapp_number', value: 'call me', error: WHATSAPP },
    { key: 'whatsapp_number', value: '12345', error: WHATSAPP },
    { key: 'whatsapp_number', value: '+60 12-345 6789', error: undefined },
    { key: 'whatsapp_number', value: '012-345 6789', error: undefined },
    { key: 'whatsapp_number', value: '', error: undefined },
    { key: 'site_name', value: '', error: SITE_NAME },
    { key: 'site_name', value: '   ', error: SITE_NAME },
    { key: 'site_name', value: ' Bhakti Institute ', error: undefined },
    { key: 'contact_phone', value: 'abc', error: PHONE_CHARACTERS },
    { key: 'contact_phone', value: 'call 012-345 6789', error: PHONE_CHARACTERS },
    { key: 'contact_phone', value: '12345', error: PHONE_DIGITS },
    { key: 'contact_phone', value: '+60 12-345 6789', error: undefined },
    { key: 'contact_phone', value: '(05) 241 2345', error: undefined },
    { key: 'contact_phone', value: '  ', error: undefined },
  ])('says of $key set to $value: $error', ({ key, value, error }) => {
    const refused = errors({ settings: [{ setting_key: key, setting_value: value }] });
    expect(refused).toEqual(error ? { 'settings.0.setting_value': error } : {});
  });
});

describe('toPublicSettings', () => {
  it('answers every key, from the defaults where nothing valid is stored', () => {
    const settings = toPublicSettings([
      { setting_key: 'site_name', setting_value: 'Stored name' },
      { setting_key: 'statistics', setting_value: { graduates: 800 } },
      { setting_key: 'contact_phone', setting_value: { wrong: 'shape' } },
      { setting_key: 'unknown', setting_value: 'ignored' },
    ]);
    expect(Object.keys(settings).sort()).toEqual([...SETTING_KEYS].sort());
    expect(settings.site_name).toBe('Stored name');
    // A stored statistic counts; the others keep their defaults.
    expect(settings.statistics).toEqual({ ...SETTING_DEFAULTS.statistics.value, graduates: 800 });
    expect(settings.statistics.countries).toBe(6);
    expect(settings.contact_phone).toBe(SETTING_DEFAULTS.contact_phone.value);
    expect(settings).not.toHaveProperty('unknown');
  });

  it('reads a stored value the rules now refuse as its default, so no page shows it', () => {
    const settings = toPublicSettings([
      { setting_key: 'site_name', setting_value: '' },
      { setting_key: 'contact_phone', setting_value: 'abc' },
    ]);
    expect(settings.site_name).toBe(SETTING_DEFAULTS.site_name.value);
    expect(settings.contact_phone).toBe(SETTING_DEFAULTS.contact_phone.value);
    expect(toPublicSettings([{ setting_key: 'contact_phone', setting_value: '' }])).toHaveProperty(
      'contact_phone',
      '',
    );
  });

  it('does not share the default objects', () => {
    const settings = toPublicSettings([]);
    settings.statistics.graduates = 1;
    expect(SETTING_DEFAULTS.statistics.value.graduates).toBe(795);
  });
});
