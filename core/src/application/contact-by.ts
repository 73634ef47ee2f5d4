import type { PreferredContact } from './choices';

/*
 * How the institute will reach an applicant, in words for a sentence: the channel they chose on
 * the form, or both usual ones when they chose none. Every text that promises contact uses this
 * one function: the confirmation e-mail and page, the status page and the status e-mails (the
 * `{contact_by}` placeholder, in the language of the e-mail's version).
 */

/** The languages a text to an applicant may be in (the status e-mails' versions). */
export type ContactLanguage = 'en' | 'ms' | 'ta';

const CONTACT_BY: Record<ContactLanguage, Record<PreferredContact | 'unchosen', string>> = {
  en: {
    email: 'by e-mail',
    phone: 'by phone',
    whatsapp: 'on WhatsApp',
    unchosen: 'by e-mail or phone',
  },
  ms: {
    email: 'melalui e-mel',
    phone: 'melalui telefon',
    whatsapp: 'melalui WhatsApp',
    unchosen: 'melalui e-mel atau telefon',
  },
  ta: {
    email: 'மின்னஞ்சல் மூலம்',
    phone: 'தொலைபேசி மூலம்',
    whatsapp: 'வாட்ஸ்அப் மூலம்',
    unchosen: 'மின்னஞ்சல் அல்லது தொலைபேசி மூலம்',
  },
};

/** "on WhatsApp", "melalui telefon"…: the way the applicant chose, in `language` (English). */
export function contactByWords(
  channel: PreferredContact | null | undefined,
  language: ContactLanguage = 'en',
): string {
  const words = CONTACT_BY[language];
  return (channel && words[channel]) || words.unchosen;
}
