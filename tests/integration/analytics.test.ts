import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@institute/core/analytics/service';
import { instituteDayOf } from '@institute/core/calendar/institute-day';
import { registerClickService } from '@institute/core/register-click/service';
import { REGISTER_CLICK_LIMIT } from '@institute/functions/routes/events';
import { type LocalStack } from '../../infra/local/stack';
import { awayFromWindowEnd } from '../support/rate-window';
import { call, type ErrorShape } from '../support/http';
import { submitAt } from '../support/inbox';
import { startSignedIn } from '../support/stack';

/*
 * The analytics page's one request, against a data set made here in March 2020 (the seed's
 * applications are dated in the last weeks, so a 2020 range sees only these).
 */

let stack: LocalStack;
let admin: Record<string, string>;
let editor: Record<string, string>;
let member: Record<string, string>;

const clicksOn = (instant: string) => registerClickService(stack.deps.db, () => new Date(instant));

beforeAll(async () => {
  ({
    stack,
    auth: { admin, editor, member },
  } = await startSignedIn({
    admin: 'admin@example.com',
    editor: 'editor@example.com',
    member: 'member@example.com',
  }));

  const db = stack.deps.db;
  // Week of Mon 2 Mar 2020: three (one is Monday 00:30 in Ipoh, Sunday in UTC).
  await submitAt(db, '2020-03-01T16:30:00.000Z', { course_name: 'idc', country: 'malaysia' });
  await submitAt(db, '2020-03-04T03:00:00.000Z', { course_name: 'idc', country: 'india' });
  await submitAt(db, '2020-03-08T03:00:00.000Z', {
    course_name: 'bhakti-shastri',
    country: 'malaysia',
  });
  // Week of 9 Mar: none. Week of 16 Mar: two.
  const moved = await submitAt(db, '2020-03-17T03:00:00.000Z', {
    course_name: 'gita-saram',
    country: 'singapore',
  });
  await submitAt(db, '2020-03-22T15:00:00.000Z', { course_name: 'idc', country: 'malaysia' });
  // Outside the range on both sides (Sunday 1 Mar 23:00 in Ipoh; Monday 23 Mar 00:00 in Ipoh).
  await submitAt(db, '2020-03-01T15:00:00.000Z', { course_name: 'idc', country: 'uk' });
  await submitAt(db, '2020-03-22T16:00:00.000Z', { course_name: 'idc', country: 'uk' });

  const patch = (status: string) =>
    call(stack.url, 'PATCH', `/api/admin/applications/${moved}`, {
      body: { status },
      headers: admin,
    });
  await patch('contacted');
  await patch('accepted');

  await clicksOn('2020-03-03T02:00:00.000Z').record('idc');
  for (let i = 0; i < 5; i += 1) await clicksOn('2020-03-05T02:00:00.000Z').record('idc');
  await clicksOn('2020-03-18T02:00:00.000Z').record('gita-saram');
  await clicksOn('2020-03-18T02:00:00.000Z').record('gita-saram');
  await clicksOn('2020-03-19T02:00:00.000Z').record('deity-worship');
  // Outside the range.
  await clicksOn('2020-03-23T02:00:00.000Z').record('idc');
});

afterAll(async () => {
  await stack?.stop();
});

const report = (query: string, headers = admin) =>
  call<AnalyticsReport & ErrorShape>(stack.url, 'GET', `/api/admin/analytics?${query}`, {
    headers,
  });

describe('GET /api/admin/analytics', () => {
  it('adds up a known range: per week, by course, by country, by status', async () => {
    const response = await report('from=2020-03-02&to=2020-03-22');
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.from).toBe('2020-03-02');
    expect(body.to).toBe('2020-03-22');
    expect(body.total).toBe(5);
    expect(body.per_week).toEqual([
      { week_start: '2020-03-02', count: 3 },
      { week_start: '2020-03-09', count: 0 },
      { week_start: '2020-03-16', count: 2 },
    ]);
    expect(body.by_course.map((row) => [row.key, row.label, row.count])).toEqual([
      ['idc', 'ISKCON Disciples Course (IDC)', 3],
      ['bhakti-shastri', 'Bhakti-shastri', 1],
      ['gita-saram', 'Gita Saram', 1],
    ]);
    expect(body.by_country.map((row) => [row.key, row.count])).toEqual([
      ['malaysia', 3],
      ['india', 1],
      ['singapore', 1],
    ]);
    expect(body.by_status.map((row) => [row.key, row.count])).toEqual([
      ['new', 4],
      ['contacted', 0],
      ['accepted', 1],
      ['waitlisted', 0],
      ['declined', 0],
    ]);
  });

  it('sets Register Now clicks against submissions per course', async () => {
    const { body } = await report('from=2020-03-02&to=2020-03-22');
    expect(body.conversion).toEqual([
      {
        course: 'idc',
        label: 'ISKCON Disciples Course (IDC)',
        clicks: 6,
        submissions: 3,
        rate: 0.5,
      },
      { course: 'gita-saram', label: 'Gita Saram', clicks: 2, submissions: 1, rate: 0.5 },
      {
        course: 'deity-worship',
        label: 'Deity Worship Training',
        clicks: 1,
        submissions: 0,
        rate: 0,
      },
      { course: 'bhakti-shastri', label: 'Bhakti-shastri', clicks: 0, submissions: 1, rate: null },
    ]);
    expect(body.clicks_total).toBe(9);
  });

  it('defaults to the last twelve weeks, today included, which holds the seeded applications', async () => {
    const { body } = await report('');
    expect(body.to).toBe(instituteDayOf(new Date()));
    expect(body.per_week.length).toBeGreaterThanOrEqual(12);
    expect(body.total).toBeGreaterThanOrEqual(12);
    expect(body.per_week.reduce((sum, week) => sum + week.count, 0)).toBe(body.total);
  });

  it('refuses bad ranges, and callers without a role', async () => {
    expect((await report('from=2020-03-22&to=2020-03-02')).status).toBe(400);
    const long = await report('from=2019-01-01&to=2020-03-02');
    expect(long.status).toBe(400);
    expect(long.body.error.fields?.to).toBe('Choose at most 366 days');
    expect((await report('from=yesterday')).status).toBe(400);
    expect((await report('', editor)).status).toBe(200);
    expect((await report('', member)).status).toBe(403);
  });
});

describe('POST /api/public/events/register-click', () => {
  const click = (body: unknown) =>
    call<ErrorShape>(stack.url, 'POST', '/api/public/events/register-click', { body });
  const today = () => instituteDayOf(new Date());
  const clicksToday = async (course: string) => {
    const { body } = await report(`from=${today()}&to=${today()}`);
    return body.conversion.find((row) => row.course === course)?.clicks ?? 0;
  };

  beforeEach(() => awayFromWindowEnd(REGISTER_CLICK_LIMIT.windowSeconds));

  it('counts a click for the course today, without signing in', async () => {
    const before = await clicksToday('bhakti-vaibhava');
    expect((await click({ course: 'bhakti-vaibhava' })).status).toBe(204);
    expect((await click({ course: 'bhakti-vaibhava' })).status).toBe(204);
    expect(await clicksToday('bhakti-vaibhava')).toBe(before + 2);
  });

  it('loses no count when clicks arrive at once', async () => {
    const before = await clicksToday('audiobook');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => click({ course: 'audiobook' })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(204));
    expect(await clicksToday('audiobook')).toBe(before + 8);
  });

  it('refuses a course that is not a choice', async () => {
    const response = await click({ course: 'astrology' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.course).toBe('Choose a course from the list');
  });

  it('stops counting a client over the limit (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_CLICK_LIMIT.limit + 2; i += 1)
      statuses.push((await click({ course: 'other' })).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(
      REGISTER_CLICK_LIMIT.limit,
    );
  });
});
