import { Notifications } from '@mantine/notifications';

/** Loaded with the first notice (see lazy-notifications.tsx). One notice at a time. */
export default function NotificationsHost() {
  return <Notifications limit={1} position="top-right" zIndex={1000} />;
}
