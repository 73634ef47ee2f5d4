import { notifications } from '@mantine/notifications';

/**
 * Toasts for the sign-in pages and the admin area. A new notice replaces the one showing (the
 * root renders one at a time), instead of waiting in the queue behind it.
 */
function show(color: 'green' | 'red', title: string, message: string) {
  notifications.clean();
  notifications.show({
    title,
    message,
    color,
    withBorder: true,
    // Failures stay longer: people need time to read why something did not work.
    autoClose: color === 'red' ? 8000 : 4000,
  });
}

export const notifySuccess = (title: string, message: string) => show('green', title, message);

export const notifyError = (title: string, message: string) => show('red', title, message);

/** The message of a thrown error, or the catalogue's fallback text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
