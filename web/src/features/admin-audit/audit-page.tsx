import { useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LoadMore, QueryState } from '../../components/query-state';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_ENTITIES, type AuditPage as Page } from '@institute/core/audit/schema';
import { AUDIT_ENTITY_LABELS } from '@institute/core/audit/display';
import { adminRequest } from '../../lib/api';
import { AuditEntryCard } from './audit-entry';
import { useAuth } from '../../lib/auth';
import { ADMIN_QUERY_KEY } from '../../lib/admin-session';
import { AdminAccessDenied } from '../../components/admin-access-denied';
import { usePageMeta } from '../../components/use-page-meta';
import { AdminPageHeader } from '../../components/admin-blocks';

interface Filters {
  user: string;
  entity: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { user: '', entity: '', from: '', to: '' };

/** Super admins only: the API refuses everyone else; this page just says so first. */
export function AuditPage() {
  usePageMeta('Audit Log', 'Who changed what, and when.');
  const auth = useAuth();
  if (!auth.user?.groups.includes('super_admin'))
    return <AdminAccessDenied>Only super admins can read the audit log.</AdminAccessDenied>;
  return <AuditLog />;
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
  const filtered = Object.values(filters).some((value) => value.trim() !== '');

  const noEntries = (
    <Paper withBorder p="lg">
      <Text c="dimmed" role="status">
        {filtered
          ? 'No changes match these filters.'
          : 'No changes yet. Every create, edit and delete in the admin area will be listed here.'}
      </Text>
    </Paper>
  );

  // The filters apply only when submitted; until then they edit the draft.
  const draftInput = (key: 'user' | 'from' | 'to', label: string, type?: 'date') => (
    <TextInput
      type={type}
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
    />
  );

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="All Changes"
        description="Every create, edit and delete in the admin area, newest first: who made it, to what, and what changed."
      />
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
          {draftInput('user', 'User (e-mail or id)')}
          <Select
            label="Entity"
            placeholder="All"
            clearable
            data={AUDIT_ENTITIES.map((value) => ({
              value,
              label: AUDIT_ENTITY_LABELS[value] ?? value,
            }))}
            value={draft.entity || null}
            onChange={(value) => setDraft({ ...draft, entity: value ?? '' })}
          />
          {draftInput('from', 'From', 'date')}
          {draftInput('to', 'To', 'date')}
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

      <QueryState
        query={entries}
        what="the audit log"
        keepDataOnError
        empty={{ when: () => items.length === 0, say: noEntries }}
      >
        {() => (
          <Stack component="ol" gap="sm" p={0} m={0} aria-label="Audit log">
            {items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </QueryState>
      <LoadMore query={entries} />
    </Stack>
  );
}
