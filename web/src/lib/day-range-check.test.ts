import { describe, expect, it } from 'vitest';
import { DAY_RANGE_MESSAGES } from '@institute/core/calendar/day-range';
import { checkDayRange } from './day-range-check';

describe('checkDayRange', () => {
  it('takes no range, one end or both in order, and reads them back in words', () => {
    expect(checkDayRange({})).toEqual({ ok: true, errors: {}, words: '' });
    expect(checkDayRange({ from: '', to: '' })).toEqual({ ok: true, errors: {}, words: '' });
    expect(checkDayRange({ from: '2026-11-20' })).toEqual({
      ok: true,
      errors: {},
      words: 'from 20\u00a0Nov\u00a02026',
    });
    expect(checkDayRange({ from: '2026-11-01', to: '2026-11-01' }).words).toBe(
      'on 1\u00a0Nov\u00a02026',
    );
  });

  it('puts a backwards range under the end, in the words the API uses', () => {
    expect(checkDayRange({ from: '2026-11-20', to: '2026-11-01' })).toEqual({
      ok: false,
      errors: { to: DAY_RANGE_MESSAGES.order },
      words: '',
    });
  });

  it('names each end that is not a day', () => {
    expect(checkDayRange({ from: '2026-02-30', to: 'yesterday' })).toEqual({
      ok: false,
      errors: { from: DAY_RANGE_MESSAGES.from, to: DAY_RANGE_MESSAGES.to },
      words: '',
    });
    expect(checkDayRange({ from: 'soon', to: '2026-01-01' }).errors.from).toBe(
      DAY_RANGE_MESSAGES.from,
    );
  });
});
