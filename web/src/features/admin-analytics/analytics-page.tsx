import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { BarChart, BarsList } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsReport, Count } from '@institute/core/analytics/service';
import { ApiError } from '../../lib/api';
import type { SearchChange } from '../../lib/use-search-state';
import { AdminPanel, AdminTable } from '../../components/admin-blocks';
import { errorMessage, useLoadFailedNotice } from '../../components/notify';
import { LoadError } from '../../components/load-error';
import { AdminPage } from '../../components/admin-page';
import { usePageMeta } from '../../components/use-page-meta';
import './chart-styles';
import { ConversionBars } from './conversion-bars';
import { analyticsQuery, type AnalyticsRange } from './api/analytics';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { DayRangeFields, DayRangeNotice } from '../../components/day-range-fields';
import { checkDayRange } from '../../lib/day-range-check';

export interface AnalyticsSearch {
  from?: string;
  to?: string;
}

interface AnalyticsPageProps {
  /** The days the address asks for, not yet checked. */
  search: AnalyticsSearch;
  onRangeChange: (change: SearchChange<AnalyticsSearch>) => void;
}

const shortDay = (day: string) => formatInstituteDay(day, { year: false });
const longDay = (day: string) => formatInstituteDay(day);
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

export function AnalyticsPage({ search, onRangeChange }: AnalyticsPageProps) {
  usePageMeta(
    'Analytics',
    'Applications per week, course, country and status, and Register Now conversion.',
  );
  // The days as the address holds them: a range the API would refuse stays in its fields, said
  // under them, and reports nothing (not the last 12 weeks, as dropping it would).
  const days = checkDayRange(search);
  const range: AnalyticsRange = days.ok ? search : {};
  const report = useQuery({ ...analyticsQuery(range), enabled: days.ok });

  useLoadFailedNotice(report, 'Failed to fetch analytics');

  const data = report.data;
  // Each end shows the chosen day, else the report's own (the last 12 weeks); clearing one
  // goes back to the report's.
  const shown = (end: keyof AnalyticsSearch) => search[end] || data?.[end];

  return (
    <AdminPage
      width={1200}
      title="Applications at a glance"
      description={
        data ? `${longDay(data.from)} to ${longDay(data.to)} (days in Malaysia time)` : ' '
      }
    >
      <Paper withBorder p="md" component="section" aria-label="Date range">
        <Group align="flex-end" gap="sm">
          <DayRangeFields
            labels={{ from: 'From', to: 'To' }}
            value={{ from: shown('from'), to: shown('to') }}
            // On the address's current range, which may hold a change this render has not seen yet.
            onChange={(end, day) =>
              onRangeChange((current) => ({ ...current, [end]: day || undefined }))
            }
          />
          {(search.from || search.to) && (
            <Button variant="subtle" onClick={() => onRangeChange({})}>
              Last 12 weeks
            </Button>
          )}
        </Group>
      </Paper>

      {!days.ok ? (
        <DayRangeNotice check={days} what="figures" />
      ) : report.isPending ? (
        <Text role="status" p="lg">
          Loading...
        </Text>
      ) : report.isError ? (
        report.error instanceof ApiError && report.error.fields ? (
          <Alert color="red" title="Error">
            {errorMessage(report.error)}
          </Alert>
        ) : (
          <LoadError
            what="the figures"
            retrying={report.isFetching}
            onRetry={() => void report.refetch()}
          />
        )
      ) : (
        <Figures report={report.data} />
      )}
    </AdminPage>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={id}>
      <Text size="sm" c="dimmed" id={id}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** Bars with the name and figure as text, so they read without a chart (and to screen readers). */
function CountBars({
  rows,
  label,
  color,
}: {
  rows: Count<string>[];
  label: string;
  color: string;
}) {
  if (rows.every((row) => row.count === 0)) {
    return <Text c="dimmed">No applications in this range.</Text>;
  }
  return (
    <BarsList
      data={rows.map((row) => ({ name: row.label, value: row.count }))}
      barsLabel={label}
      valueLabel="Applications"
      barColor={color}
      barTextColor="dark.9"
      minBarSize={4}
      // A short bar's name runs on past its end instead of wrapping inside it.
      styles={{
        bar: { overflow: 'visible' },
        barLabel: { whiteSpace: 'nowrap', overflow: 'visible' },
      }}
    />
  );
}

function Figures({ report }: { report: AnalyticsReport }) {
  const weeks = report.per_week.map((week) => ({
    week: shortDay(week.week_start),
    Applications: week.count,
  }));
  const count = (key: string) => report.by_status.find((row) => row.key === key)?.count ?? 0;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Stat label="Applications" value={report.total} />
        <Stat label="New" value={count('new')} />
        <Stat label="Accepted" value={count('accepted')} />
        <Stat label="Register Now clicks" value={report.clicks_total} />
      </SimpleGrid>

      <AdminPanel title="Applications per week" spacing="md">
        {/* The chart is a picture of the table below it, which screen readers get instead. */}
        <div aria-hidden="true">
          <BarChart
            h={260}
            data={weeks}
            dataKey="week"
            series={[{ name: 'Applications', color: 'saffron.7' }]}
            tickLine="y"
            gridAxis="y"
            withTooltip
            yAxisProps={{ allowDecimals: false }}
            // On a phone the week labels otherwise run into each other ("2 Nov23 Nov").
            xAxisProps={{ minTickGap: 16 }}
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <details>
          <summary>
            <Text component="span" size="sm">
              Show the weekly figures
            </Text>
          </summary>
          <Table mt="xs" aria-label="Applications per week" withRowBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Week starting (Monday)</Table.Th>
                <Table.Th ta="right">Applications</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.per_week.map((week) => (
                <Table.Tr key={week.week_start}>
                  <Table.Td>{longDay(week.week_start)}</Table.Td>
                  <Table.Td ta="right">{week.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      </AdminPanel>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AdminPanel title="By course" spacing="md">
          <CountBars rows={report.by_course} label="Course" color="saffron.2" />
        </AdminPanel>
        <AdminPanel title="By country" spacing="md">
          <CountBars rows={report.by_country} label="Country" color="teal.2" />
        </AdminPanel>
      </SimpleGrid>

      <AdminPanel title="By status" spacing="md">
        <CountBars rows={report.by_status} label="Status" color="blue.2" />
      </AdminPanel>

      <AdminPanel title="Register Now clicks and applications per course" spacing="md">
        {report.conversion.length === 0 ? (
          <Text c="dimmed">No clicks or applications in this range.</Text>
        ) : (
          <>
            {/* A picture of the table below it, which screen readers get instead. */}
            <div aria-hidden="true">
              <ConversionBars rows={report.conversion} />
            </div>
            <AdminTable
              mt="sm"
              fz="sm"
              // Narrow gaps, none at the panel's edges: on a phone the three counts leave the
              // course names room for whole words.
              horizontalSpacing={6}
              aria-label="Register Now clicks and applications per course"
              minWidth={260}
              head={[
                { label: 'Course', pl: 0 },
                { label: 'Clicks', ta: 'right' },
                { label: 'Applied', ta: 'right' },
                { label: 'Rate', ta: 'right', pr: 0 },
              ]}
            >
              {report.conversion.map((row) => (
                <Table.Tr key={row.course}>
                  <Table.Td pl={0}>{row.label}</Table.Td>
                  <Table.Td ta="right">{row.clicks}</Table.Td>
                  <Table.Td ta="right">{row.submissions}</Table.Td>
                  <Table.Td ta="right" pr={0}>
                    {percent(row.rate)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </AdminTable>
            <Text size="xs" c="dimmed" mt="xs">
              Clicks: Register Now on the course cards. Applied: applications naming the course.
              Rate: applied per click. People can also apply without clicking, so a course can have
              more applications than clicks.
            </Text>
          </>
        )}
      </AdminPanel>
    </Stack>
  );
}
