import * as v from 'valibot';
import { dayRangeSchema, formatDayRange } from '@institute/core/calendar/day-range';

/** The two ends of a range of days as typed or as the address holds them ('' or absent: none). */
export interface DayRangeText {
  from?: string;
  to?: string;
}

export interface DayRangeCheck {
  /** Whether the API would take the range: a list may then be asked for it. */
  ok: boolean;
  /** Each end's fault in the API's own words, to say under its field. */
  errors: Partial<Record<keyof DayRangeText, string>>;
  /** The days in words ("from 2 Mar 2025 to 9 Mar 2025"); '' when none is set or one is at fault. */
  words: string;
}

/**
 * A range of days checked by the API's rule (dayRangeSchema), so a page says what the API would
 * and keeps what was typed, where dropping a range it would refuse lists everything instead.
 */
export function checkDayRange({ from, to }: DayRangeText): DayRangeCheck {
  const result = v.safeParse(dayRangeSchema, { from: from || undefined, to: to || undefined });
  if (result.success) return { ok: true, errors: {}, words: formatDayRange(result.output) };
  const errors: DayRangeCheck['errors'] = {};
  for (const issue of result.issues) {
    const end = issue.path?.[0]?.key;
    if ((end === 'from' || end === 'to') && !errors[end]) errors[end] = issue.message;
  }
  return { ok: false, errors, words: '' };
}
