import type { PublicHome } from '@institute/core/home/service';
import { statisticRowsOf } from '@institute/core/content-section/statistic-rows';
import { sectionContent, textOf } from '../../../lib/public-home-query';
import { useCountUp } from '../hooks/use-count-up';
import { useSeenOnce } from '../hooks/use-seen-once';
import ui from '../../../components/public-ui.module.css';
import classes from './home.module.css';

export const COUNT_DURATION_MS = 2000;
export const VISIBILITY_THRESHOLD = 0.1;

/** Shown when the settings are not available. */
export const DEFAULT_STATISTICS = {
  graduates: 795,
  countries: 6,
  programs: 7,
  current_students: 55,
};

// One formatter for every frame of the count: toLocaleString builds a new one per call, which
// made each animation frame a long task on slow phones.
const numbers = new Intl.NumberFormat('en-US');

interface StatProps {
  value: number;
  label: string;
  start: boolean;
  armed: boolean;
}

function Stat({ value, label, start, armed }: StatProps) {
  const shown = useCountUp(value, COUNT_DURATION_MS, start, armed);
  return (
    <div className={classes.stat} data-testid="stat">
      {/* The moving number is hidden from screen readers, which get the final value once. */}
      <p className={classes.statValue} aria-hidden="true" data-value={value}>
        {numbers.format(shown)}
      </p>
      <span className={ui.visuallyHidden}>{numbers.format(value)}</span>
      <p className={classes.statLabel}>{label}</p>
    </div>
  );
}

interface StatisticsSectionProps {
  home: PublicHome | undefined;
  /** Counting waits for the data so it runs once, to the real values. */
  ready: boolean;
}

export function StatisticsSection({ home, ready }: StatisticsSectionProps) {
  const { ref, seen, hiddenAtFirst } = useSeenOnce<HTMLDivElement>(VISIBILITY_THRESHOLD);
  const stats = { ...DEFAULT_STATISTICS, ...home?.settings.statistics };
  const content = sectionContent(home, 'statistics');
  const heading = textOf(content, 'heading') ?? 'Spiritual Journey in Numbers';
  // A published statistics section's own rows replace the four numbers from the settings.
  const own = statisticRowsOf(content);
  const rows =
    own.length > 0
      ? own
      : [
          { value: stats.graduates, label: 'Total Graduates' },
          { value: stats.countries, label: 'Countries with Student Presence' },
          { value: stats.programs, label: 'Distinct Spiritual Programs' },
          { value: stats.current_students, label: 'Current Bhakti-vaibhava Students' },
        ];
  const start = seen && ready;

  return (
    <section className={classes.stats} aria-labelledby="stats-title">
      <div className={ui.container} ref={ref}>
        <h2 id="stats-title" className={`${ui.title} ${classes.statsTitle}`}>
          {heading}
        </h2>
        <div className={classes.statsGrid}>
          {rows.map((row, index) => (
            <Stat
              key={index}
              value={row.value}
              label={row.label}
              start={start}
              armed={hiddenAtFirst}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
