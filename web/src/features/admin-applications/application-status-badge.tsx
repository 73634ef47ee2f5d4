import { Badge } from '@mantine/core';
import { statusLabel, type ApplicationStatus } from '@institute/core/application/status';

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
