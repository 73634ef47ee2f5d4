import type { CSSProperties } from 'react';
import type { ConversionRow } from '@institute/core/analytics/service';
import classes from './conversion-bars.module.css';

/** The two figures of a course, in the order their bars stand. */
const SERIES = [
  { key: 'clicks', name: 'Register Now clicks', color: 'var(--mantine-color-gray-6)' },
  { key: 'submissions', name: 'Applications', color: 'var(--mantine-color-saffron-7)' },
] as const;

const barStyle = (color: string, share?: number) =>
  ({ '--bar-color': color, ...(share !== undefined && { '--share': share }) }) as CSSProperties;

/**
 * Each course's Register Now clicks and applications as two bars on one scale, with their
 * figures. The name stands on its own line above its bars on a phone (beside them it had a few
 * characters a line) and beside them where there is room.
 */
export function ConversionBars({ rows }: { rows: readonly ConversionRow[] }) {
  const most = Math.max(1, ...rows.flatMap((row) => [row.clicks, row.submissions]));
  return (
    <div className={classes.chart}>
      <ul className={classes.legend}>
        {SERIES.map((series) => (
          <li key={series.key} style={barStyle(series.color)}>
            {series.name}
          </li>
        ))}
      </ul>
      <ul className={classes.rows}>
        {rows.map((row) => (
          <li key={row.course} className={classes.row}>
            <span className={classes.name}>{row.label}</span>
            {SERIES.map((series) => (
              <span
                key={series.key}
                className={classes.line}
                data-series={series.key}
                style={barStyle(series.color, row[series.key] / most)}
              >
                <span className={classes.bar} />
                {row[series.key]}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
