import { Button, Group, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { STEP_TITLES } from '@institute/core/application/steps';
import { LazyDialog } from '../../../components/lazy-dialog';
import { RESET_CLEARS, RESET_DRAFT, RESET_TITLE } from '../lib/reset-question';

interface ResetConfirmProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog has gone, whichever way it closed (the wizard puts focus back on Reset Form). */
  onClosed: () => void;
}

/**
 * Asks before Reset Form clears six steps of answers, naming what goes. Cancel has the focus, so
 * a second Enter keeps the answers; Escape, the close button and the backdrop keep them too.
 * Loaded on the first press of Reset Form: most applicants never download it.
 */
export default function ResetConfirm({ opened, onConfirm, onCancel, onClosed }: ResetConfirmProps) {
  return (
    <LazyDialog opened={opened} onClose={onCancel} onClosed={onClosed} title={RESET_TITLE}>
      <Text size="sm">{RESET_CLEARS}:</Text>
      <List size="sm" mt="xs" spacing={2}>
        {STEP_TITLES.map((title) => (
          <List.Item key={title}>{title}</List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {RESET_DRAFT}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button type="button" variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button type="button" color="red.8" onClick={onConfirm}>
          Reset
        </Button>
      </Group>
    </LazyDialog>
  );
}
