import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notify } from './notify';

/** A notice with a button (Undo) stays long enough to reach the button on a phone. */
const ACTION_AUTO_CLOSE_MS = 10_000;

/**
 * A success toast with one button beside its text, e.g. Undo after a delete. Apart from
 * notify.ts so the public pages, which never show one, do not load it.
 */
export function notifySuccessWithAction(
  title: string,
  message: string,
  action: { label: string; onClick: () => void },
) {
  notify({
    title,
    color: 'green',
    autoClose: ACTION_AUTO_CLOSE_MS,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{message}</Text>
        {/* Its own width, always: on a narrow phone the message wraps, never the button's word. */}
        <Button
          size="compact-sm"
          variant="outline"
          flex="none"
          onClick={() => {
            notifications.clean();
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ),
  });
}
