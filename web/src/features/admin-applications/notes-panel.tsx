import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { APPLICATION_NOTES_MAX } from '@institute/core/application/status';
import { tooLong } from '@institute/core/validation/plain-text';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { AdminPanel } from '../../components/admin-blocks';

const TITLE = 'Internal notes';

/** An application's internal notes, to edit and save; leaving with an unsaved edit asks first. */
export function NotesPanel({
  notes,
  busy,
  saving,
  onSave,
}: {
  notes: string;
  /** A change to the application is under way: the notes wait for it. */
  busy: boolean;
  /** That change is this save: its button shows it. */
  saving: boolean;
  onSave: (notes: string | null) => void;
}) {
  // Keyed by the saved note, so a saved or reloaded record starts it afresh.
  const [text, setText] = useState(notes);
  const changed = text.trim() !== notes.trim();
  // Over-long text stays in the field, all of it, and is said (a cap would cut a paste silently).
  const over = text.trim().length > APPLICATION_NOTES_MAX;
  useLeaveGuard(changed, 'the internal notes');
  return (
    <AdminPanel title={TITLE} spacing="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(text.trim() ? text : null);
        }}
      >
        <Textarea
          label="Notes"
          description="Only staff see these."
          autosize
          minRows={3}
          maxRows={12}
          error={over ? tooLong(APPLICATION_NOTES_MAX) : undefined}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" size="sm" disabled={!changed || busy || over} loading={saving}>
            Save notes
          </Button>
        </Group>
      </form>
    </AdminPanel>
  );
}

/** The notes for a role that may only read them: as text, with their line breaks. */
export function NotesText({ notes }: { notes: string }) {
  return (
    <AdminPanel title={TITLE} spacing="xs">
      {notes.trim() ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {notes}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No notes.
        </Text>
      )}
    </AdminPanel>
  );
}
