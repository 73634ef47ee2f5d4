import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import {
  AUDIT_ENTITIES,
  type AuditEntry,
  type AuditPage as Page,
} from '@institute/core/audit/schema';
import { adminRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { ADMIN_QUERY_KEY } from '../../components/admin-session';
import { usePageMeta } from '../../components/use-page-meta';

interface Filters {
  user: string;
  entity: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { user: '', entity: '', from: '', to: '' };

const ENTITY_LABELS: Record<string, string> = {
  content_section: 'Content section',
  course: 'Course',
  testimonial: 'Testimonial',
  team_member: 'Team member',
  settings: 'Settings',
  application: 'Application',
  user: 'User',
};

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red' } as const;

/** Super admins only: the API refuses everyone else; this page just says so first. */
export function AuditPage() {
  usePageMeta('Audit Log', 'Who changed what, and when.');
  const auth = useAuth();
  if (!auth.user?.groups.includes('super_admin')) return <AuditAccessDenied />;
  return <AuditLog />;
}

function AuditAccessDenied() {
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Access Denied
        </Title>
        <Text>Only super admins can read the audit log.</Text>
      </Stack>
    </Paper>
  );
}

function query(filters: Filters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value.trim()) params.set(name, value.trim());
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function AuditLog() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const entries = useInfiniteQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit', filters],
    queryFn: ({ pageParam, signal }) =>
      adminRequest<Page>(`/audit${query(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Audit filters"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label="User (e-mail or id)"
            value={draft.user}
            onChange={(event) => setDraft({ ...draft, user: event.currentTarget.value })}
          />
          <Select
            label="Entity"
            placeholder="All"
            clearable
            data={AUDIT_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value] ?? value }))}
            value={draft.entity || null}
            onChange={(value) => setDraft({ ...draft, entity: value ?? '' })}
          />
          <TextInput
            type="date"
            label="From"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button type="submit">Apply Filters</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            Clear
          </Button>
        </Group>
      </Paper>

      {entries.isError && (
        <Alert color="red" title="Error">
          {entries.error instanceof Error ? entries.error.message : 'Failed to load the audit log'}
        </Alert>
      )}
      {entries.isPending ? (
        <Text>Loading...</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">No changes match these filters.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Entity</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {entries.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void entries.fetchNextPage()}
          loading={entries.isFetchingNextPage}
        >
          Load More
        </Button>
      )}
    </Stack>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr>
      <Table.Td>
        <time dateTime={entry.created_at}>{new Date(entry.created_at).toLocaleString()}</time>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.actor_email ?? entry.actor_sub}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={ACTION_COLORS[entry.action]} variant="light">
          {entry.action}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ENTITY_LABELS[entry.entity] ?? entry.entity}</Text>
        <Text size="xs" c="dimmed">
          {entry.entity_id}
        </Text>
      </Table.Td>
      <Table.Td>
        <details>
          <summary>Before and after</summary>
          <SimpleGrid cols={{ base: 1, md: 2 }} mt="xs">
            <Stack gap={4}>
              <Text size="xs" fw={600}>
                Before
              </Text>
              <Code block aria-label="Before">
                {entry.before ? JSON.stringify(entry.before, null, 2) : '(none)'}
              </Code>
            </Stack>
            <Stack gap={4}>
              <Text size="xs" fw={600}>
                After
              </Text>
              <Code block aria-label="After">
                {entry.after ? JSON.stringify(entry.after, null, 2) : '(none)'}
              </Code>
            </Stack>
          </SimpleGrid>
        </details>
      </Table.Td>
    </Table.Tr>
  );
}
