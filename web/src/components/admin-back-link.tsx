import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { inboxSearch, returnFromApplication } from '../lib/inbox-return';

export interface AdminBackLinkProps {
  to: '/admin' | '/admin/applications';
  label: string;
  from?: string;
}

/**
 * The "Back to …" link above an admin page's heading. Back to the inbox is back to the list as
 * it was last filtered, and from an application (`from`) to that application's row: the list
 * scrolls itself, so the router does not scroll to the top first. Padded to a 28 px target for
 * a finger.
 */
export function AdminBackLink({ to, label, from }: AdminBackLinkProps) {
  return (
    <Anchor
      renderRoot={(props) =>
        to === '/admin/applications' ? (
          <Link
            to={to}
            search={inboxSearch()}
            resetScroll={from === undefined}
            {...props}
            onClick={(event) => {
              const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
              if (from !== undefined && !newTab) returnFromApplication(from);
              props.onClick?.(event);
            }}
          />
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
