import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CSV_HEADER,
  applicationCsvRows,
  applicationDetailSections,
  describeHistoryEntry,
  neutraliseCell,
  phoneCell,
  notificationProblems,
} from './display';
import { APPLICATION_FIELDS } from './fields';
import { storedApplication } from './fixtures';
import { type ApplicationRecord } from './record';

const record: ApplicationRecord = {
  ...storedApplication,
  full_name: 'ராதா கிருஷ்ணன்',
  preferred_contact: 'whatsapp',
  address: '=HYPERLINK("http://evil.example")',
  prior_courses: ['gita-saram', 'idc'],
  course_name: 'bhakti-shastri',
  completed_prerequisites: 'not-sure',
  technology_access: ['internet', 'device'],
  study_materials: 'need-purchase',
  referral_source: 'friend-family',
  testimonial: '@mention -1',
  status: 'contacted',
  notes: '+ call back Tuesday',
  history: [
    {
      kind: 'status',
      from: 'new',
      to: 'contacted',
      at: '2025-03-02T01:00:00.000Z',
      by: { sub: 's1', email: 'admin@example.com' },
    },
  ],
  updated_at: '2025-03-02T01:00:00.000Z',
};

describe('phoneCell', () => {
  it.each(['+60 12-345 6789', '012-345 6789', '0123456789', '(03) 254.1234', '+44/20 7946 0000'])(
    'writes %j as constant text, so "+" and leading zeros stay and no apostrophe shows',
    (phone) => {
      expect(phoneCell(phone)).toBe(`="${phone}"`);
    },
  );
  it.each(['+60 12 ext 3', '=1+1', '+60"&HYPERLINK("x")&"', '-2+3 call me'])(
    'neutralises %j, which holds more than phone characters, like any other cell',
    (phone) => {
      expect(phoneCell(phone)).toBe(neutraliseCell(phone));
      expect(phoneCell(phone).startsWith('=')).toBe(false);
    },
  );
});

describe('neutraliseCell', () => {
  it.each(['=1+1', '+60 12', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with an apostrophe',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );
  it.each(['Radha', '', '1988-04-12', "'quoted", 'a=b'])('leaves %j alone', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });
});

describe('applicationDetailSections', () => {
  it('shows every stored answer once, in words rather than codes', () => {
    const rows = applicationDetailSections(record).flatMap((section) => section.rows);
    const fields = rows.map((row) => row.field);
    expect(new Set(fields)).toEqual(new Set([...Object.keys(APPLICATION_FIELDS), 'course_format']));
    const value = (field: string) => rows.find((row) => row.field === field)?.value;
    expect(value('course_name')).toBe('Bhakti-shastri');
    expect(value('prior_courses')).toBe('Gita Saram; ISKCON Disciples Course (IDC)');
    expect(value('completed_prerequisites')).toBe('Not sure');
    expect(value('preferred_language')).toBe('Tamil');
    expect(value('date_of_birth')).toBe('12 Apr 1988');
    expect(value('spiritual_name')).toBe('');
    expect(value('course_format')).toBe('Online');
  });
});

describe('applicationCsvRows', () => {
  it('has a header and one neutralised row per application', () => {
    const [header, row] = applicationCsvRows([record]);
    expect(header).toEqual(APPLICATION_CSV_HEADER);
    expect(row).toHaveLength(header!.length);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Full name')).toBe('ராதா கிருஷ்ணன்');
    expect(cell('Current address')).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(cell('Phone number')).toBe('="+60 12-345 6789"');
    expect(cell('Preferred contact channel')).toBe('WhatsApp');
    // Older applications were not asked: an empty cell.
    const [, older] = applicationCsvRows([{ ...record, preferred_contact: undefined }]);
    expect(older![header!.indexOf('Preferred contact channel')]).toBe('');
    expect(cell('Anything else they shared')).toBe("'@mention -1");
    expect(cell('Internal notes')).toBe("'+ call back Tuesday");
    expect(cell('Status')).toBe('Contacted');
    expect(cell('Country')).toBe('Malaysia');
    expect(cell('History')).toBe(
      `2025-03-02T01:00:00.000Z ${describeHistoryEntry(record.history![0]!)}`,
    );
  });
});

describe('describeHistoryEntry', () => {
  it('names the details a correction changed by their labels, not their values, and who did it', () => {
    const by = { sub: 's1', email: 'staff@example.com' };
    const at = '2026-11-28T03:00:00.000Z';
    expect(
      describeHistoryEntry({ kind: 'correction', fields: ['spiritual_name', 'phone'], at, by }),
    ).toBe('Details corrected: Spiritual name, Phone number by staff@example.com');
  });
});

describe('notificationProblems', () => {
  const at = '2025-03-01T16:30:01.000Z';
  it('is empty when both e-mails went, and for applications from before the e-mails', () => {
    expect(notificationProblems(record)).toEqual([]);
    expect(
      notificationProblems({
        notifications: {
          institute: { status: 'sent', attempts: 1, at },
          applicant: { status: 'sent', attempts: 2, at },
        },
      }),
    ).toEqual([]);
  });

  it('names each e-mail that failed, the applicant’s first with what staff should do', () => {
    const failed = { status: 'failed', attempts: 3, at, error: 'TimeoutError' } as const;
    expect(
      notificationProblems({ notifications: { applicant: failed, institute: failed } }),
    ).toEqual([
      'The confirmation e-mail to the applicant could not be sent, so they have not heard from us yet. Please contact them directly.',
      'The e-mail about this application to the institute’s contact address could not be sent.',
    ]);
    expect(
      notificationProblems({
        notifications: { institute: failed, applicant: { ...failed, status: 'sent' } },
      }),
    ).toHaveLength(1);
  });
});
