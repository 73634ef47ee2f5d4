import { createHash } from 'node:crypto';
import type { PublicSettings } from '../site-setting/schema';
import type { ConsentPayload, ConsentRecord } from './consent';

/** A fingerprint of both notice texts: it changes exactly when the notice does. */
export function noticeVersion(notice: PublicSettings['privacy_notice']): string {
  return createHash('sha256')
    .update(notice.en)
    .update('\u0000')
    .update(notice.ms)
    .digest('hex')
    .slice(0, 12);
}

/**
 * The consent record stored with a new application: the texts in force when the server took it
 * (the same settings the form showed), the notice version and the time.
 */
export function consentRecordOf(
  consent: ConsentPayload,
  settings: Pick<PublicSettings, 'privacy_notice' | 'consent_texts'>,
  at: string,
): ConsentRecord {
  return {
    notice_version: noticeVersion(settings.privacy_notice),
    given_at: at,
    notice_text: settings.consent_texts.notice,
    sensitive_text: settings.consent_texts.sensitive,
    guardian:
      consent.guardian_name && consent.guardian_consent
        ? { name: consent.guardian_name, consent_text: settings.consent_texts.guardian }
        : null,
  };
}
