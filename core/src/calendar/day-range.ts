import * as v from 'valibot';
import { isIsoDay } from './institute-day';

/*
 * A range of days in a query string (the inbox's filters, the analytics report): `from` and `to`,
 * each optional and a YYYY-MM-DD day, the end not before the start.
 */

export const DAY_RANGE_MESSAGES = {
  from: 'The start date must be a date (YYYY-MM-DD)',
  to: 'The end date must be a date (YYYY-MM-DD)',
  order: 'The end date must not be before the start date',
} as const;

const optionalDay = (message: string) =>
  v.optional(v.pipe(v.string(message), v.check(isIsoDay, message)));

export const dayRangeSchema = v.pipe(
  v.object({ from: optionalDay(DAY_RANGE_MESSAGES.from), to: optionalDay(DAY_RANGE_MESSAGES.to) }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => !input.from || !input.to || input.from <= input.to,
      DAY_RANGE_MESSAGES.order,
    ),
    ['to'],
  ),
);
