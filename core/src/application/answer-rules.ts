import * as v from 'valibot';
import { APPLICATION_MAX_LENGTHS, APPLICATION_MESSAGES as M, tooLong } from './answer-messages';

/* The phone and birth-date rules, shared by the form and the API. */

const PHONE_CHARACTERS = /^[\d\s+\-()]+$/;
const MIN_PHONE_DIGITS = 7;

/** Digits, spaces, +, - and parentheses only, with at least seven digits ("+60 (12) 345-6789"). */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  return PHONE_CHARACTERS.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

export function phoneText() {
  return v.pipe(
    v.string(M.phone),
    v.trim(),
    v.check(isValidPhone, M.phone),
    v.maxLength(APPLICATION_MAX_LENGTHS.phone, tooLong(APPLICATION_MAX_LENGTHS.phone)),
  );
}

// ---------------------------------------------------------------------------------------------
// Dates

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTH_YEAR = 1900;

function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' (what the date picker gives) or a full ISO timestamp, for a real calendar day. */
export function isValidBirthDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= EARLIEST_BIRTH_YEAR &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }
  const time = Date.parse(value);
  return (
    value.includes('T') &&
    !Number.isNaN(time) &&
    new Date(time).getUTCFullYear() >= EARLIEST_BIRTH_YEAR
  );
}

/** A calendar day is compared with today's local date; a timestamp allows a day of time zones. */
export function isNotFutureBirthDate(value: string, now: Date = new Date()): boolean {
  if (DATE_ONLY.test(value)) return value <= isoDateOf(now);
  return Date.parse(value) <= now.getTime() + 24 * 60 * 60 * 1000;
}

/** The wire form of a birth date: midnight UTC of the chosen day, so the day never shifts. */
export function toBirthTimestamp(value: string): string {
  if (DATE_ONLY.test(value)) return `${value}T00:00:00.000Z`;
  return new Date(value).toISOString();
}
