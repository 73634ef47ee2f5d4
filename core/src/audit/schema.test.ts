import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DAY_RANGE_MESSAGES } from '../calendar/day-range';
import { auditQuerySchema } from './schema';

const issues = (query: Record<string, string>) => {
  const result = v.safeParse(auditQuerySchema, query);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the audit log query', () => {
  it('takes a range of real days, either end alone, with the page size defaulting to 50', () => {
    expect(v.parse(auditQuerySchema, { from: '2026-03-01', to: '2026-03-02' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
      limit: 50,
    });
    expect(issues({ to: '2026-03-01' })).toEqual([]);
  });

  it('refuses an end before the start, and a day the calendar does not have, saying which', () => {
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual([DAY_RANGE_MESSAGES.order]);
    expect(issues({ from: '2026-02-30' })).toEqual([DAY_RANGE_MESSAGES.from]);
    expect(issues({ to: 'yesterday' })).toEqual([DAY_RANGE_MESSAGES.to]);
  });
});
