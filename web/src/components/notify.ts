import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api';

const AUTO_CLOSE_MS = { green: 4000, blue: 6000, red: 8000 } as const;

/**
 * The site's one way to show a toast: the enrolment form, the sign-in pages and the admin area.
 * A new notice replaces the one showing (the root renders one at a time), instead of waiting in
 * the queue behind it.
 */
export function notify({
  title,
  message,
  color,
  autoClose,
}: {
  title: string;
  /** Text, or text with a button (notify-action.tsx). */
  message: ReactNode;
  /** Green for done, red for failed, blue for information. */
  color: 'green' | 'red' | 'blue';
  /** Milliseconds; by default by colour. */
  autoClose?: number;
}) {
  notifications.clean();
  notifications.show({
    title,
    message,
    color,
    withBorder: true,
    // Failures stay longest: people need time to read why something did not work.
    autoClose: autoClose ?? AUTO_CLOSE_MS[color],
  });
}

export const notifySuccess = (title: string, message: string) =>
  notify({ title, message, color: 'green' });

export const notifyError = (title: string, message: string) =>
  notify({ title, message, color: 'red' });

/**
 * The message of a thrown error, or the catalogue's fallback text. A request the API refused
 * field by field says what is wrong with each field, not only that some were.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fields) return Object.values(error.fields).join('; ');
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}

/** A request that failed, said in a red toast: what the API answered, or the fallback text. */
export const notifyFailed = (error: unknown) => notifyError('Error', errorMessage(error));
