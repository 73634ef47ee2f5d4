import { INSTITUTE_UTC_OFFSET_MINUTES, isIsoDay } from './institute-day';

/*
 * Date-times typed in the admin in Malaysia time. A module of its own: institute-day.ts is part of
 * the home page's first script (tests/size), and these are for the admin forms only.
 */

const OFFSET_MS = INSTITUTE_UTC_OFFSET_MINUTES * 60 * 1000;

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A date and time typed in Malaysia time ('YYYY-MM-DDTHH:mm', what a datetime-local field
 * gives) as an ISO UTC instant; null when blank or not a real date and time.
 */
export function instituteLocalToIso(local: string): string | null {
  const match = LOCAL_MINUTE.exec(local.trim());
  if (!match || !isIsoDay(`${match[1]}-${match[2]}-${match[3]}`)) return null;
  const [hours, minutes] = [Number(match[4]), Number(match[5])];
  if (hours > 23 || minutes > 59) return null;
  return new Date(Date.parse(`${local.trim()}:00.000Z`) - OFFSET_MS).toISOString();
}

/** An ISO instant as Malaysia time for a datetime-local field ('YYYY-MM-DDTHH:mm'); '' when unreadable. */
export function isoToInstituteLocal(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}
