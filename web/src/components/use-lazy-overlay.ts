import { useState } from 'react';

/**
 * A menu's or dialog's state, for one shown with MountOnFirstUse: whether it is open, and whether
 * it was ever opened (it then stays mounted, so it can animate closed).
 */
export function useLazyOverlay() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return {
    opened,
    used,
    open: () => {
      setUsed(true);
      setOpened(true);
    },
    /** Opens it, or closes it when it is open (a menu button). */
    toggle: () => {
      setUsed(true);
      setOpened((value) => !value);
    },
    close: () => setOpened(false),
  };
}
