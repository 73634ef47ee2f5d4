import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { editorsQuery, stopEditing } from '../lib/admin-records';
import { ApiError } from '../lib/api';

/** How often an open edit form says "I have this open" (the API counts two minutes). */
const HEARTBEAT_MS = 30_000;

/** "A is editing this", "A and B are editing this". */
export function editingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is editing this`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are editing this`;
}

/**
 * While an edit form is open: tells the API every 30 s, and shows who else has the same record
 * open. A heads-up, not a lock: both may still save, and the later save gets the conflict dialog.
 * Leaving the form tells the API at once.
 */
export function EditingNotice({ recordPath }: { recordPath: string }) {
  const editors = useQuery(editorsQuery(recordPath, HEARTBEAT_MS));
  useEffect(
    () => () => {
      void stopEditing(recordPath).catch(() => undefined);
    },
    [recordPath],
  );
  const names = editors.data?.editors.map((editor) => editor.name) ?? [];
  if (names.length === 0) return null;
  return (
    <Alert color="blue" variant="light" role="status" title={editingText(names)}>
      Saving now may replace their changes; you will be asked first if they save before you.
    </Alert>
  );
}

export interface EditConflictDialogProps {
  /** The API's message: who saved in between, and when. */
  message: string | null;
  busy: boolean;
  onReload: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}

/**
 * After a save refused because someone saved the record after this form was opened: load their
 * version into the form, or keep these changes and save them over theirs.
 */
export function EditConflictDialog({
  message,
  busy,
  onReload,
  onKeepMine,
  onClose,
}: EditConflictDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Someone else saved this" centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onReload} loading={busy}>
            Reload their version
          </Button>
          <Button onClick={onKeepMine} loading={busy}>
            Keep my changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface EditConflictOptions<TRecord> {
  /** The record as stored now, read again (not from a cache); undefined when it was deleted. */
  fetchLatest: () => Promise<TRecord | undefined>;
  /** Makes their save the one the next save starts from (and names its revision). */
  startFrom: (latest: TRecord) => void;
  /** Puts their values into the form, in place of the unsaved ones. */
  loadIntoForm: (latest: TRecord) => void;
  /** After the dialog closed because the record was deleted meanwhile. */
  onGone?: () => Promise<unknown> | void;
  /** Reading it again failed: the dialog stays open, to choose again. */
  onLoadFailed: (error: unknown) => void;
}

/**
 * The edit form's side of a save refused as stale (409 `edit_conflict`): the dialog's message
 * and busy state, and its two choices, applied to the record as stored now.
 */
export function useEditConflict<TRecord>({
  fetchLatest,
  startFrom,
  loadIntoForm,
  onGone,
  onLoadFailed,
}: EditConflictOptions<TRecord>) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setMessage(null);

  const reloadTheirs = (latest: TRecord) => {
    startFrom(latest);
    loadIntoForm(latest);
    close();
  };
  // Their save becomes the base; these values stay in the form for the next save.
  const keepMine = (latest: TRecord) => {
    startFrom(latest);
    close();
  };

  /** A choice applied to the record as it is now, which may be newer than the save refused. */
  const withLatest = async (choose: (latest: TRecord) => void) => {
    setBusy(true);
    try {
      const latest = await fetchLatest();
      if (latest) return choose(latest);
      close();
      await onGone?.();
    } catch (error) {
      onLoadFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    /** For the save's onError: true when the error was an edit conflict, now in the dialog. */
    openIfConflict: (error: unknown): boolean => {
      if (!(error instanceof ApiError && error.code === 'edit_conflict')) return false;
      setMessage(error.message);
      return true;
    },
    isOpen: message !== null,
    /** The choices for a later version already at hand, e.g. one read on returning to the tab. */
    reloadTheirs,
    keepMine,
    /** Everything `EditConflictDialog` takes. */
    dialog: {
      message,
      busy,
      onReload: () => void withLatest(reloadTheirs),
      onKeepMine: () => void withLatest(keepMine),
      onClose: close,
    } satisfies EditConflictDialogProps,
  };
}
