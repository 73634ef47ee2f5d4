import { describe, expect, it } from 'vitest';
import { ageOn, isMinor } from './consent';

describe('the applicant’s age', () => {
  it('counts whole years, a year more from the birthday on', () => {
    expect(ageOn('2008-11-28', new Date('2026-11-27T12:00:00+08:00'))).toBe(17);
    expect(ageOn('2008-11-28', new Date('2026-11-28T12:00:00+08:00'))).toBe(18);
    expect(ageOn('2008-11-28T00:00:00.000Z', new Date('2027-01-01T12:00:00+08:00'))).toBe(18);
    expect(ageOn('not a date', new Date())).toBeNull();
  });

  it('turns 18 at midnight in Ipoh, not at 08:00 when the UTC day begins', () => {
    // 01:30 on the 18th birthday in Ipoh is still the day before in UTC.
    const earlyOnTheBirthday = new Date('2026-11-28T01:30:00+08:00');
    expect(ageOn('2008-11-28', earlyOnTheBirthday)).toBe(18);
    expect(isMinor('2008-11-28', earlyOnTheBirthday)).toBe(false);
    // Late on the eve in Ipoh: still 17.
    expect(isMinor('2008-11-28', new Date('2026-11-27T23:30:00+08:00'))).toBe(true);
  });
});
