import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_SCREEN } from '../lib/use-phone-screen';
import classes from './notifications-host.module.css';

/**
 * Loaded with the first notice (see lazy-notifications.tsx). One notice at a time, under the
 * site's header: at the top right, and across the top on a phone, where the foot of the screen
 * holds the buttons a failure asks to press again (a form's sticky Save, the inbox's bulk bar,
 * Submit, Load more). While a dialog that opens at the top is open (full screen on a phone), it
 * sits just under the dialog's header instead: clear of its close button at the top and of its
 * Cancel and Save buttons at the bottom (notifications-host.module.css).
 */
export default function NotificationsHost() {
  // Read at once: the host mounts with a notice already on its way.
  const phone = useMediaQuery(PHONE_SCREEN, undefined, { getInitialValueInEffect: false });
  return (
    <Notifications
      limit={1}
      position={phone ? 'top-center' : 'top-right'}
      zIndex={1000}
      classNames={{ root: classes.root }}
    />
  );
}
