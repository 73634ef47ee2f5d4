import * as v from 'valibot';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toInt } from '@institute/core/db/record-fields';
import {
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_VALUE_SCHEMAS,
  settingsUpdateSchema,
  toPublicSettings,
  type SettingKey,
  type SettingsUpdate,
  type SiteSetting,
} from '@institute/core/site-setting/schema';

/** The settings page's fields, one per value the site uses. */
export interface SettingsForm {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  mainSiteUrl: string;
  whatsappNumber: string;
  heroTitle: string;
  heroSubtitle: string;
  heroButtonText: string;
  graduates: number | string;
  countries: number | string;
  programs: number | string;
  currentStudents: number | string;
  facebook: string;
  twitter: string;
  instagram: string;
  youtube: string;
  noticeEn: string;
  noticeMs: string;
  consentNotice: string;
  consentSensitive: string;
  consentGuardian: string;
  retentionDeclined: number | string;
  retentionAccepted: number | string;
}

export type SettingsField = keyof SettingsForm;

/** Which form field shows a problem with a key (or a part of an object value). */
const FIELD_OF: Record<SettingKey, SettingsField | Record<string, SettingsField>> = {
  site_name: 'siteName',
  site_description: 'siteDescription',
  contact_email: 'contactEmail',
  contact_phone: 'contactPhone',
  address: 'address',
  main_site_url: 'mainSiteUrl',
  whatsapp_number: 'whatsappNumber',
  hero_section: { title: 'heroTitle', subtitle: 'heroSubtitle', button_text: 'heroButtonText' },
  statistics: {
    graduates: 'graduates',
    countries: 'countries',
    programs: 'programs',
    current_students: 'currentStudents',
  },
  social_media: {
    facebook: 'facebook',
    twitter: 'twitter',
    instagram: 'instagram',
    youtube: 'youtube',
  },
  privacy_notice: { en: 'noticeEn', ms: 'noticeMs' },
  consent_texts: {
    notice: 'consentNotice',
    sensitive: 'consentSensitive',
    guardian: 'consentGuardian',
  },
  retention: { declined_months: 'retentionDeclined', accepted_months: 'retentionAccepted' },
};

/** The form's values from the stored rows; missing keys and parts come from the defaults. */
export function toSettingsForm(rows: readonly SiteSetting[]): SettingsForm {
  const s = toPublicSettings(rows);
  return {
    siteName: s.site_name,
    siteDescription: s.site_description,
    contactEmail: s.contact_email,
    contactPhone: s.contact_phone,
    address: s.address,
    mainSiteUrl: s.main_site_url,
    whatsappNumber: s.whatsapp_number,
    heroTitle: s.hero_section.title,
    heroSubtitle: s.hero_section.subtitle,
    heroButtonText: s.hero_section.button_text,
    graduates: s.statistics.graduates,
    countries: s.statistics.countries,
    programs: s.statistics.programs,
    currentStudents: s.statistics.current_students,
    facebook: s.social_media.facebook,
    twitter: s.social_media.twitter,
    instagram: s.social_media.instagram,
    youtube: s.social_media.youtube,
    noticeEn: s.privacy_notice.en,
    noticeMs: s.privacy_notice.ms,
    consentNotice: s.consent_texts.notice,
    consentSensitive: s.consent_texts.sensitive,
    consentGuardian: s.consent_texts.guardian,
    retentionDeclined: s.retention.declined_months,
    retentionAccepted: s.retention.accepted_months,
  };
}

/** The body of PUT /api/admin/settings; each row keeps its description. */
export function toSettingsInput(values: SettingsForm, rows: readonly SiteSetting[]) {
  const valueOf: Record<SettingKey, unknown> = {
    site_name: values.siteName,
    site_description: values.siteDescription,
    contact_email: values.contactEmail,
    contact_phone: values.contactPhone,
    address: values.address,
    main_site_url: values.mainSiteUrl,
    whatsapp_number: values.whatsappNumber,
    hero_section: {
      title: values.heroTitle,
      subtitle: values.heroSubtitle,
      button_text: values.heroButtonText,
    },
    statistics: {
      graduates: toInt(values.graduates),
      countries: toInt(values.countries),
      programs: toInt(values.programs),
      current_students: toInt(values.currentStudents),
    },
    social_media: {
      facebook: values.facebook,
      twitter: values.twitter,
      instagram: values.instagram,
      youtube: values.youtube,
    },
    privacy_notice: { en: values.noticeEn, ms: values.noticeMs },
    consent_texts: {
      notice: values.consentNotice,
      sensitive: values.consentSensitive,
      guardian: values.consentGuardian,
    },
    retention: {
      declined_months: toInt(values.retentionDeclined),
      accepted_months: toInt(values.retentionAccepted),
    },
  };
  return {
    settings: SETTING_KEYS.map((key) => ({
      setting_key: key,
      setting_value: valueOf[key],
      description:
        rows.find((row) => row.setting_key === key)?.description ??
        SETTING_DEFAULTS[key].description,
    })),
  };
}

/** Checks the form with the API's schema and puts each problem on its field. */
export function settingsResolver(
  rows: readonly SiteSetting[],
): Resolver<SettingsForm, unknown, SettingsUpdate> {
  return (values) => {
    const body = toSettingsInput(values, rows);
    const result = v.safeParse(settingsUpdateSchema, body);
    if (result.success) return { values: result.output, errors: {} };
    // The body schema reports a bad value as a whole; each key's own schema says which part.
    const errors: Partial<Record<SettingsField | 'root', { type: string; message: string }>> = {};
    for (const { setting_key: key, setting_value: value } of body.settings) {
      const check = v.safeParse(SETTING_VALUE_SCHEMAS[key], value);
      if (check.success) continue;
      for (const issue of check.issues) {
        const target = FIELD_OF[key];
        const part = v.getDotPath(issue)?.split('.')[0];
        const field = typeof target === 'string' ? target : part ? target[part] : undefined;
        if (field) errors[field] ??= { type: 'validation', message: issue.message };
      }
    }
    if (Object.keys(errors).length === 0) {
      errors.root = {
        type: 'validation',
        message: result.issues[0]?.message ?? 'Invalid settings',
      };
    }
    return { values: {}, errors: errors as FieldErrors<SettingsForm> };
  };
}
