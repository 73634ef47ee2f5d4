/*
 * Calendar days as the institute lives them. Staff in Ipoh think in Malaysia time (UTC+8, no
 * daylight saving since 1982), so "applications on 2 March" and "this week" mean Malaysian days
 * and weeks, not UTC ones. Timestamps stay ISO UTC everywhere; only day boundaries use the offset.
 */

export const INSTITUTE_TIME_ZONE = 'Asia/Kuala_Lumpur';
export const INSTITUTE_UTC_OFFSET_MINUTES = 8 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = INSTITUTE_UTC_OFFSET_MINUTES * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The institute's calendar day of an instant. */
export function instituteDayOf(instant: Date | string): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant (ISO UTC) at which an institute day begins. */
export function dayStartUtc(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/** The day `days` after (or before, when negative) the given day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS,
  );
}

/** The Monday that starts the week holding this day (weeks run Monday to Sunday). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
