import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_SCREEN } from '../lib/use-phone-screen';

/**
 * Loaded with the first notice (see lazy-notifications.tsx). One notice at a time. On a phone it
 * comes from the bottom, in reach of a thumb, and clear of a full-screen dialog's title and close
 * button at the top.
 */
export default function NotificationsHost() {
  // Read at once: the host mounts with a notice already on its way.
  const phone = useMediaQuery(PHONE_SCREEN, undefined, { getInitialValueInEffect: false });
  return <Notifications limit={1} position={phone ? 'bottom-center' : 'top-right'} zIndex={1000} />;
}
