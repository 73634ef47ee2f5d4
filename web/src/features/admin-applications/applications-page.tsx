import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LoadMore, QueryState } from '../../components/query-state';
import { AdminTable } from '../../components/admin-blocks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconDownload, IconMail, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { applicantName } from '@institute/core/application/display';
import {
  COUNTRY_OPTIONS,
  COURSE_NAME_OPTIONS,
  labelFor,
} from '@institute/core/application/choices';
import { APPLICATION_STATUS_OPTIONS } from '@institute/core/application/status';
import { notifyFailed, notifySuccess, useLoadFailedNotice } from '../../components/notify';
import { AdminPage } from '../../components/admin-page';
import { usePageMeta } from '../../components/use-page-meta';
import '../../components/admin-tools-styles';
import { ApplicationStatusCell } from './application-status-badge';
import {
  applicationListQuery,
  downloadApplicationsCsv,
  filterQuery,
  parseInboxSearch,
  type InboxSearchParams,
} from './api/inbox';
import { InstituteTime } from '../../components/institute-time';
import { DuplicateBadge, WaitlistBadge } from './application-placement';
import { BulkOutcomePanel, BulkStatusBar, type BulkOutcome } from './bulk-status';
import { IntakeSummaryPanel } from './intake-summary';
import { EmailAddress } from '../../components/email-address';
import { useCanWrite } from '../../lib/admin-access';
import type { SearchChange } from '../../lib/use-search-state';
import { ReadOnlyNote } from '../../components/admin-read-only';
import { DayRangeFields, DayRangeNotice } from '../../components/day-range-fields';
import { checkDayRange } from '../../lib/day-range-check';
import inbox from './inbox.module.css';
import { ROW_ATTRIBUTE, useReturnToRow } from './use-return-to-row';

interface ApplicationsPageProps {
  /** The URL's search params, as typed; checked here. */
  params: InboxSearchParams;
  onParamsChange: (change: SearchChange<InboxSearchParams>) => void;
}

/** The filters chosen from a list; clearing one shows every value again. */
const SELECT_FILTERS = [
  { key: 'course', label: 'Course', all: 'courses', data: COURSE_NAME_OPTIONS },
  { key: 'status', label: 'Status', all: 'statuses', data: APPLICATION_STATUS_OPTIONS },
  { key: 'country', label: 'Country', all: 'countries', data: COUNTRY_OPTIONS },
] as const;

const NONE: ReadonlySet<string> = new Set();

export function ApplicationsPage({ params, onParamsChange }: ApplicationsPageProps) {
  const filters = useMemo(() => parseInboxSearch(params), [params]);
  // The days as the address holds them: a range the API would refuse stays in its fields, said
  // under them, and lists nothing (not everything, as dropping it would).
  const days = checkDayRange(params);
  usePageMeta('Applications', 'Read, answer and export course applications.');
  const [search, setSearch] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [exporting, setExporting] = useState(false);
  // Selected for a bulk change; cleared when the filters change what the list shows.
  const filtersKey = filterQuery(filters);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: filtersKey,
    ids: new Set(),
  });
  const selected = selection.key === filtersKey ? selection.ids : NONE;
  const setSelected = (update: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setSelection({ key: filtersKey, ids: update(selected) });
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // Each bulk change gets an outcome panel of its own: another change while one is shown must not
  // inherit its e-mail edits or its Sent and Skipped marks (an applicant may be in both).
  const [bulkRun, setBulkRun] = useState(0);
  // Closing the outcome hands the focus to the list below it, which says what it shows.
  const listStatusRef = useRef<HTMLParagraphElement>(null);
  const closeOutcome = () => {
    listStatusRef.current?.focus();
    setOutcome(null);
  };
  // Selecting is only for a bulk status change: a role that may only read gets no checkboxes.
  const canWrite = useCanWrite('applications');

  // On the address's current filters, which may hold a change this render has not seen yet; its
  // days as they are, so changing another filter loses no day typed.
  const set = useCallback(
    (patch: InboxSearchParams) =>
      onParamsChange((current) => ({
        ...parseInboxSearch(current),
        from: current.from,
        to: current.to,
        ...patch,
      })),
    [onParamsChange],
  );

  // Typing searches after a pause; the URL keeps the search so Back and reloads keep it too.
  useEffect(() => {
    if (debounced !== (filters.q ?? '')) set({ q: debounced || undefined });
  }, [debounced, filters, set]);

  const list = useInfiniteQuery({ ...applicationListQuery(filters), enabled: days.ok });

  useLoadFailedNotice(list, 'Failed to fetch applications');

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  useReturnToRow(
    items.map((item) => item.id),
    list.isSuccess,
    (list.isSuccess && !list.isFetching) || list.isError,
  );
  // The days the list covers, in words: a date field may show them as mm/dd or dd/mm.
  const submitted = days.words;
  const chosen = items.filter((item) => selected.has(item.id));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const clearSelection = () => setSelected(() => NONE);
  const filtered = filtersKey !== '' || !days.ok;

  const selectAllHead = {
    label: 'Select',
    w: 40,
    cell: (
      <Checkbox
        aria-label="Select every application shown"
        checked={allChosen}
        indeterminate={chosen.length > 0 && !allChosen}
        disabled={items.length === 0}
        onChange={() =>
          setSelected(() => (allChosen ? NONE : new Set(items.map((item) => item.id))))
        }
      />
    ),
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadApplicationsCsv(filters);
      notifySuccess('Success', 'The CSV file is downloading');
    } catch (error) {
      // The API's reason, or that it did not answer in time, says what to do next.
      notifyFailed(error, { title: 'Failed to export applications' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      width={1200}
      title="Course Applications"
      description="Newest first. Open one to read it, change its status or add notes."
      actions={
        <>
          <Button
            variant="default"
            component={Link}
            to="/admin/applications/templates"
            leftSection={<IconMail size={16} aria-hidden="true" />}
          >
            E-mail templates
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!days.ok}
          >
            Export CSV
          </Button>
        </>
      }
    >
      {!canWrite && <ReadOnlyNote what="applications" />}

      <Paper withBorder p="md" component="section" aria-label="Filters">
        <Stack gap="sm">
          <TextInput
            label="Search"
            placeholder="Name, email or phone"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            type="search"
          />
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            {SELECT_FILTERS.map(({ key, label, all, data }) => (
              <Select
                key={key}
                label={label}
                placeholder={`All ${all}`}
                data={data}
                value={filters[key] ?? null}
                onChange={(value) => set({ [key]: value ?? undefined })}
                clearable
                clearButtonProps={{ 'aria-label': `Show all ${all}` }}
              />
            ))}
            <DayRangeFields
              labels={{ from: 'Submitted from', to: 'Submitted to' }}
              value={params}
              onChange={(end, day) => set({ [end]: day || undefined })}
            />
          </SimpleGrid>
          {filtered && (
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              leftSection={<IconFilterOff size={16} aria-hidden="true" />}
              onClick={() => {
                setSearch('');
                onParamsChange({});
              }}
            >
              Clear filters
            </Button>
          )}
        </Stack>
      </Paper>

      <IntakeSummaryPanel />

      {outcome && (
        <BulkOutcomePanel
          key={bulkRun}
          outcome={outcome}
          onChange={setOutcome}
          onClose={closeOutcome}
        />
      )}

      {!days.ok ? (
        <DayRangeNotice check={days} what="applications" />
      ) : (
        <Paper withBorder>
          <QueryState query={list} what="the applications" inBox keepDataOnError>
            {() => (
              <>
                <Text
                  ref={listStatusRef}
                  tabIndex={-1}
                  className="mantine-focus-auto"
                  size="sm"
                  c="dimmed"
                  px="md"
                  pt="sm"
                  role="status"
                >
                  {list.isError
                    ? 'The applications could not be loaded.'
                    : `Showing ${items.length} application${items.length === 1 ? '' : 's'}${submitted ? ` submitted ${submitted}` : ''}${list.hasNextPage ? ' (more below)' : ''}`}
                </Text>
                <AdminTable
                  minWidth={280}
                  verticalSpacing="sm"
                  highlightOnHover
                  aria-label="Applications"
                  head={[
                    ...(canWrite ? [selectAllHead] : []),
                    'Applicant',
                    { label: 'Course', visibleFrom: 'sm' },
                    { label: 'Country', visibleFrom: 'md' },
                    'Status',
                    { label: 'Submitted', visibleFrom: 'xs' },
                  ]}
                  empty={
                    items.length === 0 &&
                    (filtered ? 'No applications match these filters.' : 'No applications yet.')
                  }
                >
                  {items.map((item) => (
                    <Table.Tr
                      key={item.id}
                      className={inbox.row}
                      bg={selected.has(item.id) ? 'var(--mantine-color-saffron-light)' : undefined}
                    >
                      {canWrite && (
                        <Table.Td>
                          <Checkbox
                            className={inbox.aboveRowLink}
                            aria-label={`Select ${applicantName(item)}`}
                            checked={selected.has(item.id)}
                            onChange={() => toggle(item.id)}
                          />
                        </Table.Td>
                      )}
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Anchor
                          renderRoot={(props) => (
                            <Link
                              to="/admin/applications/$id"
                              params={{ id: item.id }}
                              {...props}
                            />
                          )}
                          {...{ [ROW_ATTRIBUTE]: item.id }}
                          fw={600}
                          className={inbox.rowLink}
                        >
                          {applicantName(item)}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          <EmailAddress email={item.email} />
                        </Text>
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {labelFor('course_name', item.course_name)}
                        </Text>
                        {(item.waitlist || item.possible_duplicates.length > 0) && (
                          <Group gap={4} mt={4}>
                            {item.waitlist && <WaitlistBadge />}
                            {item.possible_duplicates.length > 0 && <DuplicateBadge />}
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        {labelFor('course_name', item.course_name)}
                      </Table.Td>
                      <Table.Td visibleFrom="md">{labelFor('country', item.country)}</Table.Td>
                      <Table.Td>
                        <ApplicationStatusCell status={item.status} email={item.status_email} />
                      </Table.Td>
                      <Table.Td visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                        <InstituteTime at={item.created_at} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </AdminTable>
                <LoadMore query={list} inBox />
              </>
            )}
          </QueryState>
        </Paper>
      )}

      {/* After the list and held at the foot of the screen: ticking a row moves no row. */}
      {canWrite && chosen.length > 0 && (
        <BulkStatusBar
          selected={chosen}
          onClear={clearSelection}
          onDone={(done) => {
            setOutcome(done);
            setBulkRun((run) => run + 1);
            clearSelection();
          }}
        />
      )}
    </AdminPage>
  );
}
