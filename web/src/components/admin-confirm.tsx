import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmDeleteOptions {
  /** The catalogue's question, e.g. "Are you sure you want to delete this course?" */
  question: string;
  onConfirm: () => void;
}

/** The delete confirmation of the admin list pages (needs the ModalsProvider of the admin layout). */
export function confirmDelete({ question, onConfirm }: ConfirmDeleteOptions) {
  modals.openConfirmModal({
    title: 'Confirm Delete',
    centered: true,
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
