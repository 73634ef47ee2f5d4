import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTICE_EN,
  DEFAULT_NOTICE_MS,
  noticeValues,
  retentionPeriods,
} from './privacy-defaults';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const settings = {
  site_name: 'Bhakti Institute Ipoh',
  contact_email: 'info@example.org',
  retention: { declined_months: 24, accepted_months: 24 },
};

describe('the personal data notice', () => {
  it('says equal retention periods once, in both languages', () => {
    expect(fill(DEFAULT_NOTICE_EN, noticeValues(settings, 'en'))).toContain(
      'After the last decision, a decided application, accepted or declined, is kept for 24 months, then your personal details are removed.',
    );
    expect(fill(DEFAULT_NOTICE_MS, noticeValues(settings, 'ms'))).toContain(
      'Selepas keputusan terakhir, permohonan yang telah diputuskan, sama ada diterima atau ditolak, disimpan selama 24 bulan, kemudian butiran peribadi anda dipadam.',
    );
  });

  it('names each period when they differ, and one month as one', () => {
    const retention = { declined_months: 12, accepted_months: 36 };
    expect(retentionPeriods(retention, 'en')).toBe(
      'a declined application is kept for 12 months and an accepted one for 36 months',
    );
    expect(retentionPeriods(retention, 'ms')).toBe(
      'permohonan yang ditolak disimpan selama 12 bulan dan permohonan yang diterima selama 36 bulan',
    );
    expect(retentionPeriods({ declined_months: 1, accepted_months: 1 }, 'en')).toContain(
      'is kept for 1 month',
    );
  });

  it('names the status e-mails and the status page codes beside the e-mails on applying', () => {
    expect(DEFAULT_NOTICE_EN).toContain(
      'We send you and the institute an e-mail when you apply. We may e-mail you again as the status of your application changes, and we e-mail you a code when you ask for one on the application status page',
    );
    expect(DEFAULT_NOTICE_MS).toContain(
      'Kami menghantar e-mel kepada anda dan kepada institut apabila anda memohon. Kami mungkin menghantar e-mel lagi kepada anda apabila status permohonan anda berubah, dan kami menghantar kod melalui e-mel apabila anda memintanya di halaman status permohonan',
    );
  });

  it('fills every placeholder of both defaults, and those of notices written before', () => {
    for (const [text, language] of [
      [DEFAULT_NOTICE_EN, 'en'],
      [DEFAULT_NOTICE_MS, 'ms'],
    ] as const) {
      expect(fill(text, noticeValues(settings, language))).not.toMatch(/\{\w+\}/);
    }
    expect(fill('{declined_months} and {accepted_months}', noticeValues(settings, 'en'))).toBe(
      '24 and 24',
    );
  });
});
