import type { SettingKey, SettingValues } from './schema';

/** The keys inside the object-valued settings (a hero's `button_text`, a link's `youtube`). */
type InnerKey = {
  [K in SettingKey]: SettingValues[K] extends Record<string, unknown>
    ? keyof SettingValues[K]
    : never;
}[SettingKey];

/**
 * Each setting and each part of one in the words of the Settings form, so the audit log and the
 * settings' history name them as the form does ("YouTube", "Total Graduates"). The notice, the
 * consent texts and the retention share the form's "Privacy and Retention" group, so each has its
 * own name here.
 */
export const SETTING_FIELD_LABELS: Record<SettingKey | InnerKey, string> = {
  site_name: 'Site Name',
  site_description: 'Site Description',
  contact_email: 'Contact Email',
  contact_phone: 'Contact Phone (with country code)',
  whatsapp_number: 'WhatsApp Number (with country code)',
  address: 'Address',
  main_site_url: 'Main Site URL',
  hero_section: 'Hero Section',
  title: 'Hero Title',
  subtitle: 'Hero Subtitle',
  button_text: 'Button Text',
  statistics: 'Key Statistics',
  graduates: 'Total Graduates',
  countries: 'Countries with Students',
  programs: 'Spiritual Programs',
  current_students: 'Current Bhakti-vaibhava Students',
  social_media: 'Social Media Links',
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  privacy_notice: 'Personal data notice',
  en: 'Notice (English)',
  ms: 'Notice (Bahasa Malaysia)',
  consent_texts: 'Consent texts',
  notice: 'Consent to the notice',
  sensitive: 'Explicit consent to the spiritual background answers',
  guardian: 'Parent or guardian consent (applicants under 18)',
  retention: 'Retention',
  declined_months: 'Keep declined applications (months)',
  accepted_months: 'Keep accepted applications (months)',
};
