import * as v from 'valibot';
import {
  linkCheck,
  nullableText,
  storedNullableText,
  storedTimestamp,
  wholeNumber,
} from '../db/record-fields';
import {
  DEFAULT_CONSENT_TEXTS,
  DEFAULT_NOTICE_EN,
  DEFAULT_NOTICE_MS,
  DEFAULT_RETENTION,
} from './privacy-defaults';
import { phoneText } from '../application/answer-rules';
import { whatsAppDigits } from '../contact/whatsapp';
import { tooLong, typedText } from '../validation/plain-text';

/*
 * Site settings drive the public site (ARCHITECTURE "Decisions"). Each key has one value shape;
 * statistics holds the four numbers the public band shows.
 */

export const TEXT_SETTING_KEYS = [
  'site_name',
  'site_description',
  'contact_email',
  'contact_phone',
  'address',
  'main_site_url',
  'whatsapp_number',
] as const;
export const OBJECT_SETTING_KEYS = [
  'social_media',
  'hero_section',
  'statistics',
  'privacy_notice',
  'consent_texts',
  'retention',
] as const;
export const SETTING_KEYS = [...TEXT_SETTING_KEYS, ...OBJECT_SETTING_KEYS] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const SETTING_MESSAGES = {
  key: 'Unknown setting',
  text: 'Must be text',
  object: 'Must be an object',
  siteName: 'Site name is required',
  contactEmail: 'Please enter a valid email address',
  statistic: 'Statistics must be whole numbers of 0 or more',
  settings: 'Settings must be a list',
  noticeText: 'The notice cannot be empty',
  consentText: 'A consent text cannot be empty',
  retentionMonths: 'Retention must be a whole number of months from 1 to 120',
  link: 'Please enter a full web address starting with https://',
  whatsapp: 'Enter the WhatsApp number with its country code, e.g. +60 12-345 6789',
} as const;

const settingText = (max: number) =>
  v.pipe(typedText('area', SETTING_MESSAGES.text), v.maxLength(max, tooLong(max)));

/** A web address the public site links to: '' (not shown) or an absolute http(s) URL. */
const settingLink = v.pipe(settingText(500), linkCheck(SETTING_MESSAGES.link));

const statistic = wholeNumber(SETTING_MESSAGES.statistic, 0, 1_000_000_000);

const retentionMonths = wholeNumber(SETTING_MESSAGES.retentionMonths, 1, 120);

/** The value shape of each key; missing parts of an object value default to ''. */
export const SETTING_VALUE_SCHEMAS = {
  site_name: v.pipe(settingText(200), v.nonEmpty(SETTING_MESSAGES.siteName)),
  site_description: settingText(1000),
  contact_email: v.pipe(
    settingText(254),
    v.check(
      (value) => value === '' || v.is(v.pipe(v.string(), v.email()), value),
      SETTING_MESSAGES.contactEmail,
    ),
  ),
  // '' hides the footer's phone; otherwise the enrolment form's phone rule and messages.
  contact_phone: v.pipe(settingText(30), v.union([v.literal(''), phoneText()])),
  address: settingText(500),
  main_site_url: settingLink,
  // '' hides every WhatsApp link; otherwise a number wa.me can open (core/src/contact/whatsapp.ts).
  whatsapp_number: v.pipe(
    settingText(30),
    v.check(
      (value) => value === '' || (/^\+?[\d\s().-]+$/.test(value) && whatsAppDigits(value) !== ''),
      SETTING_MESSAGES.whatsapp,
    ),
  ),
  social_media: v.object(
    {
      facebook: v.optional(settingLink, ''),
      twitter: v.optional(settingLink, ''),
      instagram: v.optional(settingLink, ''),
      youtube: v.optional(settingLink, ''),
    },
    SETTING_MESSAGES.object,
  ),
  hero_section: v.object(
    {
      title: v.optional(settingText(200), ''),
      subtitle: v.optional(settingText(1000), ''),
      button_text: v.optional(settingText(60), ''),
    },
    SETTING_MESSAGES.object,
  ),
  statistics: v.object(
    {
      graduates: statistic,
      countries: statistic,
      programs: statistic,
      current_students: statistic,
    },
    SETTING_MESSAGES.object,
  ),
  privacy_notice: v.object(
    {
      en: v.pipe(settingText(20000), v.nonEmpty(SETTING_MESSAGES.noticeText)),
      ms: v.pipe(settingText(20000), v.nonEmpty(SETTING_MESSAGES.noticeText)),
    },
    SETTING_MESSAGES.object,
  ),
  consent_texts: v.object(
    {
      notice: v.pipe(settingText(1000), v.nonEmpty(SETTING_MESSAGES.consentText)),
      sensitive: v.pipe(settingText(1000), v.nonEmpty(SETTING_MESSAGES.consentText)),
      guardian: v.pipe(settingText(1000), v.nonEmpty(SETTING_MESSAGES.consentText)),
    },
    SETTING_MESSAGES.object,
  ),
  retention: v.object(
    { declined_months: retentionMonths, accepted_months: retentionMonths },
    SETTING_MESSAGES.object,
  ),
} satisfies Record<SettingKey, v.GenericSchema>;

/**
 * Every setting's value under its key: what the settings page edits, under the names the API
 * stores (`hero_section.title`), checked as it is (decision 053).
 */
export const settingValuesSchema = v.object(SETTING_VALUE_SCHEMAS);

export type SettingValues = v.InferOutput<typeof settingValuesSchema>;

/** The default rows (inserted when missing) and the public fallback for missing keys. */
export const SETTING_DEFAULTS: {
  [K in SettingKey]: { value: SettingValues[K]; description: string };
} = {
  site_name: {
    value: 'Bhakti Institute Ipoh',
    description: 'The institute name shown in the header, footer and page titles',
  },
  site_description: {
    value:
      'Structured courses in Krishna consciousness in Ipoh, Malaysia: Bhakti-shastri, Bhakti-vaibhava, short-term courses and enrichment programs, online for students worldwide.',
    description: 'A one-paragraph description for the footer and search engines',
  },
  contact_email: { value: 'info@example.org', description: 'Where enquiries are sent' },
  contact_phone: { value: '+60 12-345 6789', description: 'Phone number with country code' },
  address: { value: 'Ipoh, Perak, Malaysia', description: 'Postal address of the institute' },
  main_site_url: {
    value: '',
    description:
      'The institute’s main website; the header’s About link goes to its #about section (this site’s own while blank)',
  },
  whatsapp_number: {
    value: '',
    description:
      'The institute’s WhatsApp number with country code; blank hides the “Chat on WhatsApp” links',
  },
  social_media: {
    // Sample channel, like the other defaults: staff replace it with the institute's own.
    value: {
      facebook: '',
      twitter: '',
      instagram: '',
      youtube: 'https://www.youtube.com/@BhaktiInstituteIpoh',
    },
    description: 'Links to the institute’s pages; blank links are not shown',
  },
  hero_section: {
    value: {
      title: 'Bhakti Institute Ipoh',
      subtitle:
        'Systematic study of the Bhagavad-gita, Srimad-Bhagavatam and the teachings of the acharyas, guided by experienced teachers, for students in Malaysia and around the world.',
      button_text: 'Explore Courses',
    },
    description: 'Title, subtitle and button text of the home page hero',
  },
  statistics: {
    value: { graduates: 795, countries: 6, programs: 7, current_students: 55 },
    description: 'The four numbers of the "Spiritual Journey in Numbers" band',
  },
  privacy_notice: {
    value: { en: DEFAULT_NOTICE_EN, ms: DEFAULT_NOTICE_MS },
    description: 'The personal data notice at /privacy, in English and Bahasa Malaysia',
  },
  consent_texts: {
    value: { ...DEFAULT_CONSENT_TEXTS },
    description:
      'The consent checkboxes of the enrolment form; each application keeps the texts it showed',
  },
  retention: {
    value: { ...DEFAULT_RETENTION },
    description: 'Months a declined or accepted application is kept after its last status change',
  },
};

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(key);
}

/** The public settings: every key present, missing keys and missing parts from the defaults. */
export type PublicSettings = SettingValues;

/** A stored setting row as the admin sees it. */
export const siteSettingRecordSchema = v.object({
  id: v.string(),
  setting_key: v.string(),
  setting_value: v.fallback(v.union([v.string(), v.record(v.string(), v.unknown())]), ''),
  description: storedNullableText,
  created_at: storedTimestamp,
  updated_at: storedTimestamp,
});

export type SiteSetting = v.InferOutput<typeof siteSettingRecordSchema>;

/** The first problem of a value for its key, or null when it fits. */
function valueProblem(key: SettingKey, value: unknown): string | null {
  const result = v.safeParse(SETTING_VALUE_SCHEMAS[key], value);
  return result.success ? null : (result.issues[0]?.message ?? SETTING_MESSAGES.object);
}

const settingUpdateSchema = v.pipe(
  v.object({
    // Missing keys read as '' so they fail with the messages below, not valibot's generic one.
    setting_key: v.pipe(
      v.optional(v.string(SETTING_MESSAGES.key), ''),
      v.picklist(SETTING_KEYS, SETTING_MESSAGES.key),
    ),
    setting_value: v.unknown(),
    description: nullableText(500),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = valueProblem(dataset.value.setting_key, dataset.value.setting_value);
    if (problem) {
      addIssue({
        message: problem,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: 'setting_value',
            value: dataset.value.setting_value,
          },
        ],
      });
    }
  }),
  // The value as its key's schema reads it (trimmed, missing object parts filled).
  v.transform((row) => ({
    ...row,
    setting_value: v.parse(SETTING_VALUE_SCHEMAS[row.setting_key], row.setting_value) as
      string | Record<string, unknown>,
  })),
);

/** The body of PUT /api/admin/settings. */
export const settingsUpdateSchema = v.object(
  {
    settings: v.pipe(
      v.array(settingUpdateSchema, SETTING_MESSAGES.settings),
      v.maxLength(SETTING_KEYS.length * 2, SETTING_MESSAGES.settings),
    ),
  },
  // The object's message also covers a missing settings key.
  SETTING_MESSAGES.settings,
);

export type SettingsUpdate = v.InferOutput<typeof settingsUpdateSchema>;

/** The public settings object from stored rows: defaults for missing keys and missing parts. */
export function toPublicSettings(
  rows: readonly Pick<SiteSetting, 'setting_key' | 'setting_value'>[],
): PublicSettings {
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, structuredClone(SETTING_DEFAULTS[key].value)]),
  ) as Record<SettingKey, unknown>;
  for (const row of rows) {
    if (!isSettingKey(row.setting_key)) continue;
    const key = row.setting_key;
    const fallback = SETTING_DEFAULTS[key].value;
    const stored =
      typeof fallback === 'object' && typeof row.setting_value === 'object'
        ? { ...fallback, ...row.setting_value }
        : row.setting_value;
    const result = v.safeParse(SETTING_VALUE_SCHEMAS[key], stored);
    if (result.success) settings[key] = result.output;
  }
  return settings as PublicSettings;
}
