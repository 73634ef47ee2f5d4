import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconExternalLink, IconHome, IconPlus } from '@tabler/icons-react';
import { useAuth } from '../../lib/auth';
import { useAdminMe, useCanRead, useCanWrite } from '../../lib/admin-access';
import { SignOutButton } from '../../components/sign-out-button';
import { useApplicationSummary } from '../../lib/application-summary-query';
import { usePageMeta } from '../../components/use-page-meta';
import { ADMIN_SECTIONS } from '../../components/admin-sections';
import { NewTabButton } from '../../components/admin-blocks';

const newTabIcon = <IconExternalLink size={16} aria-hidden="true" />;

/** "3 new" on the Applications card; nothing until the count is known, nor when it is 0. */
function NewApplicationsCount() {
  const summary = useApplicationSummary(useCanRead('applications'));
  const count = summary.data?.by_status.new ?? 0;
  if (count === 0) return null;
  return (
    <Badge variant="filled" w="fit-content" mt={4}>
      {count} new
    </Badge>
  );
}

export function DashboardPage() {
  usePageMeta('Admin Dashboard', 'Manage the website content.');
  const { user } = useAuth();
  const access = useAdminMe().data?.access;
  // The quick actions open editors: only for roles that may edit what they open.
  const canEditContent = useCanWrite('content_sections');
  const canAddCourse = useCanWrite('courses');
  const cards = ADMIN_SECTIONS.flatMap(({ to, icon, area, card }) =>
    card && area && (access?.[area] ?? 'none') !== 'none' ? [{ ...card, to, icon }] : [],
  );

  return (
    <Stack gap="xl" maw={1200}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} miw={0} style={{ flex: '1 1 240px' }}>
            <Badge variant="light" size="lg" w="fit-content">
              Admin Dashboard
            </Badge>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
              Welcome back, {user?.email}
            </Title>
          </Stack>
          <SignOutButton />
        </Group>
      </Paper>

      <section aria-labelledby="dashboard-manage">
        <Title order={2} id="dashboard-manage" fz="lg" mb="sm">
          Manage
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {cards.map((card) => (
            <Card
              key={card.to}
              component={Link}
              to={card.to}
              withBorder
              padding="lg"
              style={{ textDecoration: 'none' }}
            >
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} variant="light" radius="md" aria-hidden="true">
                  <card.icon size={24} />
                </ThemeIcon>
                <Stack gap={4} miw={0}>
                  <Title order={3} fz="md">
                    {card.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {card.description}
                  </Text>
                  {card.newCount && <NewApplicationsCount />}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="dashboard-quick">
        <Title order={2} id="dashboard-quick" fz="lg" mb="sm">
          Quick Actions
        </Title>
        <Group gap="sm">
          {canEditContent && (
            <Button
              component={Link}
              to="/admin/content"
              variant="light"
              leftSection={<IconHome size={16} aria-hidden="true" />}
            >
              Edit Homepage
            </Button>
          )}
          {canAddCourse && (
            <Button
              renderRoot={(props) => <Link to="/admin/courses" search={{ add: true }} {...props} />}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              Add New Course
            </Button>
          )}
          <NewTabButton href="/" variant="light" leftSection={newTabIcon}>
            View Live Site
          </NewTabButton>
        </Group>
      </section>
    </Stack>
  );
}
