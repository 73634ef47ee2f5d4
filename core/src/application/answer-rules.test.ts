import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isNotFutureBirthDate,
  isValidBirthDate,
  isValidPhone,
  phoneText,
  toBirthTimestamp,
} from './answer-rules';

describe('birth date helpers', () => {
  const now = new Date(2025, 5, 15, 9, 0, 0); // 15 June 2025, local time

  it('accept real calendar days from 1900 and ISO timestamps', () => {
    expect(isValidBirthDate('2024-02-29')).toBe(true);
    expect(isValidBirthDate('2023-02-29')).toBe(false);
    expect(isValidBirthDate('1899-12-31')).toBe(false);
    expect(isValidBirthDate('1990-01-01T00:00:00.000Z')).toBe(true);
    expect(isValidBirthDate('1990-01-01 garbage')).toBe(false);
  });

  it.each([
    ['1988-02-30T00:00:00.000Z', false],
    ['1988-04-31T00:00:00.000Z', false],
    ['1899-12-31T23:00:00-02:00', false],
    ['1988-02-29T00:00:00.000Z', true],
    ['1988-04-12T00:00:00+08:00', true],
  ])(
    'judge the day a timestamp names: %j is valid: %j (30 February is not 1 March)',
    (value, valid) => {
      expect(isValidBirthDate(value)).toBe(valid);
    },
  );

  it.each([
    '1988-04-12',
    '1988-04-12T00:00:00+08:00',
    '1988-04-12T23:30:00-05:00',
    '1988-04-12T15:00:00.000Z',
  ])('store %j as the day it names, whatever its time or offset', (value) => {
    expect(toBirthTimestamp(value)).toBe('1988-04-12T00:00:00.000Z');
  });

  it('allow today but not tomorrow', () => {
    expect(isNotFutureBirthDate('2025-06-15', now)).toBe(true);
    expect(isNotFutureBirthDate('2025-06-16', now)).toBe(false);
    expect(isNotFutureBirthDate(new Date(now.getTime() + 3 * 86_400_000).toISOString(), now)).toBe(
      false,
    );
  });
});

describe('isValidPhone', () => {
  it.each([
    '+60 (12) 345-6789',
    '012 3456 7',
    '1234567',
    '  +60123456789  ',
    '(05) 254-1234',
    '+44.20.7946.0958',
  ])('accepts %j: digits, spaces, + - ( ) . with at least 7 digits', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['abcdefg', '123456', '12-34 (5)', '0123456789 ext. 5', '0123456#', ''])(
    'refuses %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('a phone number as it is pasted', () => {
  it.each([
    // From a chat or a contact card: wrapped in left-to-right embedding marks.
    ['\u202A+60 12-345 6789\u202C', '+60 12-345 6789'],
    ['\u200E+60 12 345 6789\u200F', '+60 12 345 6789'],
    // A word processor's en dash, a non-breaking hyphen, a minus sign.
    ['012\u2013345 6789', '012-345 6789'],
    ['012\u2011345\u22126789', '012-345-6789'],
  ])('keeps %j as the number it shows', (pasted, kept) => {
    expect(v.parse(phoneText(), pasted)).toBe(kept);
  });
});
