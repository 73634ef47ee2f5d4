import { lazy, Suspense, useState } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';

// What <Notifications limit position> would set on mount, set before the first notice instead:
// the store queues by these, and notices can be shown before the component has loaded.
notificationsStore.updateState((state) => ({ ...state, limit: 1, defaultPosition: 'top-right' }));

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * The notice system, downloaded with the first notice: most visits never show one, and its code
 * (with the drag and transition helpers it needs) would otherwise weigh on every first page load.
 */
export function LazyNotifications() {
  const { notifications } = useNotifications();
  // Mounted from the first notice on, so later notices animate in and out.
  const [used, setUsed] = useState(false);
  if (!used && notifications.length > 0) setUsed(true);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
