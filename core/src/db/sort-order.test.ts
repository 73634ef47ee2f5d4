import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  evenSortOrders,
  hasSortOrderPrecision,
  padSortOrder,
  roundSortOrder,
  SORT_ORDER_MAX,
  SORT_ORDER_MIN,
  sortOrderBetween,
} from './sort-order';

/** Index keys the way the repository builds them: `<order>#<id>`. */
const key = (order: number, id = 'id') => `${padSortOrder(order)}#${id}`;
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Any storable sort_order: whole millionths across the whole range. */
const sortOrder = fc
  .integer({ min: SORT_ORDER_MIN * 1_000_000, max: SORT_ORDER_MAX * 1_000_000 })
  .map((units) => units / 1_000_000 + 0);

describe('padSortOrder', () => {
  it('keeps the ten-digit key of whole numbers (items written before decimals need no rewrite)', () => {
    expect(padSortOrder(2)).toBe('1000000002');
    expect(padSortOrder(0)).toBe('1000000000');
    expect(padSortOrder(-3)).toBe('0999999997');
    expect(padSortOrder(SORT_ORDER_MAX)).toBe('1999999999');
    expect(padSortOrder(SORT_ORDER_MIN)).toBe('0000000001');
  });

  it('adds the decimals without trailing zeros', () => {
    expect(padSortOrder(1.5)).toBe('1000000001.5');
    expect(padSortOrder(1.000001)).toBe('1000000001.000001');
    expect(padSortOrder(-0.25)).toBe('0999999999.75');
    expect(padSortOrder(0.1 + 0.2)).toBe('1000000000.3');
  });

  it('sorts keys the way the numbers sort, negatives and decimals included', () => {
    const orders = [
      5, -3, 0, 100, -1000, 42, 1.5, 1.25, 1.05, 1, 2, -0.5, -0.75, 999_999_999, -999_999_999,
    ];
    const byString = [...orders].sort((a, b) => byKey(key(a), key(b)));
    expect(byString).toEqual([...orders].sort((a, b) => a - b));
  });

  test.prop([sortOrder, sortOrder, fc.uuid(), fc.uuid()])(
    'orders any two keys by value, then by id',
    (a, b, idA, idB) => {
      const compared = byKey(key(a, idA), key(b, idB));
      if (a !== b) expect(compared).toBe(a < b ? -1 : 1);
      else expect(compared).toBe(byKey(idA, idB));
    },
  );

  it('clamps values outside the range and reads NaN as 0', () => {
    expect(padSortOrder(5e9)).toBe(padSortOrder(SORT_ORDER_MAX));
    expect(padSortOrder(-5e9)).toBe(padSortOrder(SORT_ORDER_MIN));
    expect(padSortOrder(Number.NaN)).toBe(padSortOrder(0));
  });
});

describe('sortOrderBetween', () => {
  it.each([
    [1, 2, 1.5],
    [1, 10, 6],
    [0, 1000, 500],
    [1, 1.5, 1.3],
    [1, 1.1, 1.05],
    [-1, 1, 0],
    [-2, -1, -1.5],
    [7.25, null, 8],
    [7, null, 8],
    [-0.5, null, 0],
    [null, 1, 0],
    [null, 0.5, 0],
    [null, -3.2, -4],
    [1, 1.000002, 1.000001],
  ])('between %s and %s: %s', (lower, upper, expected) => {
    expect(sortOrderBetween(lower, upper)).toBe(expected);
    expect(Object.is(sortOrderBetween(lower, upper), -0)).toBe(false);
  });

  it('answers null when no value with six decimals fits', () => {
    expect(sortOrderBetween(3, 3)).toBeNull();
    expect(sortOrderBetween(1, 1.000001)).toBeNull();
    expect(sortOrderBetween(2, 1)).toBeNull();
    expect(sortOrderBetween(SORT_ORDER_MAX, null)).toBeNull();
    expect(sortOrderBetween(null, SORT_ORDER_MIN)).toBeNull();
  });

  it('answers 0 for a list with no other record', () => {
    expect(sortOrderBetween(null, null)).toBe(0);
  });

  test.prop([sortOrder, sortOrder])(
    'any answer lies strictly between, is storable, and its key sorts between',
    (a, b) => {
      const [lower, upper] = a < b ? [a, b] : [b, a];
      const value = sortOrderBetween(lower, upper);
      if (value === null) {
        expect(Math.round(upper * 1e6) - Math.round(lower * 1e6)).toBeLessThan(2);
        return;
      }
      expect(value).toBeGreaterThan(lower);
      expect(value).toBeLessThan(upper);
      expect(hasSortOrderPrecision(value)).toBe(true);
      expect(key(lower, 'z') < key(value, 'a')).toBe(true);
      expect(key(value, 'z') < key(upper, 'a')).toBe(true);
    },
  );

  test.prop([sortOrder])('the open ends move past the neighbour to a storable value', (value) => {
    const after = sortOrderBetween(value, null);
    const before = sortOrderBetween(null, value);
    if (after !== null) {
      expect(after).toBeGreaterThan(value);
      expect(Number.isInteger(after)).toBe(true);
    } else expect(value).toBeGreaterThan(SORT_ORDER_MAX - 1);
    if (before !== null) {
      expect(before).toBeLessThan(value);
      expect(Number.isInteger(before)).toBe(true);
    } else expect(value).toBeLessThan(SORT_ORDER_MIN + 1);
  });

  it('takes about twenty moves into the same gap of 1 before it is used up', () => {
    // The worst case of drag and drop: each record dropped right after the same one.
    let upper = 2;
    let moves = 0;
    for (;;) {
      const value = sortOrderBetween(1, upper);
      if (value === null) break;
      upper = value;
      moves += 1;
    }
    expect(moves).toBeGreaterThanOrEqual(19);
    expect(moves).toBeLessThan(30);
    expect(upper).toBe(1.000001);
  });
});

describe('hasSortOrderPrecision and roundSortOrder', () => {
  it('accept at most six decimals', () => {
    expect(hasSortOrderPrecision(1.5)).toBe(true);
    expect(hasSortOrderPrecision(999_999_999.123456)).toBe(true);
    expect(hasSortOrderPrecision(0.1 + 0.2)).toBe(false);
    expect(hasSortOrderPrecision(1.0000001)).toBe(false);
    expect(hasSortOrderPrecision(Number.POSITIVE_INFINITY)).toBe(false);
    expect(hasSortOrderPrecision(Number.NaN)).toBe(false);
  });

  it('round to six decimals, with -0 and non-numbers as 0', () => {
    expect(roundSortOrder(0.1 + 0.2)).toBe(0.3);
    expect(roundSortOrder(1.23456789)).toBe(1.234568);
    expect(Object.is(roundSortOrder(-0), 0)).toBe(true);
    expect(roundSortOrder(Number.NaN)).toBe(0);
  });
});

describe('evenSortOrders', () => {
  it('numbers a list 1, 2, 3, …', () => {
    expect(evenSortOrders(4)).toEqual([1, 2, 3, 4]);
    expect(evenSortOrders(0)).toEqual([]);
  });
});
