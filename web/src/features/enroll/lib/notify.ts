import { notifications } from '@mantine/notifications';

interface Notice {
  title: string;
  message: string;
  color: 'green' | 'red' | 'blue';
}

/** Shows one notice, replacing any notice already shown or queued. */
export function notify({ title, message, color }: Notice) {
  notifications.clean();
  notifications.show({ title, message, color, autoClose: 6000, withBorder: true });
}
