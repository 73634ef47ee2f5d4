import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_REQUEST_MESSAGES, dataRequestCreateSchema, dataRequestFindSchema } from './schema';

const refusal = (received_on: string) => {
  const result = v.safeParse(dataRequestCreateSchema, {
    email: 'a@example.com',
    type: 'access',
    received_on,
  });
  return result.success ? null : result.issues.map((issue) => issue.message);
};

describe('the day a data request was received', () => {
  afterEach(() => vi.useRealTimers());

  it('is a real day, today in Ipoh at the latest', () => {
    // 2 Mar 2026, 07:30 in Ipoh: still 1 March in UTC.
    vi.useFakeTimers({ now: new Date('2026-03-01T23:30:00.000Z') });
    expect(refusal('2026-03-02')).toBeNull();
    expect(refusal('2026-02-09')).toBeNull();
    expect(refusal('2026-03-03')).toEqual([DATA_REQUEST_MESSAGES.receivedOnFuture]);
    expect(refusal('2026-02-30')).toEqual([DATA_REQUEST_MESSAGES.receivedOn]);
    expect(refusal('2 March')).toEqual([DATA_REQUEST_MESSAGES.receivedOn]);
  });
});

describe("the staff's Find form", () => {
  afterEach(() => vi.useRealTimers());
  const find = (email: string, received_on: string) => {
    const result = v.safeParse(dataRequestFindSchema, { email, received_on });
    return result.success ? result.output : result.issues.map((issue) => issue.message);
  };

  it('takes an empty day as today, and says what is wrong with the address or the day', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T23:30:00.000Z') });
    expect(find(' Ravi@Example.com ', '')).toEqual({ email: 'ravi@example.com', received_on: '' });
    expect(find('ravi@example.com', '2026-03-02')).toMatchObject({ received_on: '2026-03-02' });
    expect(find('ravi at example.com', '')).toEqual([DATA_REQUEST_MESSAGES.email]);
    expect(find('ravi@example.com', '2026-03-03')).toEqual([
      DATA_REQUEST_MESSAGES.receivedOnFuture,
    ]);
    expect(find('ravi@example.com', '2 March')).toEqual([DATA_REQUEST_MESSAGES.receivedOn]);
  });
});
