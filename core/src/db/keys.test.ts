import { describe, expect, it } from 'vitest';
import { byTypeKeys, itemKey, publishedKeys } from './keys';
import { padSortOrder } from './sort-order';

describe('padSortOrder', () => {
  it('sorts as strings the way the numbers sort, negatives included', () => {
    const orders = [5, -3, 0, 100, -1000, 42, 999_999_999, -999_999_999];
    const byString = [...orders].sort((a, b) => padSortOrder(a).localeCompare(padSortOrder(b)));
    expect(byString).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders.map((order) => padSortOrder(order).length))).toEqual(new Set([10]));
  });
});

describe('item keys', () => {
  it('shape the keys of the single table', () => {
    expect(itemKey('COURSE', 'c1')).toEqual({ pk: 'COURSE#c1', sk: 'COURSE' });
    expect(byTypeKeys('COURSE', padSortOrder(2), 'c1')).toEqual({
      gsi1pk: 'COURSE',
      gsi1sk: '1000000002#c1',
    });
    expect(publishedKeys('COURSE', padSortOrder(2), 'c1')).toEqual({
      gsi2pk: 'PUBLISHED',
      gsi2sk: 'COURSE#1000000002#c1',
    });
  });
});
