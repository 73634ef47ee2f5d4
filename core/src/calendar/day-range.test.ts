import { describe, expect, it } from 'vitest';
import { formatDayRange, instantRangeOf } from './day-range';

describe('formatDayRange', () => {
  // Each day's words are joined by no-break spaces, written here as '_'.
  const range = (days: { from?: string; to?: string }) =>
    formatDayRange(days).replaceAll('\u00a0', '_');

  it('reads back each kind of range in words, both ends included', () => {
    expect(range({ from: '2026-04-09', to: '2026-09-04' })).toBe('from 9_Apr_2026 to 4_Sep_2026');
    expect(range({ from: '2026-09-04', to: '2026-09-04' })).toBe('on 4_Sep_2026');
    expect(range({ from: '2026-09-04' })).toBe('from 4_Sep_2026');
    expect(range({ to: '2026-09-04' })).toBe('on or before 4_Sep_2026');
    expect(range({})).toBe('');
  });
});

describe('instantRangeOf', () => {
  it('spans whole days in Malaysia time: from 16:00 UTC the day before to 16:00 UTC on the last', () => {
    expect(instantRangeOf({ from: '2026-03-02', to: '2026-03-02' })).toEqual({
      from: '2026-03-01T16:00:00.000Z',
      before: '2026-03-02T16:00:00.000Z',
    });
    expect(instantRangeOf({ to: '2026-12-31' })).toEqual({
      from: undefined,
      before: '2026-12-31T16:00:00.000Z',
    });
    expect(instantRangeOf({})).toEqual({ from: undefined, before: undefined });
  });
});
