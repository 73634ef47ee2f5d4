/*
 * The arithmetic of sort_order (see docs/decisions/005-ordering.md). A sort_order is a number of
 * at most SORT_ORDER_DECIMALS decimals, so a move can take a value between its new neighbours and
 * write that one record. All arithmetic runs on whole millionths ("units"), which doubles hold
 * exactly across the whole range (1e15 < 2^53): no 0.1 + 0.2 drift.
 */

export const SORT_ORDER_DECIMALS = 6;
export const SORT_ORDER_MIN = -999_999_999;
export const SORT_ORDER_MAX = 999_999_999;

const SCALE = 10 ** SORT_ORDER_DECIMALS;
const MIN_UNITS = SORT_ORDER_MIN * SCALE;
const MAX_UNITS = SORT_ORDER_MAX * SCALE;
// Shifts every value above zero, so fixed-width digits sort the way the numbers do.
const OFFSET_UNITS = 1_000_000_000 * SCALE;
const WHOLE_DIGITS = 10;

const toUnits = (sortOrder: number) => Math.round(sortOrder * SCALE);
const fromUnits = (units: number) => units / SCALE;

/** True for a finite number with at most SORT_ORDER_DECIMALS decimals. */
export function hasSortOrderPrecision(value: number): boolean {
  return Number.isFinite(value) && fromUnits(toUnits(value)) === value;
}

/** A typed or computed value as a storable sort_order: rounded to the allowed decimals, -0 as 0. */
export function roundSortOrder(value: number): number {
  return Number.isFinite(value) ? fromUnits(toUnits(value)) + 0 : 0;
}

/**
 * A sort_order as a string whose string order is its numeric order: ten digits for the whole part
 * (offset, so negatives sort first), then `.` and the decimals without trailing zeros. A whole
 * number keeps exactly the ten-digit form older items were written with, so no stored key changes;
 * the shorter form sorts first among equal whole parts because the keys go on with `#`, which sorts
 * before `.` and every digit.
 */
export function padSortOrder(sortOrder: number): string {
  const units = Number.isFinite(sortOrder) ? toUnits(sortOrder) : 0;
  const shifted = Math.min(MAX_UNITS, Math.max(MIN_UNITS, units)) + OFFSET_UNITS;
  const whole = String(Math.floor(shifted / SCALE)).padStart(WHOLE_DIGITS, '0');
  const fraction = shifted % SCALE;
  if (fraction === 0) return whole;
  return `${whole}.${String(fraction).padStart(SORT_ORDER_DECIMALS, '0').replace(/0+$/, '')}`;
}

/**
 * A sort_order strictly between `lower` and `upper` (null: that end of the list is open), or null
 * when there is none to take: equal neighbours, a gap narrower than two millionths, or the edge of
 * the range. Among the values in the gap it takes the roundest near the middle (between 1 and 2:
 * 1.5; between 1 and 10: 6; after 7.25: 8), so the numbers people see in the form stay short.
 */
export function sortOrderBetween(lower: number | null, upper: number | null): number | null {
  if (lower === null && upper === null) return 0;
  if (upper === null) {
    const next = Math.floor(fromUnits(toUnits(lower!)) + 1);
    return next <= SORT_ORDER_MAX ? next : null;
  }
  if (lower === null) {
    const previous = Math.ceil(fromUnits(toUnits(upper)) - 1);
    // + 0: Math.ceil(-0.5) is -0.
    return previous >= SORT_ORDER_MIN ? previous + 0 : null;
  }
  const low = toUnits(lower);
  const high = toUnits(upper);
  if (high - low < 2) return null;
  const middle = (low + high) / 2;
  for (let step = SCALE; step >= 1; step /= 10) {
    const candidate = Math.round(middle / step) * step;
    if (candidate > low && candidate < high) return fromUnits(candidate) + 0;
  }
  // Unreachable: with step 1 the rounded middle of a gap of two or more units lies inside it.
  return null;
}

/** The values a rebalanced list takes, first to last: 1, 2, 3, … */
export function evenSortOrders(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}
