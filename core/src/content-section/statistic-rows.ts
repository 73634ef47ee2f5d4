/*
 * The public statistics band's reading of a statistics section. Kept free of valibot: the band is
 * part of the home page's first script, which has a size budget (tests/size), and a schema
 * library would be most of what this adds to it. content-schemas.ts holds the admin form's schema
 * for the same rows; a property test keeps the two in step.
 */

export const STATISTICS_MAX = 8;
export const STATISTIC_VALUE_MAX = 1_000_000_000;
export const STATISTIC_LABEL_MAX = 80;

export interface StatisticRowValues {
  label: string;
  value: number;
}

/** A row as statisticRowSchema accepts it (label trimmed), or undefined. */
function readRow(row: unknown): StatisticRowValues | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const { label, value } = row as Record<string, unknown>;
  if (typeof label !== 'string') return undefined;
  const trimmed = label.trim();
  if (trimmed.length === 0 || trimmed.length > STATISTIC_LABEL_MAX) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  if (value < 0 || value > STATISTIC_VALUE_MAX) return undefined;
  return { label: trimmed, value };
}

/**
 * The rows the public statistics band shows from a published statistics section: the valid
 * ones only (reading never fails), at most STATISTICS_MAX. None means the band shows the
 * numbers from the settings.
 */
export function statisticRowsOf(
  content: Record<string, unknown> | undefined,
): StatisticRowValues[] {
  const stats = content?.stats;
  if (!Array.isArray(stats)) return [];
  return stats
    .flatMap((row) => {
      const read = readRow(row);
      return read ? [read] : [];
    })
    .slice(0, STATISTICS_MAX);
}
