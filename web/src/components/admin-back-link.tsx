import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { inboxSearch } from '../lib/inbox-return';

/**
 * The "Back to …" link above an admin page's heading. Back to the inbox is back to the list as
 * it was last filtered. Padded to a 28 px target for a finger.
 */
export function AdminBackLink({
  to,
  label,
}: {
  to: '/admin' | '/admin/applications';
  label: string;
}) {
  return (
    <Anchor
      renderRoot={(props) =>
        to === '/admin/applications' ? (
          <Link to={to} search={inboxSearch()} {...props} />
        ) : (
          <Link to={to} {...props} />
        )
      }
      size="sm"
      w="fit-content"
      display="inline-block"
      py={4}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {label}
      </Group>
    </Anchor>
  );
}
