import { describe, expect, it } from 'vitest';
import { formatInstituteDay, formatInstituteTime } from './format';

describe('formatInstituteTime', () => {
  it('writes the moment in Malaysia time (UTC+8), 24-hour, day month year', () => {
    expect(formatInstituteTime('2025-03-02T06:05:00.000Z')).toBe('2 Mar 2025, 14:05');
    // Late evening UTC is already the next day in Ipoh.
    expect(formatInstituteTime('2025-12-31T16:30:00.000Z')).toBe('1 Jan 2026, 00:30');
  });

  it('writes September as "Sep", as every other month in three letters, in any runtime', () => {
    expect(formatInstituteTime('2026-09-30T04:00:00.000Z')).toBe('30 Sep 2026, 12:00');
  });

  it('shows unreadable input as it is rather than "Invalid Date"', () => {
    expect(formatInstituteTime('not a date')).toBe('not a date');
  });
});

describe('formatInstituteDay', () => {
  it('writes an institute day as that calendar day, with or without the year', () => {
    expect(formatInstituteDay('2025-03-02')).toBe('2 Mar 2025');
    expect(formatInstituteDay('2025-03-02', { year: false })).toBe('2 Mar');
  });
});
