import * as v from 'valibot';
import { dayRangeSchema, instantRangeOf } from '../calendar/day-range';
import { applicationRepository } from '../application/repository';
import {
  COUNTRIES,
  COURSE_NAMES,
  labelFor,
  type Country,
  type CourseName,
} from '../application/choices';
import { type ApplicationRecord } from '../application/record';
import { APPLICATION_STATUSES, statusLabel, type ApplicationStatus } from '../application/status';
import { addDays, daysBetween, instituteDayOf, weekStartOf } from '../calendar/institute-day';
import type { Db } from '../db/client';
import { registerClickRepository } from '../register-click/repository';

/** Without a range the page shows the last twelve weeks, today included. */
export const ANALYTICS_DEFAULT_DAYS = 84;
/** At most a year per request: bounds the Query and the number of weekly bars. */
export const ANALYTICS_MAX_DAYS = 366;

export const analyticsQuerySchema = v.pipe(
  dayRangeSchema,
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => !input.from || !input.to || daysBetween(input.from, input.to) < ANALYTICS_MAX_DAYS,
      `Choose at most ${ANALYTICS_MAX_DAYS} days`,
    ),
    ['to'],
  ),
);

export type AnalyticsQuery = v.InferOutput<typeof analyticsQuerySchema>;

export interface Count<K extends string> {
  key: K;
  label: string;
  count: number;
}

export interface ConversionRow {
  course: CourseName;
  label: string;
  clicks: number;
  submissions: number;
  /** submissions / clicks, 0..n (more submissions than clicks happen: people enrol directly). */
  rate: number | null;
}

/** Everything the analytics page shows, from one request. */
export interface AnalyticsReport {
  from: string;
  to: string;
  total: number;
  /** Monday-to-Sunday weeks covering the range, empty weeks included. */
  per_week: { week_start: string; count: number }[];
  by_course: Count<CourseName>[];
  by_country: Count<Country>[];
  by_status: Count<ApplicationStatus>[];
  conversion: ConversionRow[];
  clicks_total: number;
}

type Facts = Pick<ApplicationRecord, 'created_at' | 'course_name' | 'country' | 'status'>;

function tally<K extends string>(
  keys: readonly K[],
  values: readonly K[],
  label: (key: K) => string,
): Count<K>[] {
  const counts = new Map<K, number>(keys.map((key) => [key, 0]));
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, label: label(key), count }));
}

const byCountDesc = <K extends string>(rows: Count<K>[]) =>
  rows
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

/** Adds up the applications (and clicks) of an institute-day range. Pure: the tests feed it. */
export function buildReport(
  from: string,
  to: string,
  facts: readonly Facts[],
  clicks: readonly { course: CourseName; clicks: number }[],
): AnalyticsReport {
  const perWeek = new Map<string, number>();
  for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) perWeek.set(week, 0);
  for (const fact of facts) {
    const week = weekStartOf(instituteDayOf(fact.created_at));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }

  const byCourse = tally(
    COURSE_NAMES,
    facts.map((f) => f.course_name),
    (key) => labelFor('course_name', key),
  );
  const clicksByCourse = new Map<CourseName, number>();
  for (const row of clicks)
    clicksByCourse.set(row.course, (clicksByCourse.get(row.course) ?? 0) + row.clicks);

  const conversion = byCourse
    .map((row): ConversionRow => {
      const courseClicks = clicksByCourse.get(row.key) ?? 0;
      return {
        course: row.key,
        label: row.label,
        clicks: courseClicks,
        submissions: row.count,
        rate: courseClicks > 0 ? row.count / courseClicks : null,
      };
    })
    .filter((row) => row.clicks > 0 || row.submissions > 0)
    .sort(
      (a, b) =>
        b.clicks - a.clicks || b.submissions - a.submissions || a.label.localeCompare(b.label),
    );

  return {
    from,
    to,
    total: facts.length,
    per_week: [...perWeek].map(([week_start, count]) => ({ week_start, count })),
    by_course: byCountDesc(byCourse),
    by_country: byCountDesc(
      tally(
        COUNTRIES,
        facts.map((f) => f.country),
        (key) => labelFor('country', key),
      ),
    ),
    // Every status, zeros included: the workflow reads left to right.
    by_status: tally(
      APPLICATION_STATUSES,
      facts.map((f) => f.status),
      statusLabel,
    ),
    conversion,
    clicks_total: [...clicksByCourse.values()].reduce((sum, n) => sum + n, 0),
  };
}

/**
 * The analytics page in one call: one Query on the byType index for the applications of the
 * range (only the four attributes counted) and one for the click counters; the adding up happens
 * here, not in the table.
 */
export function analyticsService(db: Db, clock: () => Date = () => new Date()) {
  const applications = applicationRepository(db);
  const clicks = registerClickRepository(db);
  return {
    async report(query: AnalyticsQuery): Promise<AnalyticsReport> {
      const today = instituteDayOf(clock());
      let to = query.to ?? today;
      if (query.from && !query.to) {
        // Only a start: up to today, within the longest range allowed.
        if (query.from > to) to = query.from;
        if (daysBetween(query.from, to) >= ANALYTICS_MAX_DAYS)
          to = addDays(query.from, ANALYTICS_MAX_DAYS - 1);
      }
      const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
      const [facts, counters] = await Promise.all([
        applications.findFacts(instantRangeOf({ from, to })),
        clicks.listRange(from, to),
      ]);
      return buildReport(from, to, facts, counters);
    },
  };
}
