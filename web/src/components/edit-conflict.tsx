import { useEffect } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { editorsQuery, stopEditing } from '../lib/admin-records';

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

interface EditConflictDialogProps {
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
