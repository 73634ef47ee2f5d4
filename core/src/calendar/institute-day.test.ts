import { describe, expect, it } from 'vitest';
import * as day from './institute-day';

describe('institute days (Malaysia time, UTC+8)', () => {
  it('puts an instant on the Ipoh calendar day', () => {
    expect(day.instituteDayOf('2025-03-01T15:59:59.999Z')).toBe('2025-03-01');
    expect(day.instituteDayOf('2025-03-01T16:00:00.000Z')).toBe('2025-03-02');
  });

  it('starts a day at 16:00 UTC of the day before', () => {
    expect(day.dayStartUtc('2025-03-02')).toBe('2025-03-01T16:00:00.000Z');
    expect(day.instituteDayOf(day.dayStartUtc('2025-03-02'))).toBe('2025-03-02');
  });

  it('counts days across month and year ends', () => {
    expect(day.addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(day.addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(day.daysBetween('2024-12-25', '2025-01-01')).toBe(7);
  });

  it('starts weeks on Monday', () => {
    expect(day.weekStartOf('2025-03-03')).toBe('2025-03-03'); // a Monday
    expect(day.weekStartOf('2025-03-09')).toBe('2025-03-03'); // the Sunday after
    expect(day.weekStartOf('2025-03-10')).toBe('2025-03-10');
  });

  it('accepts real calendar days only', () => {
    expect(day.isIsoDay('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2025-13-01', '2025-1-01', '01/03/2025', '']) {
      expect(day.isIsoDay(bad)).toBe(false);
    }
  });
});
