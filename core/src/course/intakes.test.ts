import { describe, expect, it } from 'vitest';
import { instituteDayOf } from '../calendar/institute-day';
import { intakeState, intakeToday, nextIntake } from './intakes';

describe('the next intake of a course', () => {
  const intakes = [
    { id: 'past', start_date: '2026-01-05', deadline: '2025-12-20', capacity: 5 },
    { id: 'later', start_date: '2027-03-01', deadline: '2027-02-01', capacity: 5 },
    { id: 'soon', start_date: '2026-12-01', deadline: '2026-11-20', capacity: 5 },
  ];

  it('is the earliest starting today or later', () => {
    expect(nextIntake(intakes, '2026-11-25')?.id).toBe('soon');
    expect(nextIntake(intakes, '2026-12-01')?.id).toBe('soon');
    expect(nextIntake(intakes, '2026-12-02')?.id).toBe('later');
    expect(nextIntake(intakes, '2027-03-02')).toBeNull();
  });

  it('is open to its deadline day, then closed; full when its places are taken', () => {
    expect(intakeState({ deadline: '2026-11-20' }, '2026-11-20', false)).toBe('open');
    expect(intakeState({ deadline: '2026-11-20' }, '2026-11-21', false)).toBe('closed');
    expect(intakeState({ deadline: '2026-11-20' }, '2026-11-19', true)).toBe('full');
    expect(intakeState({ deadline: '2026-11-20' }, '2026-11-21', true)).toBe('closed');
  });
});

describe('today for intakes', () => {
  it.each(['2026-11-24T15:59:59.999Z', '2026-11-24T16:00:00.000Z', '2026-03-01T00:00:00Z'])(
    'is the institute day, whatever the hour in UTC (%s)',
    (instant) => expect(intakeToday(new Date(instant))).toBe(instituteDayOf(instant)),
  );

  it('turns at midnight in Ipoh, 16:00 UTC', () => {
    expect(intakeToday(new Date('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
    expect(intakeToday(new Date('2026-11-24T16:00:00.000Z'))).toBe('2026-11-25');
  });
});
