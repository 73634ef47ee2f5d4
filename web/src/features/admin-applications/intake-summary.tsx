import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
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
      <AdminTable
        verticalSpacing="xs"
        aria-labelledby="intakes-title"
        minWidth={300}
        head={[
          'Course',
          'Starts',
          { label: 'Applications close', visibleFrom: 'sm' },
          'Accepted',
          'Waitlisted',
        ]}
      >
        {upcoming.map((summary) => (
          <Table.Tr key={summary.intake.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{summary.course_title}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatInstituteDay(summary.intake.start_date)}
            </Table.Td>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatInstituteDay(summary.intake.deadline)}
            </Table.Td>
            <Table.Td>
              <AcceptedCount summary={summary} />
            </Table.Td>
            <Table.Td>{summary.waitlisted}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </Paper>
  );
}
