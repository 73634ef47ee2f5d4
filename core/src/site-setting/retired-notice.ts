import { createHash } from 'node:crypto';
import { DEFAULT_NOTICE_EN, DEFAULT_NOTICE_MS } from './privacy-defaults';

/*
 * Default personal data notices the product shipped before, by language: the SHA-256 of each
 * text, word for word. Settings stores every default the first time it opens, so a notice still
 * reading so was never edited in that language; it reads as today's default, as a notice never
 * stored does. Only the server reads this file.
 */
const RETIRED_NOTICES: Record<'en' | 'ms', readonly string[]> = {
  // Until 2026-11-30: "a declined application is kept for {declined_months} months and an
  // accepted one for {accepted_months} months", and no word of the status e-mails or codes.
  en: ['f8d09d2d534d81df49c682de5e1b7ac81d34a58ab9be6d4e4c502cce4c1528ed'],
  ms: ['0a417e533e51169e37f6d9802c80dd449b7dd73199e33b1ca9d9996139a66cf9'],
};

const CURRENT = { en: DEFAULT_NOTICE_EN, ms: DEFAULT_NOTICE_MS };

const isRetired = (language: 'en' | 'ms', text: unknown) =>
  typeof text === 'string' &&
  RETIRED_NOTICES[language].includes(createHash('sha256').update(text).digest('hex'));

/**
 * A stored `privacy_notice` value with each language that is still a retired default read as
 * today's default; anything staff or their adviser wrote stays as it is.
 */
export function withCurrentNotice<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const notice = { ...(value as Record<string, unknown>) };
  for (const language of ['en', 'ms'] as const) {
    if (isRetired(language, notice[language])) notice[language] = CURRENT[language];
  }
  return notice as T;
}
