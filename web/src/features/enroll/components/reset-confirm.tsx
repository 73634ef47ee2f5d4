import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';

interface ResetConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before Reset Form clears six steps of answers. Inline rather than a modal: nothing more
 * to download, and it stands right where the button was pressed.
 */
export function ResetConfirm({ onConfirm, onCancel }: ResetConfirmProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  // The safe choice gets focus, so a second Enter keeps the answers.
  useEffect(() => keepRef.current?.focus(), []);

  return (
    <Paper
      role="alertdialog"
      aria-labelledby="reset-confirm-title"
      aria-describedby="reset-confirm-text"
      withBorder
      radius="md"
      p="md"
      bg="saffron.0"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Text fw={700} id="reset-confirm-title">
        Clear the whole form?
      </Text>
      <Text size="sm" id="reset-confirm-text" mb="sm">
        Every answer on all six steps will be deleted from this device. This cannot be undone.
      </Text>
      <Group gap="sm">
        <Button type="button" color="red.8" onClick={onConfirm}>
          Clear all answers
        </Button>
        <Button type="button" variant="default" ref={keepRef} onClick={onCancel}>
          Keep my answers
        </Button>
      </Group>
    </Paper>
  );
}
