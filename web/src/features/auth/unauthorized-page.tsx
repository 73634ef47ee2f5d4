import { useState } from 'react';
import { Button, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { hasAdminAccess } from '@institute/core/auth/roles';
import { signOutUser, useAuth } from '../../lib/auth';
import { usePageMeta } from '../../components/use-page-meta';
import { AuthCard } from './auth-card';

export function UnauthorizedPage() {
  usePageMeta('Access Denied', 'You do not have permission to view this page.');
  const auth = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signedIn = auth.status === 'signedIn';
  // Signed in, but no admin role has been granted yet (a new account).
  const waiting = signedIn && !hasAdminAccess(auth.user?.groups ?? []);

  const signOut = async () => {
    setLeaving(true);
    await signOutUser().catch(() => undefined);
    await navigate({ to: '/login', replace: true });
  };

  return (
    <AuthCard
      title={waiting ? 'Waiting for access' : 'Access Denied'}
      description={
        waiting
          ? 'Your account works, but it has no admin role yet.'
          : "You don't have permission to access this page."
      }
    >
      <Group justify="center" mb="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconLock size={30} />
        </ThemeIcon>
      </Group>
      <Text ta="center" mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {waiting
          ? `You are signed in as ${auth.user?.email ?? 'a new account'}. An administrator must grant you access before you can use the admin area; once they have, sign out and sign in again.`
          : 'Please contact an administrator if you believe you should have access.'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component={Link} to="/" variant="default">
          Back to Home
        </Button>
        {signedIn ? (
          <Button onClick={() => void signOut()} loading={leaving}>
            Sign Out
          </Button>
        ) : (
          <Button component={Link} to="/login">
            Sign In
          </Button>
        )}
      </SimpleGrid>
    </AuthCard>
  );
}
