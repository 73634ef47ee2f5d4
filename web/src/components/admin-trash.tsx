import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, type ButtonProps } from '@mantine/core';
import { QueryState } from './query-state';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconRestore, IconTrash, IconTrashX } from '@tabler/icons-react';
import type { TrashedRecord } from '@institute/core/trash/schema';
import { capitalise } from '@institute/core/lang/text';
import { deleteForGood, restoreFromTrash, trashQuery } from '../lib/admin-records';
import { confirmAction } from './admin-confirm-action';
import { InstituteTime } from './institute-time';
import { notifyFailed, notifySuccess } from './notify';
import { usePhoneScreen } from '../lib/use-phone-screen';

interface TrashNames {
  singular: string;
  title: string;
  plural: string;
}

interface UseTrashOptions {
  /** The list's admin path, e.g. "/courses". */
  path: string;
  names: TrashNames;
  /** After a restore or a purge: reload the list and the public data. */
  onChanged: () => Promise<unknown>;
  /** The API lets only those who may edit the list read its trash. */
  enabled: boolean;
}

/**
 * A list's trash: deleted records kept 30 days (docs/decisions/046-trash.md), restoring one (the
 * delete toast's Undo too) and deleting one for good.
 */
const EMPTY_TRASH = (
  <Text py="md" ta="center" c="dimmed">
    The trash is empty.
  </Text>
);

export function useTrash<TRecord extends { id: string }>({
  path,
  names,
  onChanged,
  enabled,
}: UseTrashOptions) {
  const queryClient = useQueryClient();
  const trash = trashQuery<TRecord>(path);
  const list = useQuery({ ...trash, enabled });
  const settle = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: trash.queryKey }), onChanged()]);
  // Sentence case, as the delete toast ("Team member deleted successfully").
  const noun = capitalise(names.singular);

  const restore = useMutation({
    mutationFn: (id: string) => restoreFromTrash<TRecord>(path, id),
    onSuccess: async () => {
      notifySuccess('Success', `${noun} restored successfully`);
      await settle();
    },
    onError: (error) => notifyFailed(error, { title: `Failed to restore ${names.singular}` }),
  });

  const purge = useMutation({
    mutationFn: (id: string) => deleteForGood(path, id),
    onSuccess: async () => {
      notifySuccess('Success', `${noun} deleted for good`);
      await settle();
    },
    onError: (error) =>
      notifyFailed(error, { title: `Failed to delete ${names.singular} for good` }),
  });

  return { list, restore, purge };
}

export type Trash<TRecord extends { id: string }> = ReturnType<typeof useTrash<TRecord>>;

interface TrashButtonProps<TRecord extends { id: string }> {
  trash: Trash<TRecord>;
  names: TrashNames;
  rowLabel: (record: TRecord) => string;
}

/** The "Trash (n)" button beside a list, and the view it opens. */
export function TrashButton<TRecord extends { id: string }>({
  trash,
  names,
  rowLabel,
}: TrashButtonProps<TRecord>) {
  const [opened, setOpened] = useState(false);
  const phone = usePhoneScreen();
  const items = trash.list.data ?? [];
  const count = trash.list.data ? ` (${items.length})` : '';

  const askPurge = (item: TrashedRecord<TRecord>) =>
    confirmAction({
      title: 'Delete forever',
      message: `Delete “${rowLabel(item.record)}” for good? It cannot be restored afterwards, and its saved versions go with it.`,
      confirmLabel: 'Delete forever',
      danger: true,
      onConfirm: () => trash.purge.mutate(item.id),
    });

  return (
    <>
      <Button
        variant="default"
        // On a phone the word without the bin (a bin and a number alone read as a delete button),
        // so the Add button beside it still fits a 360 px row.
        leftSection={phone ? undefined : <IconTrash size={16} aria-hidden="true" />}
        px={phone ? 'sm' : undefined}
        onClick={() => setOpened(true)}
      >
        Trash{count}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Trash: deleted ${names.plural}`}
        size="lg"
        fullScreen={phone}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Deleted {names.plural} are kept here for 30 days, then deleted for good.
          </Text>
          <QueryState
            query={trash.list}
            what="the trash"
            empty={{ when: () => items.length === 0, say: EMPTY_TRASH }}
          >
            {() => (
              <Stack component="ul" gap="xs" p={0} m={0} aria-label={`Deleted ${names.plural}`}>
                {items.map((item) => {
                  const label = rowLabel(item.record);
                  const busy =
                    (trash.restore.isPending && trash.restore.variables === item.id) ||
                    (trash.purge.isPending && trash.purge.variables === item.id);
                  return (
                    <Paper
                      key={item.id}
                      component="li"
                      withBorder
                      p="sm"
                      style={{ listStyle: 'none' }}
                      aria-label={capitalise(label)}
                    >
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {capitalise(label)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Deleted <InstituteTime at={item.deleted_at} />
                        {item.deleted_by ? ` by ${item.deleted_by}` : ''}
                        {' · '}
                        deleted for good on <InstituteTime at={item.expires_at} />
                      </Text>
                      <Group gap="xs" mt="xs" justify="flex-end">
                        <RecordAction
                          icon={IconRestore}
                          variant="light"
                          aria-label={`Restore ${label}`}
                          busy={busy}
                          onClick={() => trash.restore.mutate(item.id)}
                        >
                          Restore
                        </RecordAction>
                        <RecordAction
                          icon={IconTrashX}
                          variant="outline"
                          color="red.9"
                          // Starting with the visible words, so "click Delete forever" finds it by voice.
                          aria-label={`Delete forever: ${label}`}
                          busy={busy}
                          onClick={() => askPurge(item)}
                        >
                          Delete forever
                        </RecordAction>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Modal>
    </>
  );
}

interface RecordActionProps extends Pick<ButtonProps, 'variant' | 'color'> {
  icon: typeof IconRestore;
  /** Names the record too: "Restore Gita Saram". */
  'aria-label': string;
  /** While either action on this record runs, neither can be pressed again. */
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A deleted record's button, under its card. */
function RecordAction({ icon: Icon, busy, ...button }: RecordActionProps) {
  return (
    <Button
      size="xs"
      leftSection={<Icon size={14} aria-hidden="true" />}
      disabled={busy}
      {...button}
    />
  );
}
