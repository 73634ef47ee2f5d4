import { INSTITUTE_UTC_OFFSET_MINUTES } from './institute-day';

/*
 * The one way the admin area and the e-mails write a moment or a day: in Malaysia time, as staff
 * in Ipoh read it ("2 Mar 2025, 14:05", "2 Mar 2025", "2 Mar"). Nothing else in web/src formats
 * dates (eslint.config.js forbids Intl.DateTimeFormat and toLocale*String there).
 *
 * Written out here rather than with Intl: browsers and Node ship different ICU data (Chromium's
 * en-GB writes "Sept", Node's "Sep"), and the e-mails and the pages must agree. Malaysia keeps
 * UTC+8 all year (no daylight saving since 1982), so the offset is a constant.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const OFFSET_MS = INSTITUTE_UTC_OFFSET_MINUTES * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

function dayText(date: Date, year: boolean): string {
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  return year ? `${day} ${date.getUTCFullYear()}` : day;
}

/** A timestamp (ISO UTC) in Malaysia time: "2 Mar 2025, 14:05". Unreadable input is shown as is. */
export function formatInstituteTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + OFFSET_MS);
  return `${dayText(local, true)}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** An institute day ('YYYY-MM-DD'): "2 Mar 2025", or "2 Mar" where the year is plain. */
export function formatInstituteDay(day: string, { year = true }: { year?: boolean } = {}): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(time) ? day : dayText(new Date(time), year);
}

/**
 * A day range in words, both ends included, to follow "submitted": "from 2 Mar 2025 to
 * 9 Mar 2025", "on 2 Mar 2025", "from 2 Mar 2025", "on or before 9 Mar 2025"; '' when neither
 * end is set. A browser's date field may show mm/dd or dd/mm; this reads the days back unmistakably.
 * Each day's words are joined by no-break spaces, so a narrow screen never splits one.
 */
export function formatDayRange({ from, to }: { from?: string; to?: string }): string {
  const day = (value: string) => formatInstituteDay(value).replaceAll(' ', '\u00a0');
  if (from && to) return from === to ? `on ${day(from)}` : `from ${day(from)} to ${day(to)}`;
  if (from) return `from ${day(from)}`;
  if (to) return `on or before ${day(to)}`;
  return '';
}
