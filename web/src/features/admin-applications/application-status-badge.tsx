import { Badge, Text } from '@mantine/core';
import { statusLabel, type ApplicationStatus } from '@institute/core/application/status';
import type { StatusEmailState } from '@institute/core/status-email/current';

// Dot badges keep the text dark (the light variants fail contrast); the dot's colour tells apart.
// max-content: a narrow table column must not cut the word short.
const COLORS: Record<ApplicationStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  accepted: 'green',
  waitlisted: 'grape',
  declined: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge
      variant="dot"
      color={COLORS[status] ?? 'gray'}
      tt="none"
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {statusLabel(status)}
    </Badge>
  );
}

const EMAIL_NOTES: Partial<Record<StatusEmailState, { label: string; color: string }>> = {
  not_sent: { label: 'E-mail not sent', color: 'dimmed' },
  failed: { label: 'E-mail failed', color: 'red.8' },
};

/**
 * The status, and under it whether the applicant is still waiting for its e-mail (skipped, or
 * its sending failed), so staff see from the inbox who has not heard. Nothing once it went.
 */
export function ApplicationStatusCell({
  status,
  email,
}: {
  status: ApplicationStatus;
  email: StatusEmailState | null;
}) {
  const note = email && EMAIL_NOTES[email];
  return (
    <>
      <ApplicationStatusBadge status={status} />
      {note && (
        <Text size="xs" c={note.color} mt={4} style={{ whiteSpace: 'nowrap' }}>
          {note.label}
        </Text>
      )}
    </>
  );
}
