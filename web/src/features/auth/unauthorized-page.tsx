import { Button, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { AuthCard } from './auth-card';

export function UnauthorizedPage() {
  usePageMeta('Access Denied', 'You do not have permission to view this page.');
  return (
    <AuthCard title="Access Denied" description="You don't have permission to access this page.">
      <Group justify="center" mb="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconLock size={30} />
        </ThemeIcon>
      </Group>
      <Text ta="center" mb="lg">
        Please contact an administrator if you believe you should have access.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component={Link} to="/" variant="default">
          Back to Home
        </Button>
        <Button component={Link} to="/login">
          Sign In
        </Button>
      </SimpleGrid>
    </AuthCard>
  );
}
