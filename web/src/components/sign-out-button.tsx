import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useAdminSignOut } from '../lib/admin-session';

/** The admin area's Sign Out (the sidebar's and the dashboard's): held while it signs out. */
export function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { signOut, busy } = useAdminSignOut();
  return (
    <Button
      variant="default"
      fullWidth={fullWidth}
      leftSection={<IconLogout size={16} aria-hidden="true" />}
      onClick={() => void signOut()}
      disabled={busy}
    >
      Sign Out
    </Button>
  );
}
