import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { LoadMore, QueryState } from '../../components/query-state';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_ENTITIES } from '@institute/core/audit/schema';
import { AUDIT_ENTITY_LABELS } from '@institute/core/audit/display';
import { ApiError } from '../../lib/api';
import { AuditEntryCard } from './audit-entry';
import { errorMessage } from '../../components/notify';
import { AdminPage } from '../../components/admin-page';
import { usePageMeta } from '../../components/use-page-meta';
import { auditLogQuery, type AuditFilters } from './api/audit-log';
import { DayRangeFields, DayRangeNotice } from '../../components/day-range-fields';
import { checkDayRange } from '../../lib/day-range-check';

interface AuditPageProps {
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
}

/** Super admins only: the API refuses everyone else, and the admin frame says so in its place. */
export function AuditPage({ filters, onFiltersChange }: AuditPageProps) {
  usePageMeta('Audit Log', 'Who changed what, and when.');
  // A range the API would refuse is not asked for: its fields say why, and so does the log's place.
  const range = checkDayRange(filters);
  const entries = useInfiniteQuery({ ...auditLogQuery(filters), enabled: range.ok });
  const pages = entries.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const applicants: Record<string, string> = Object.assign({}, ...pages.map((page) => page.names));
  const filtered = Object.values(filters).some(Boolean);
  // The days the log covers, in words (a date field may show them as mm/dd or dd/mm).
  const days = range.words;
  // A filter the API refused (an entity it does not know) is said, not shown as a load error.
  const refused = entries.error instanceof ApiError && entries.error.fields;

  const noEntries = (
    <Paper withBorder p="lg">
      <Text c="dimmed" role="status">
        {filtered
          ? 'No changes match these filters.'
          : 'No changes yet. Every create, edit and delete in the admin area will be listed here.'}
      </Text>
    </Paper>
  );

  return (
    <AdminPage
      gap="lg"
      title="All Changes"
      description="Every create, edit and delete in the admin area, newest first: who made it, to what, and what changed."
    >
      {/* Keyed by the applied filters: Clear, or a link with other filters, resets what is typed. */}
      <AuditFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {days && (
        <Text size="sm" c="dimmed">
          Changes made {days} (days in Malaysia time)
        </Text>
      )}

      {!range.ok ? (
        <DayRangeNotice check={range} what="changes" />
      ) : refused ? (
        <Alert color="red" title="Error">
          {errorMessage(entries.error)}
        </Alert>
      ) : (
        <>
          <QueryState
            query={entries}
            what="the audit log"
            keepDataOnError
            empty={{ when: () => items.length === 0, say: noEntries }}
          >
            {() => (
              <Stack component="ol" gap="sm" p={0} m={0} aria-label="Audit log">
                {items.map((entry) => (
                  <AuditEntryCard
                    key={entry.id}
                    entry={entry}
                    applicant={
                      entry.entity === 'application' ? applicants[entry.entity_id] : undefined
                    }
                  />
                ))}
              </Stack>
            )}
          </QueryState>
          <LoadMore query={entries} />
        </>
      )}
    </AdminPage>
  );
}

const EMPTY_DRAFT = { user: '', entity: '', from: '', to: '' };

/** The filters as typed; they apply only when submitted. */
function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState({ ...EMPTY_DRAFT, ...filters });
  const setField = (key: keyof typeof EMPTY_DRAFT, value: string) =>
    setDraft({ ...draft, [key]: value });
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label="Audit filters"
      // The fields say what is wrong in the app's words; applied, a wrong range lists nothing,
      // with why (the browser's own bubble would keep the old list and say it another way).
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        const applied: AuditFilters = {};
        for (const [key, value] of Object.entries(draft) as [keyof AuditFilters, string][])
          if (value.trim()) applied[key] = value.trim();
        onApply(applied);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label="User (e-mail or id)"
          placeholder="Any part of an e-mail"
          value={draft.user}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setField('user', event.currentTarget.value)
          }
        />
        <Select
          label="Entity"
          placeholder="All"
          clearable
          data={AUDIT_ENTITIES.map((value) => ({
            value,
            label: AUDIT_ENTITY_LABELS[value],
          }))}
          value={draft.entity || null}
          onChange={(value) => setField('entity', value ?? '')}
        />
        <DayRangeFields labels={{ from: 'From', to: 'To' }} value={draft} onChange={setField} />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">Apply Filters</Button>
        <Button variant="default" onClick={() => onApply({})}>
          Clear
        </Button>
      </Group>
    </Paper>
  );
}
