import { Box, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PublicHome } from '@institute/core/home/service';
import { statisticRowsOf } from '@institute/core/content-section/statistic-rows';
import { sectionContent, textOf } from '../../../lib/public-home-query';
import { useCountUp } from '../hooks/use-count-up';
import { useSeenOnce } from '../hooks/use-seen-once';
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
    <Stack gap={4} align="center" ta="center" data-testid="stat">
      {/* The moving number is hidden from screen readers, which get the final value once. */}
      <Text component="p" className={classes.statValue} aria-hidden="true" data-value={value}>
        {numbers.format(shown)}
      </Text>
      <VisuallyHidden>{numbers.format(value)}</VisuallyHidden>
      <Text className={classes.statLabel}>{label}</Text>
    </Stack>
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
  const rows = statisticRowsOf(content);
  const start = seen && ready;

  return (
    <Box
      component="section"
      className={classes.stats}
      aria-labelledby="stats-title"
      py={{ base: 56, md: 80 }}
    >
      <Container size="lg" ref={ref}>
        <Title order={2} id="stats-title" ta="center" c="white" mb={40} fz={{ base: 26, md: 34 }}>
          {heading}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl">
          {rows.length > 0 ? (
            rows.map((row, index) => (
              <Stat
                key={index}
                value={row.value}
                label={row.label}
                start={start}
                armed={hiddenAtFirst}
              />
            ))
          ) : (
            <>
              <Stat
                value={stats.graduates}
                label="Total Graduates"
                start={start}
                armed={hiddenAtFirst}
              />
              <Stat
                value={stats.countries}
                label="Countries with Student Presence"
                start={start}
                armed={hiddenAtFirst}
              />
              <Stat
                value={stats.programs}
                label="Distinct Spiritual Programs"
                start={start}
                armed={hiddenAtFirst}
              />
              <Stat
                value={stats.current_students}
                label="Current Bhakti-vaibhava Students"
                start={start}
                armed={hiddenAtFirst}
              />
            </>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
