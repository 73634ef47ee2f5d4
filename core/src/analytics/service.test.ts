import { describe, expect, it } from 'vitest';
import { buildReport } from './service';

const at = (iso: string) => iso;

describe('buildReport', () => {
  const facts = [
    // Monday 2 Mar 2020 00:30 in Ipoh is still Sunday 1 Mar in UTC: it counts for the week of 2 Mar.
    {
      created_at: at('2020-03-01T16:30:00.000Z'),
      course_name: 'idc',
      country: 'malaysia',
      status: 'new',
    },
    {
      created_at: at('2020-03-04T03:00:00.000Z'),
      course_name: 'idc',
      country: 'india',
      status: 'contacted',
    },
    {
      created_at: at('2020-03-18T03:00:00.000Z'),
      course_name: 'gita-saram',
      country: 'malaysia',
      status: 'accepted',
    },
  ] as const;

  const report = buildReport('2020-03-02', '2020-03-22', facts, [
    { course: 'idc', clicks: 3 },
    { course: 'idc', clicks: 1 },
    { course: 'bhakti-shastri', clicks: 2 },
  ]);

  it('counts per Monday-to-Sunday week, empty weeks included', () => {
    expect(report.per_week).toEqual([
      { week_start: '2020-03-02', count: 2 },
      { week_start: '2020-03-09', count: 0 },
      { week_start: '2020-03-16', count: 1 },
    ]);
    expect(report.total).toBe(3);
  });

  it('counts by course and country (largest first, zeros left out) and by every status', () => {
    expect(report.by_course.map((row) => [row.key, row.count])).toEqual([
      ['idc', 2],
      ['gita-saram', 1],
    ]);
    expect(report.by_course[0]!.label).toBe('ISKCON Disciples Course (IDC)');
    expect(report.by_country.map((row) => [row.label, row.count])).toEqual([
      ['Malaysia', 2],
      ['India', 1],
    ]);
    expect(report.by_status.map((row) => [row.key, row.count])).toEqual([
      ['new', 1],
      ['contacted', 1],
      ['accepted', 1],
      ['waitlisted', 0],
      ['declined', 0],
    ]);
  });

  it('sets clicks against submissions per course', () => {
    expect(report.conversion).toEqual([
      {
        course: 'idc',
        label: 'ISKCON Disciples Course (IDC)',
        clicks: 4,
        submissions: 2,
        rate: 0.5,
      },
      { course: 'bhakti-shastri', label: 'Bhakti-shastri', clicks: 2, submissions: 0, rate: 0 },
      { course: 'gita-saram', label: 'Gita Saram', clicks: 0, submissions: 1, rate: null },
    ]);
    expect(report.clicks_total).toBe(6);
  });
});
