import { Alert, Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  DUPLICATE_REASON_LABELS,
  duplicateReasons,
} from '@institute/core/application/duplicate-match';
import { applicantName } from '@institute/core/application/display';
import type { ApplicationRecord } from '@institute/core/application/record';
import { statusLabel } from '@institute/core/application/status';
import { formatInstituteDay } from '@institute/core/calendar/format';
import type { IntakeSummary } from '@institute/core/course/intakes';
import { InstituteTime } from '../../components/institute-time';
import { AcceptedCount } from './intake-summary';
import { applicationQuery } from './api/application';
import { applicationReference } from '@institute/core/application/reference';

/** Marks a waitlist application, in the list and on its page. */
export function WaitlistBadge() {
  return (
    <Badge variant="outline" color="grape.8" tt="none" miw="max-content">
      Waitlist
    </Badge>
  );
}

/** Marks an application that looks like another's for the same course. */
export function DuplicateBadge() {
  return (
    <Badge variant="outline" color="saffron.9" tt="none" miw="max-content">
      Possible duplicate
    </Badge>
  );
}

/** The intake an application is for, with that intake's places taken and its waitlist. */
export function IntakePanel({
  record,
  summary,
}: {
  record: ApplicationRecord;
  summary: IntakeSummary | undefined;
}) {
  if (!record.intake) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="application-intake-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} fz="md" id="application-intake-title">
          Intake
        </Title>
        {record.waitlist && <WaitlistBadge />}
      </Group>
      {summary ? (
        <>
          <Text size="sm">
            {summary.course_title}, starts {formatInstituteDay(summary.intake.start_date)}
          </Text>
          <Group gap="lg" mt={6}>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                Accepted
              </Text>
              <AcceptedCount summary={summary} />
            </Group>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                Waitlisted
              </Text>
              <Text size="sm">{summary.waitlisted}</Text>
            </Group>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          This intake is no longer on its course.
        </Text>
      )}
      {record.waitlist && (
        <Text size="sm" c="dimmed" mt={6}>
          The applicant joined the waitlist: the intake was closed or full when they applied.
        </Text>
      )}
    </Paper>
  );
}

/** "Possible duplicate": the other applications, why they match, and links to them. */
export function DuplicatesNote({ record }: { record: ApplicationRecord }) {
  const ids = record.possible_duplicates ?? [];
  const others = useQueries({ queries: ids.map((id) => applicationQuery(id)) });
  if (ids.length === 0) return null;
  return (
    <Alert color="saffron" variant="light" title="Possible duplicate">
      <Text size="sm" mb={4}>
        Another application for this course has the same e-mail, or the same name and date of birth:
      </Text>
      <List size="sm" spacing={4}>
        {ids.map((id, index) => {
          const other = others[index]?.data;
          const reasons = other ? duplicateReasons(record, other) : [];
          return (
            <List.Item key={id}>
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link to="/admin/applications/$id" params={{ id }} {...props} />
                )}
              >
                {other ? applicantName(other) : `Application ${applicationReference(id)}`}
              </Anchor>
              {other && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  (
                  {reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ') ||
                    'details since changed'}
                  ; {statusLabel(other.status)}; submitted <InstituteTime at={other.created_at} />)
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
