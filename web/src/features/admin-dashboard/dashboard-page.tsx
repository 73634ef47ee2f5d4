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
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconArticle,
  IconBook,
  IconChartBar,
  IconExternalLink,
  IconHome,
  IconInbox,
  IconLogout,
  IconMessageCircle,
  IconPlus,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Area } from '@institute/core/access/permissions';
import { useAuth } from '../../lib/auth';
import { useAdminMe, useCanRead } from '../../lib/admin-access';
import { useAdminSignOut } from '../../lib/admin-session';
import { useApplicationSummary } from '../../lib/application-summary-query';
import { usePageMeta } from '../../components/use-page-meta';

/** "3 new" on the Applications card; nothing until the count is known. */
function NewApplicationsCount() {
  const summary = useApplicationSummary(useCanRead('applications'));
  if (!summary.data) return null;
  const count = summary.data.by_status.new;
  return (
    <Badge variant="filled" w="fit-content" mt={4}>
      {count} new
    </Badge>
  );
}

interface DashboardCard {
  to: string;
  title: string;
  description: string;
  icon: Icon;
  /** Shows how many applications are waiting as new. */
  newCount?: boolean;
  /** Shown only to roles the permission map lets read this area. */
  area: Area;
}

const CARDS: DashboardCard[] = [
  {
    to: '/admin/applications',
    area: 'applications',
    title: 'Applications',
    description: 'Read course applications, move them along, add notes and export them.',
    icon: IconInbox,
    newCount: true,
  },
  {
    to: '/admin/content',
    area: 'content_sections',
    title: 'Content Management',
    description: 'Edit the hero, about, statistics and footer sections of the home page.',
    icon: IconArticle,
  },
  {
    to: '/admin/courses',
    area: 'courses',
    title: 'Courses',
    description: 'Add, edit and publish courses, their levels and prerequisites.',
    icon: IconBook,
  },
  {
    to: '/admin/testimonials',
    area: 'testimonials',
    title: 'Testimonials',
    description: 'Manage what students say about their studies.',
    icon: IconMessageCircle,
  },
  {
    to: '/admin/team',
    area: 'team',
    title: 'Team Members',
    description: 'Introduce the teachers and volunteers behind the institute.',
    icon: IconUsers,
  },
  {
    to: '/admin/analytics',
    area: 'analytics',
    title: 'Analytics',
    description: 'Applications per week, course, country and status, and Register Now clicks.',
    icon: IconChartBar,
  },
  {
    to: '/admin/settings',
    area: 'settings',
    title: 'Settings',
    description: 'Site name, contact details, hero text, statistics and social links.',
    icon: IconSettings,
  },
];

export function DashboardPage() {
  usePageMeta('Admin Dashboard', 'Manage the website content.');
  const { user } = useAuth();
  const { signOut, busy } = useAdminSignOut();
  const access = useAdminMe().data?.access;
  const cards = CARDS.filter((card) => (access?.[card.area] ?? 'none') !== 'none');

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
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() => void signOut()}
            disabled={busy}
          >
            Sign Out
          </Button>
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
          <Button
            component={Link}
            to="/admin/content"
            variant="light"
            leftSection={<IconHome size={16} aria-hidden="true" />}
          >
            Edit Homepage
          </Button>
          <Button
            renderRoot={(props) => <Link to="/admin/courses" search={{ add: true }} {...props} />}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            Add New Course
          </Button>
          <Button
            component="a"
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            View Live Site
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        </Group>
      </section>
    </Stack>
  );
}
