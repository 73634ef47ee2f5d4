import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe, expect } from 'vitest';
import { statisticRowSchema } from './content-schemas';
import {
  STATISTIC_LABEL_MAX,
  STATISTIC_VALUE_MAX,
  STATISTICS_MAX,
  statisticRowsOf,
} from './statistic-rows';

/** What the admin form's schema makes of the rows: the accepted ones, at most eight. */
function bySchema(stats: unknown[]) {
  return stats
    .flatMap((row) => {
      const result = v.safeParse(statisticRowSchema, row);
      return result.success ? [{ label: result.output.label, value: result.output.value }] : [];
    })
    .slice(0, STATISTICS_MAX);
}

// Labels and values around every edge the schema has: blank, padded, too long, not text;
// negative, fractional, too large, not a number.
const label = fc.oneof(
  fc.string({ maxLength: STATISTIC_LABEL_MAX + 5 }),
  fc.string({ maxLength: STATISTIC_LABEL_MAX + 5 }).map((text) => `  ${text}\t`),
  fc.constantFrom(
    '',
    '   ',
    'x'.repeat(STATISTIC_LABEL_MAX),
    ` ${'x'.repeat(STATISTIC_LABEL_MAX)} `,
  ),
  fc.constantFrom('x'.repeat(STATISTIC_LABEL_MAX + 1), ` ${'x'.repeat(STATISTIC_LABEL_MAX + 1)}`),
  fc.anything(),
);
const value = fc.oneof(
  fc.integer({ min: -10, max: 10 }),
  fc.integer({ min: STATISTIC_VALUE_MAX - 2, max: STATISTIC_VALUE_MAX + 2 }),
  fc.double(),
  fc.constantFrom(null, undefined, '', '5', -0, Number.NaN),
  fc.anything(),
);
const row = fc.oneof(
  fc.record({ label, value }),
  fc.record({ label, value, icon: fc.string() }),
  fc.record({ label }, { requiredKeys: [] }),
  fc.anything(),
);

describe('statisticRowsOf', () => {
  test.prop([fc.array(row, { maxLength: 12 })], { numRuns: 500 })(
    'keeps exactly the rows the admin form accepts, as the schema outputs them',
    (stats) => {
      expect(statisticRowsOf({ stats })).toEqual(bySchema(stats));
    },
  );
});
