import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { QueryState } from './query-state';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import { deleteRecord, moveRecord, recordListQuery, type MoveBody } from '../lib/admin-records';
import { confirmDelete } from './admin-confirm';
import { EntityDialog, type Editing } from './admin-entity-dialog';
import { notifyFailed, useLoadFailedNotice } from './notify';
import { notifySuccessWithAction } from './notify-action';
import { planMove } from './admin-reorder';
import { SortableRow, SortableRows } from './admin-sortable';
import { TrashButton, useTrash } from './admin-trash';
import { reloadPublicHome } from '../lib/public-home-query';
import { AdminPage } from './admin-page';
import { RowAction } from './admin-row-action';
import { AdminTable } from './admin-blocks';
import { usePageMeta } from './use-page-meta';
import { InstituteTime } from './institute-time';
import { publishState, type PublishState, type Windowed } from '@institute/core/db/publish-window';
import { usePhoneScreen } from '../lib/use-phone-screen';
import { capitalise } from '@institute/core/lang/text';
import type { Area } from '@institute/core/access/permissions';
import { useCanWrite } from '../lib/admin-access';
import { ReadOnlyNote } from './admin-read-only';
import { useReopenKeptDraft } from './kept-draft';

/** How the toasts and messages name one entity (docs/behaviour.md, "The admin lists"). */
export interface AdminEntityNames {
  /** In sentences: "Failed to save course". */
  singular: string;
  /** At the start of a sentence and in titles: "Course created successfully", "Add Course". */
  title: string;
  /** "Failed to fetch courses". */
  plural: string;
  /** The delete question: "…delete this section?" for content sections. */
  deleteNoun: string;
}

export interface AdminColumn<TRecord> {
  header: string;
  /** `all` is the whole list, for cells that compare a row with the others. */
  cell: (record: TRecord, all: readonly TRecord[]) => ReactNode;
  /** Shown from the `sm` breakpoint up only, to keep the table readable on phones. */
  wideOnly?: boolean;
}

export interface AdminFieldsProps<TForm extends FieldValues, TInput> {
  form: UseFormReturn<TForm, unknown, TInput>;
  /** The record being edited; none while adding one. */
  recordId?: string;
}

/** Everything that differs between the admin list pages. */
export interface AdminEntityConfig<
  TRecord extends { id: string },
  TForm extends FieldValues,
  TInput,
> {
  names: AdminEntityNames;
  /** Under /api/admin, e.g. "/courses". */
  path: string;
  /** Its area in the permission map: a role that may only read it gets the list without edits. */
  area: Area;
  /** The page heading, e.g. "All Courses". */
  heading: string;
  description: string;
  columns: AdminColumn<TRecord>[];
  /** Names the row in the labels of its Edit, Delete and Reorder buttons. */
  rowLabel: (record: TRecord) => string;
  /** Rows get a drag handle; a drop is saved with POST `<path>/:id/move` (records with sort_order). */
  reorderable?: boolean;
  /**
   * The API's request-body schema from core, and the form's: the form holds its fields under its
   * names, and is checked with it as it is. What a field shows differently from what it holds
   * (a switch for the status, Malaysia time for an instant) is the field component's business.
   */
  inputSchema: GenericSchema<TForm, TInput>;
  /** A new record's values; an existing record starts from its own (`formValuesOf`). */
  emptyForm: () => TForm;
  /**
   * Only for a form that edits a view of a field rather than the field itself (a content
   * section's free JSON, shown as inputs per key): an existing record's values.
   */
  recordForm?: (record: TRecord) => TForm;
  /** What a save left as it was, said with its success (a content section's invalid JSON). */
  savedNote?: (values: TForm) => string | undefined;
  Fields: ComponentType<AdminFieldsProps<TForm, TInput>>;
}

interface AdminListPageProps<TRecord extends { id: string }, TForm extends FieldValues, TInput> {
  config: AdminEntityConfig<TRecord, TForm, TInput>;
  /** Open the Add dialog at once (the dashboard's "Add New Course"). */
  openAddOnLoad?: boolean;
  onAddOpened?: () => void;
}

const STATE_BADGES: Record<PublishState, { label: string; color: string }> = {
  published: { label: 'Published', color: 'green' },
  draft: { label: 'Draft', color: 'gray' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  expired: { label: 'Expired', color: 'orange' },
};

/**
 * Published, Draft, Scheduled (published, its window ahead) or Expired (its window over), with
 * the window's date beneath in Malaysia time (docs/decisions/047).
 */
export function statusBadge(record: Windowed) {
  const state = publishState(record, new Date());
  const { label, color } = STATE_BADGES[state];
  const note =
    state === 'scheduled' && record.publish_from
      ? { words: 'from', at: record.publish_from }
      : state === 'expired' && record.unpublish_after
        ? { words: 'ended', at: record.unpublish_after }
        : state === 'published' && record.unpublish_after
          ? { words: 'until', at: record.unpublish_after }
          : null;
  return (
    <>
      {/* The dot variant keeps the text dark: the light green variant fails contrast. */}
      <Badge variant="dot" size="sm" color={color} tt="none" miw="max-content">
        {label}
      </Badge>
      {note ? (
        <Text size="xs" c="dimmed" mt={2}>
          {note.words} <InstituteTime at={note.at} />
        </Text>
      ) : null}
    </>
  );
}

export function AdminListPage<TRecord extends { id: string }, TForm extends FieldValues, TInput>({
  config,
  openAddOnLoad,
  onAddOpened,
}: AdminListPageProps<TRecord, TForm, TInput>) {
  const { names, path } = config;
  usePageMeta(config.heading, config.description);
  const queryClient = useQueryClient();
  const listQuery = recordListQuery<TRecord>(path);
  const { queryKey } = listQuery;
  const canWrite = useCanWrite(config.area);
  const [editing, setEditing] = useState<Editing<TRecord>>(() =>
    openAddOnLoad && canWrite ? { record: null } : null,
  );

  const list = useQuery(listQuery);
  useReopenKeptDraft({
    records: list.data,
    canWrite,
    open: setEditing,
    singular: names.singular,
  });

  useLoadFailedNotice(list, `Failed to fetch ${names.plural}`);

  useEffect(() => {
    if (openAddOnLoad) onAddOpened?.();
  }, [openAddOnLoad, onAddOpened]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      // The public pages read the same records; don't show them stale in this tab, nor from this
      // browser's HTTP cache on the next page load.
      reloadPublicHome(),
    ]);

  const trash = useTrash<TRecord>({ path, names, onChanged: refresh, enabled: canWrite });

  const remove = useMutation({
    mutationFn: (id: string) => deleteRecord(path, id),
    onSuccess: async (_answer, id) => {
      // The catalogue's words, and a way back: the record waits 30 days in the trash.
      notifySuccessWithAction('Success', `${capitalise(names.singular)} deleted successfully`, {
        label: 'Undo',
        onClick: () => trash.restore.mutate(id),
      });
      await refresh();
    },
    // The API's reason (no access, deleted meanwhile) under what failed, as a failed save says.
    onError: (error) => notifyFailed(error, { title: `Failed to delete ${names.singular}` }),
  });

  const moveKey = [...queryKey, 'move'];
  const move = useMutation({
    mutationKey: moveKey,
    // One at a time, in the order they were dropped: each is placed against the list the one
    // before it left on the server.
    scope: { id: `move:${path}` },
    mutationFn: ({ id, body }: { id: string; body: MoveBody; previous: TRecord[] }) =>
      moveRecord(path, id, body),
    onError: (error, { previous }) => {
      queryClient.setQueryData(queryKey, previous);
      notifyFailed(error, { message: `Failed to move ${names.singular}` });
    },
    onSettled: async () => {
      // After the last of a quick series: the server's numbers (a rare rebalance renumbers all).
      if (queryClient.isMutating({ mutationKey: moveKey }) <= 1) await refresh();
    },
  });

  /** Shows the new order at once; a failed save puts the old one back. */
  const moveRow = (from: number, to: number) => {
    const previous = list.data ?? [];
    const plan = planMove(previous as Array<TRecord & { sort_order?: number }>, from, to);
    if (!plan) return;
    void queryClient.cancelQueries({ queryKey, exact: true });
    queryClient.setQueryData(queryKey, plan.order);
    move.mutate({ id: plan.moved.id, body: plan.body, previous });
  };

  const askDelete = (record: TRecord) =>
    confirmDelete({
      question: `Are you sure you want to delete this ${names.deleteNoun}?`,
      onConfirm: () => remove.mutate(record.id),
    });

  const records = list.data ?? [];
  // Smaller row buttons on phones, so title, status and actions fit 360 px.
  const compact = usePhoneScreen();
  const reorderable = canWrite && Boolean(config.reorderable) && records.length > 1;
  const labelOf = (id: string) => {
    const record = records.find((item) => item.id === id);
    return record ? config.rowLabel(record) : '';
  };
  const withSortableRows = (table: ReactNode) =>
    reorderable ? (
      <SortableRows ids={records.map((record) => record.id)} labelOf={labelOf} onMove={moveRow}>
        {table}
      </SortableRows>
    ) : (
      table
    );

  return (
    <AdminPage
      width={1200}
      back={{ to: '/admin', label: 'Back to Dashboard' }}
      title={config.heading}
      description={config.description}
      actions={
        canWrite && (
          <>
            <TrashButton trash={trash} names={names} rowLabel={config.rowLabel} />
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setEditing({ record: null })}
            >
              Add {names.title}
            </Button>
          </>
        )
      }
    >
      {!canWrite && <ReadOnlyNote what={names.plural} />}

      <Paper withBorder>
        <QueryState query={list} what={`the ${names.plural}`} inBox>
          {() => (
            <AdminTable
              minWidth={280}
              verticalSpacing="sm"
              // Narrower gutters on phones: with the reorder handle, a status and two actions, a
              // column of course titles fits a 360 px screen only so.
              horizontalSpacing={compact ? 6 : 'xs'}
              highlightOnHover
              aria-label={capitalise(names.plural)}
              head={[
                ...(reorderable
                  ? [
                      {
                        label: 'Reorder',
                        w: compact ? 32 : 44,
                        pl: compact ? 4 : undefined,
                        pr: 0,
                        cell: <VisuallyHidden>Reorder</VisuallyHidden>,
                      },
                    ]
                  : []),
                ...config.columns.map((column) => ({
                  label: column.header,
                  visibleFrom: column.wideOnly ? 'sm' : undefined,
                })),
                { label: 'Actions', ta: 'right' },
              ]}
              empty={
                records.length === 0 &&
                `No ${names.plural} yet.${canWrite ? ` Use “Add ${names.title}” to create one.` : ''}`
              }
            >
              {withSortableRows(
                records.map((record) => {
                  const label = config.rowLabel(record);
                  const cells = (
                    <>
                      {config.columns.map((column, index) => (
                        <Table.Td
                          key={column.header}
                          visibleFrom={column.wideOnly ? 'sm' : undefined}
                          // The first column gives way: it wraps between words, and breaks a
                          // word only when the word alone is wider than the column (a long name
                          // would otherwise squeeze the others, and at 320 px push Actions off
                          // the screen).
                          style={
                            index === 0 ? { overflowWrap: 'anywhere', minWidth: 0 } : undefined
                          }
                        >
                          {column.cell(record, records)}
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {/* A role that may only read opens the record to view it. */}
                          <RowAction
                            action={canWrite ? 'Edit' : 'View'}
                            label={label}
                            compact={compact}
                            icon={canWrite ? IconPencil : IconEye}
                            onClick={() => setEditing({ record })}
                          />
                          {canWrite && (
                            <RowAction
                              action="Delete"
                              label={label}
                              compact={compact}
                              icon={IconTrash}
                              color="red.9"
                              disabled={remove.isPending && remove.variables === record.id}
                              onClick={() => askDelete(record)}
                            />
                          )}
                        </Group>
                      </Table.Td>
                    </>
                  );
                  return reorderable ? (
                    <SortableRow key={record.id} id={record.id} label={label} compact={compact}>
                      {cells}
                    </SortableRow>
                  ) : (
                    <Table.Tr key={record.id}>{cells}</Table.Tr>
                  );
                }),
              )}
            </AdminTable>
          )}
        </QueryState>
      </Paper>

      <EntityDialog
        config={config}
        readOnly={!canWrite}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </AdminPage>
  );
}
