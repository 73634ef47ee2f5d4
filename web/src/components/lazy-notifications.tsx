import { useEffect, useState, type ComponentType } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';

// What <Notifications limit position> would set on mount, set before the first notice instead:
// the store queues by these, and notices can be shown before the component has loaded.
notificationsStore.updateState((state) => ({ ...state, limit: 1, defaultPosition: 'top-right' }));

/**
 * The notice system, downloaded with the first notice: most visits never show one, and its code
 * (with the drag and transition helpers it needs) would otherwise weigh on every first page load.
 * A download that fails (offline) is tried again with the next notice and never takes the page
 * down: whoever shows a notice that matters also says it on the page.
 */
export function LazyNotifications() {
  const { notifications } = useNotifications();
  const [Host, setHost] = useState<ComponentType>();

  // Each new notice is a new list, so a download that failed is tried again with the next one.
  useEffect(() => {
    if (Host || notifications.length === 0) return;
    let live = true;
    import('./notifications-host').then(
      (module) => {
        if (live) setHost(() => module.default);
      },
      (error: unknown) => console.warn('The notices could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [Host, notifications]);

  // Mounted from the first notice on, so later notices animate in and out.
  return Host ? <Host /> : null;
}
