import * as v from 'valibot';
import { formatInstituteDay } from './format';
import type { InstantRange } from '../db/keys';
import { addDays, dayStartUtc, isIsoDay } from './institute-day';

/*
 * A range of days in a query string (the inbox's filters, the analytics report, the audit log):
 * `from` and `to`, each optional and a YYYY-MM-DD day in Malaysia time, the end not before the
 * start; the words for one, and the instants it covers.
 */

export const DAY_RANGE_MESSAGES = {
  from: 'The start date must be a date (YYYY-MM-DD)',
  to: 'The end date must be a date (YYYY-MM-DD)',
  order: 'The end date must not be before the start date',
} as const;

const optionalDay = (message: string) =>
  v.optional(v.pipe(v.string(message), v.check(isIsoDay, message)));

export const dayRangeSchema = v.pipe(
  v.object({ from: optionalDay(DAY_RANGE_MESSAGES.from), to: optionalDay(DAY_RANGE_MESSAGES.to) }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => !input.from || !input.to || input.from <= input.to,
      DAY_RANGE_MESSAGES.order,
    ),
    ['to'],
  ),
);

/**
 * A day range in words, both ends included, to follow "submitted": "from 2 Mar 2025 to
 * 9 Mar 2025", "on 2 Mar 2025", "from 2 Mar 2025", "on or before 9 Mar 2025"; '' when neither
 * end is set. A browser's date field may show mm/dd or dd/mm; this reads the days back unmistakably.
 * Each day's words are joined by no-break spaces, so a narrow screen never splits one. (Here, not
 * in format.ts: that module is in every public page's script, and this only in the admin area's.)
 */
export function formatDayRange({ from, to }: { from?: string; to?: string }): string {
  const day = (value: string) => formatInstituteDay(value).replaceAll(' ', '\u00a0');
  if (from && to) return from === to ? `on ${day(from)}` : `from ${day(from)} to ${day(to)}`;
  if (from) return `from ${day(from)}`;
  if (to) return `on or before ${day(to)}`;
  return '';
}

/** Institute days (both ends included) as the created_at instants that lie on them. */
export function instantRangeOf({ from, to }: { from?: string; to?: string }): InstantRange {
  return {
    from: from ? dayStartUtc(from) : undefined,
    before: to ? dayStartUtc(addDays(to, 1)) : undefined,
  };
}
