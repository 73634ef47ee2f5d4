import * as v from 'valibot';
import { isIsoDay } from '../calendar/institute-day';
import { APPLICATION_MAX_LENGTHS, APPLICATION_MESSAGES as M } from './answer-messages';
import { tooLongBy } from '../validation/plain-text';

/* The phone and birth-date rules, shared by the form and the API. */

const PHONE_CHARACTERS = /^[\d\s+\-().]*$/;
const MIN_PHONE_DIGITS = 7;
/** Zero-width spaces and joiners, direction marks and embeddings, word joiner, byte-order mark. */
const INVISIBLE_MARKS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Hyphens, en and em dashes, the minus sign and their small forms. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63]/g;

/** Only the characters a phone number is written with: digits, spaces, + - ( ) and dots. */
const hasPhoneCharacters = (value: string) => PHONE_CHARACTERS.test(value.trim());

/** Written with those characters, and at least seven digits ("+60 (12) 345-6789", "+44.20…"). */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  return hasPhoneCharacters(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

export function phoneText() {
  return v.pipe(
    v.string(M.phone),
    // A phone keyboard or input method may type full-width digits ("０１２"): read as 0-9.
    v.transform((value) => value.normalize('NFKC')),
    // A number copied from a chat or a contact card may carry invisible direction marks, and a
    // word processor's dashes: the number the applicant sees is what is kept.
    v.transform((value) => value.replace(INVISIBLE_MARKS, '').replace(DASHES, '-')),
    v.trim(),
    // A character it cannot have is named as such, not as too few digits.
    v.check(hasPhoneCharacters, M.phoneCharacters),
    v.check(isValidPhone, M.phone),
    v.maxLength(APPLICATION_MAX_LENGTHS.phone, tooLongBy(APPLICATION_MAX_LENGTHS.phone)),
  );
}

// ---------------------------------------------------------------------------------------------
// Dates

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP_DAY = /^(\d{4}-\d{2}-\d{2})T/;
const EARLIEST_BIRTH_YEAR = 1900;
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDateOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day a birth date names: the picker's 'YYYY-MM-DD', or the day written at the start
 * of an ISO timestamp. A birth date is a day, so a timestamp's time and offset never move it.
 */
function birthDayOf(value: string): string | null {
  if (DATE_ONLY.test(value)) return value;
  const day = TIMESTAMP_DAY.exec(value)?.[1];
  return day !== undefined && !Number.isNaN(Date.parse(value)) ? day : null;
}

/** 'YYYY-MM-DD' or an ISO timestamp, naming a real calendar day from 1900 ('…-02-30T…' is not). */
export function isValidBirthDate(value: string): boolean {
  const day = birthDayOf(value);
  return day !== null && isIsoDay(day) && Number(day.slice(0, 4)) >= EARLIEST_BIRTH_YEAR;
}

/** A calendar day is compared with today's local date; a timestamp allows a day of time zones. */
export function isNotFutureBirthDate(value: string, now: Date = new Date()): boolean {
  const day = birthDayOf(value);
  if (day === null) return false;
  if (DATE_ONLY.test(value)) return day <= isoDateOf(now);
  return Date.parse(`${day}T00:00:00.000Z`) <= now.getTime() + DAY_MS;
}

/** The wire form of a birth date: midnight UTC of its day, so the day never shifts. */
export function toBirthTimestamp(value: string): string {
  const day = birthDayOf(value);
  return day === null ? value : `${day}T00:00:00.000Z`;
}
