import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';

/** The "Back to …" link above an admin page's heading. */
export function AdminBackLink({
  to,
  label,
}: {
  to: '/admin' | '/admin/applications';
  label: string;
}) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {label}
      </Group>
    </Anchor>
  );
}
