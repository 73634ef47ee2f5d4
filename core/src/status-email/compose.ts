import type { Db } from '../db/client';
import { labelFor } from '../application/choices';
import { statusPageLink } from '../application/messages';
import type { ApplicationRecord } from '../application/record';
import { whatsAppLink } from '../contact/whatsapp';
import { siteSettingService } from '../site-setting/service';
import { SETTING_DEFAULTS } from '../site-setting/schema';
import type { PlaceholderValues, TemplateLanguage } from './template';
import { greetingName } from '../application/greeting';
import { contactByWords } from '../application/contact-by';
import { applicationReference } from '../application/reference';

/*
 * The applicant's side of a status e-mail: which language they get and the values of the
 * placeholders. The internal notes are never a value.
 */

/** "Malay", "Bahasa Melayu", "BM"…: what applicants type as "other" when they mean Malay. */
const MALAY = /\b(malay|melayu|bahasa|bm)\b/i;

/**
 * The template language of an applicant, from the form's "Preferred language of instruction"
 * (English, Tamil, or Other with a typed name): Tamil is Tamil, a typed Malay is Bahasa
 * Malaysia, everything else English.
 */
export function applicantLanguage(
  record: Pick<ApplicationRecord, 'preferred_language' | 'other_language'>,
): TemplateLanguage {
  if (record.preferred_language === 'tamil') return 'ta';
  if (record.preferred_language === 'other' && MALAY.test(record.other_language ?? '')) return 'ms';
  return 'en';
}

export interface InstituteContext {
  siteName: string;
  contactEmail: string;
  whatsappNumber: string;
  siteUrl?: string;
}

/** The settings a status e-mail names; blank ones read as the defaults. */
export async function instituteContext(db: Db, siteUrl?: string): Promise<InstituteContext> {
  const settings = await siteSettingService(db).publicSettings();
  return {
    siteName: settings.site_name || SETTING_DEFAULTS.site_name.value,
    contactEmail: settings.contact_email || SETTING_DEFAULTS.contact_email.value,
    whatsappNumber: settings.whatsapp_number ?? '',
    siteUrl,
  };
}

/**
 * The placeholder values for one applicant, for a version in `language`: the words of
 * `{contact_by}` are in the language of the text around them (English by default).
 */
export function placeholderValues(
  record: ApplicationRecord,
  context: InstituteContext,
  language: TemplateLanguage = 'en',
): PlaceholderValues {
  const name = greetingName(record);
  return {
    name,
    course: labelFor('course_name', record.course_name),
    reference: applicationReference(record.id),
    contact_by: contactByWords(record.preferred_contact, language),
    institute: context.siteName,
    contact_email: context.contactEmail,
    whatsapp_link: context.whatsappNumber
      ? whatsAppLink(
          context.whatsappNumber,
          `Hello ${context.siteName}, this is ${name} about my application for ${labelFor('course_name', record.course_name)}.`,
        )
      : '',
    status_link: statusPageLink(context.siteUrl) ?? '',
  };
}
