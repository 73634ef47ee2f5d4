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
