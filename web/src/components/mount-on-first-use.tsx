import { Suspense, type ReactNode } from 'react';

interface MountOnFirstUseProps {
  /** True from the first time the part is asked for; never false again. */
  used: boolean;
  children: ReactNode;
}

/**
 * A lazily loaded part (a menu, a dialog): nothing until it is first asked for, then kept
 * mounted, so that closing it can play its transition. Nothing shows while its code loads.
 */
export function MountOnFirstUse({ used, children }: MountOnFirstUseProps) {
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
