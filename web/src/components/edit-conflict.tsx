import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
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
  /** What one changes in this form, as its people call it: "fields", or e.g. "languages". */
  parts?: string;
}

/**
 * After a save refused because the record was saved after this form was opened (by someone
 * else, or in another tab): load the saved version into the form, or put the parts changed here
 * over it. The API's message says who saved it.
 */
export function EditConflictDialog({
  message,
  busy,
  onReload,
  onKeepMine,
  onClose,
  parts = 'fields',
}: EditConflictDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Saved since you opened it" centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {/* Staff read "my changes" as what they changed, not the whole form: say what is kept. */}
        <Text size="sm">{keepMineText(parts)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onReload} loading={busy}>
            Reload the saved version
          </Button>
          <Button onClick={onKeepMine} loading={busy}>
            Keep my changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What "Keep my changes" does, in a sentence. */
const keepMineText = (parts = 'fields') =>
  `Keep my changes puts the ${parts} you changed here over the saved version; its other changes stay.`;

/** The edit form, as react-hook-form gives it: the choices set its values. */
export type ConflictForm<TForm extends FieldValues> = Pick<
  UseFormReturn<TForm>,
  'formState' | 'getValues' | 'reset' | 'setValue'
>;

/**
 * Whether anything under one of `dirtyFields`' entries was changed: react-hook-form also lists
 * items of a changed array as `false`, so an entry being there is not enough.
 */
function changedWithin(dirty: unknown): boolean {
  if (dirty === true) return true;
  return typeof dirty === 'object' && dirty !== null && Object.values(dirty).some(changedWithin);
}

/** The form's top-level fields changed since it was last loaded, with their values. */
export function changedValues<TForm extends FieldValues>(
  form: ConflictForm<TForm>,
): Record<string, unknown> {
  const dirty: Record<string, unknown> = form.formState.dirtyFields;
  const values: Record<string, unknown> = form.getValues();
  return Object.fromEntries(Object.entries(values).filter(([name]) => changedWithin(dirty[name])));
}

/** Puts `changes` (top-level fields) into the form as changes, so it stays dirty and saves them. */
export function putChanges<TForm extends FieldValues>(
  form: ConflictForm<TForm>,
  changes: Record<string, unknown>,
) {
  for (const [name, value] of Object.entries(changes)) {
    form.setValue(name as Path<TForm>, value as PathValue<TForm, Path<TForm>>, {
      shouldDirty: true,
    });
  }
}

interface EditConflictOptions<TRecord, TForm extends FieldValues> {
  /** The record as stored now, read again (not from a cache); undefined when it was deleted. */
  fetchLatest: () => Promise<TRecord | undefined>;
  /** Makes their save the one the next save starts from (and names its revision). */
  startFrom: (latest: TRecord) => void;
  /** The edit form the choices load their version into. */
  form: ConflictForm<TForm>;
  /** Their version as the form's values. */
  formValues: (latest: TRecord) => TForm;
  /** After the dialog closed because the record was deleted meanwhile. */
  onGone?: () => Promise<unknown> | void;
  /** Reading it again failed: the dialog stays open, to choose again. */
  onLoadFailed: (error: unknown) => void;
}

/**
 * The edit form's side of a save refused as stale (409 `edit_conflict`): the dialog's message
 * and busy state, and its two choices, applied to the record as stored now.
 */
export function useEditConflict<TRecord, TForm extends FieldValues>({
  fetchLatest,
  startFrom,
  form,
  formValues,
  onGone,
  onLoadFailed,
}: EditConflictOptions<TRecord, TForm>) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setMessage(null);
  // Read while rendering, so react-hook-form keeps it up to date (it only tracks what is read).
  void form.formState.dirtyFields;

  const reloadTheirs = (latest: TRecord) => {
    startFrom(latest);
    form.reset(formValues(latest));
    close();
  };
  /*
   * Their version, with the fields changed here put back over it: a field someone changed only
   * on their side keeps their value. Whole top-level fields (a list with one item changed keeps
   * all of this person's list). Set as changes, so the form stays dirty and Update saves them.
   */
  const keepMine = (latest: TRecord) => {
    const mine = changedValues(form);
    startFrom(latest);
    form.reset(formValues(latest));
    putChanges(form, mine);
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
