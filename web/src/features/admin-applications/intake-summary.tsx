import type { ReactNode } from 'react';
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatInstituteDay } from '@institute/core/calendar/format';
// Types only: the intake helpers stay in the public course cards' chunk.
import type { IntakeSummary } from '@institute/core/course/intakes';
import { AdminTable } from '../../components/admin-blocks';
import { intakeSummariesQuery } from './api/intakes';

export const isFull = (summary: IntakeSummary) => summary.accepted >= summary.intake.capacity;

/** "3 of 20 accepted", with a badge once the capacity is reached. */
export function AcceptedCount({ summary }: { summary: IntakeSummary }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {summary.accepted} of {summary.intake.capacity}
      </Text>
      {isFull(summary) && (
        <Badge color="red.9" variant="outline" tt="none" miw="max-content">
          Full
        </Badge>
      )}
    </Group>
  );
}

/** One intake's figures, each under its name: the phone's card of an intake. */
function IntakeFacts({ summary }: { summary: IntakeSummary }) {
  const facts: Array<[string, ReactNode]> = [
    ['Starts', formatInstituteDay(summary.intake.start_date)],
    ['Applications close', formatInstituteDay(summary.intake.deadline)],
    ['Accepted', <AcceptedCount key="accepted" summary={summary} />],
    ['Waitlisted', summary.waitlisted],
  ];
  return (
    <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} m={0} mt={6}>
      {facts.map(([name, value]) => (
        <div key={name}>
          <Text component="dt" size="xs" c="dimmed">
            {name}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The inbox's table of the intakes still to start: places taken and the waitlist. */
export function IntakeSummaryPanel() {
  const summaries = useQuery(intakeSummariesQuery());
  // Today in Ipoh, as the server says.
  const today = summaries.data?.today ?? '';
  const upcoming = (summaries.data?.items ?? [])
    .filter((summary) => summary.intake.start_date >= today)
    .sort((a, b) => a.intake.start_date.localeCompare(b.intake.start_date));
  if (upcoming.length === 0) return null;
  return (
    <Paper withBorder component="section" aria-labelledby="intakes-title">
      <Title order={3} fz="md" id="intakes-title" px="md" pt="sm">
        Intakes
      </Title>
      {/* Five columns do not fit a phone: there each intake is a small card, deadline included. */}
      <Box visibleFrom="sm">
        <AdminTable
          verticalSpacing="xs"
          aria-labelledby="intakes-title"
          minWidth={560}
          head={['Course', 'Starts', 'Applications close', 'Accepted', 'Waitlisted']}
        >
          {upcoming.map((summary) => (
            <Table.Tr key={summary.intake.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{summary.course_title}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatInstituteDay(summary.intake.start_date)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatInstituteDay(summary.intake.deadline)}
              </Table.Td>
              <Table.Td>
                <AcceptedCount summary={summary} />
              </Table.Td>
              <Table.Td>{summary.waitlisted}</Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </Box>
      <Stack
        component="ul"
        hiddenFrom="sm"
        gap={0}
        p={0}
        m={0}
        mt="xs"
        aria-labelledby="intakes-title"
      >
        {upcoming.map((summary) => (
          <Box
            key={summary.intake.id}
            component="li"
            px="md"
            py="sm"
            style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-3)' }}
            aria-label={`${summary.course_title}, starts ${formatInstituteDay(summary.intake.start_date)}`}
          >
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {summary.course_title}
            </Text>
            <IntakeFacts summary={summary} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
