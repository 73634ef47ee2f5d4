import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTICE_EN, DEFAULT_NOTICE_MS } from './privacy-defaults';
import { withCurrentNotice } from './retired-notice';

/** The defaults as shipped until 2026-11-30: today's, with the two changed sentences as they were. */
const RETIRED = {
  en: DEFAULT_NOTICE_EN.replace(/ We may e-mail you again as the status.*\n/, '\n').replace(
    '{retention_periods}',
    'a declined application is kept for {declined_months} months and an accepted one for {accepted_months} months',
  ),
  ms: DEFAULT_NOTICE_MS.replace(/ Kami mungkin menghantar e-mel lagi.*\n/, '\n').replace(
    '{retention_periods}',
    'permohonan yang ditolak disimpan selama {declined_months} bulan dan permohonan yang diterima selama {accepted_months} bulan',
  ),
};

describe('a stored notice that is still a default the product shipped before', () => {
  it('reads as today’s default, language by language', () => {
    expect(RETIRED.en).toContain(
      '- We send you and the institute an e-mail when you apply.\n\n## How long we keep it',
    );
    expect(withCurrentNotice(RETIRED)).toEqual({ en: DEFAULT_NOTICE_EN, ms: DEFAULT_NOTICE_MS });
    expect(withCurrentNotice({ en: RETIRED.en, ms: 'Notis kami sendiri.' })).toEqual({
      en: DEFAULT_NOTICE_EN,
      ms: 'Notis kami sendiri.',
    });
  });

  it('leaves a notice anyone edited, by a single character, as it is', () => {
    const edited = { en: `${RETIRED.en} `, ms: RETIRED.ms.replace('21 hari', '14 hari') };
    expect(withCurrentNotice(edited)).toEqual(edited);
    expect(withCurrentNotice('not an object')).toBe('not an object');
  });
});
