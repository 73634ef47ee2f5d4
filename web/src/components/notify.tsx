import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const AUTO_CLOSE_MS = { green: 4000, blue: 6000, red: 8000 } as const;
/** A notice with a button (Undo) stays long enough to reach the button on a phone. */
const ACTION_AUTO_CLOSE_MS = 10_000;

/** A button inside a notice, e.g. Undo after a delete. */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/**
 * The site's one way to show a toast: the enrolment form, the sign-in pages and the admin area.
 * A new notice replaces the one showing (the root renders one at a time), instead of waiting in
 * the queue behind it.
 */
export function notify({
  title,
  message,
  color,
  action,
}: {
  title: string;
  message: string;
  /** Green for done, red for failed, blue for information. */
  color: 'green' | 'red' | 'blue';
  action?: NoticeAction;
}) {
  notifications.clean();
  notifications.show({
    title,
    message: action ? (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="outline"
          onClick={() => {
            notifications.clean();
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    color,
    withBorder: true,
    // Failures stay longest: people need time to read why something did not work.
    autoClose: action ? ACTION_AUTO_CLOSE_MS : AUTO_CLOSE_MS[color],
  });
}

export const notifySuccess = (title: string, message: string, action?: NoticeAction) =>
  notify({ title, message, color: 'green', action });

export const notifyError = (title: string, message: string) =>
  notify({ title, message, color: 'red' });

/** The message of a thrown error, or the catalogue's fallback text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
