import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmActionOptions {
  title: string;
  /** What will happen, naming the person or record it happens to. */
  message: ReactNode;
  /** The confirm button's words, e.g. "Decline Radha". */
  confirmLabel: string;
  /** The other button's words where "Cancel" could read as giving up the work ("Keep editing"). */
  cancelLabel?: string;
  /** Red for what takes something away. */
  danger?: boolean;
  onConfirm: () => void;
  /** When the dialog closes without confirming (Cancel, Escape, the close button). */
  onDismiss?: () => void;
}

/**
 * A question before a consequential change (a decision, a role, a disabled account). Needs the
 * ModalsProvider of the admin layout. Cancel has the focus, so Enter does not confirm by accident.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  onDismiss,
}: ConfirmActionOptions) {
  let confirmed = false;
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    // A label that names a long name wraps instead of being cut off on a phone.
    confirmProps: {
      ...(danger ? { color: 'red' } : {}),
      h: 'auto',
      mih: 36,
      py: 6,
      styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
    },
    cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
    onConfirm: () => {
      confirmed = true;
      onConfirm();
    },
    onClose: () => {
      if (!confirmed) onDismiss?.();
    },
  });
}
