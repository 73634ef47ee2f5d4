import { describe, expect, it } from 'vitest';
import { isUuid } from '../db/record-id';
import { isPlainObject, wait } from './values';

describe('isPlainObject', () => {
  it('is true for objects only: not null, arrays or other values', () => {
    expect([{}, { a: 1 }].map(isPlainObject)).toEqual([true, true]);
    expect([null, [], 'x', 1, undefined].map(isPlainObject)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('isUuid', () => {
  it('accepts a UUID in either case and nothing else', () => {
    expect(isUuid('0b8f7a52-3f1e-4c47-9d2a-6f0d1c2b3a4e')).toBe(true);
    expect(isUuid('0B8F7A52-3F1E-4C47-9D2A-6F0D1C2B3A4E')).toBe(true);
    expect(['', 'not-a-uuid', 42, null, '0b8f7a523f1e4c479d2a6f0d1c2b3a4e'].map(isUuid)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('wait', () => {
  it('resolves after the time given', async () => {
    const start = Date.now();
    await wait(20);
    expect(Date.now() - start).toBeGreaterThanOrEqual(15);
  });
});
