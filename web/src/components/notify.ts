import { useEffect, type ReactNode } from 'react';
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

/**
 * A 401 from the API: the session ended, and the admin layout's "Signed Out" notice says so (with
 * the API's reason when it gave one).
 */
export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A request that failed, said in a red toast: `message`, else what the API answered, else the
 * fallback text. Not when the session ended: the sign-out notice says why, and this one would
 * replace it and blame the request.
 */
export function notifyFailed(
  error: unknown,
  { title = 'Error', message = errorMessage(error) }: { title?: string; message?: string } = {},
) {
  if (!sessionEnded(error)) notifyError(title, message);
}

/** A query's state, as much as a failed-load notice needs. */
interface LoadState {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/** Says each failed load of a page's data once, in `message` (not when the session ended). */
export function useLoadFailedNotice(
  { isError, error, errorUpdatedAt }: LoadState,
  message: string,
) {
  useEffect(() => {
    if (isError) notifyFailed(error, { message });
  }, [isError, error, errorUpdatedAt, message]);
}
