import { useEffect, useSyncExternalStore } from 'react';
import { useSeenOnce } from './use-seen-once';

/** How far ahead of the screen a list starts to load: one screen's height above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/*
 * A visitor on the keyboard: from their first Tab every list counts as near. Tabbing moves focus
 * and scrolls faster than a list's code arrives, so waiting for each list to near the screen let
 * focus pass its placeholders by; now the lists load while the visitor is still in the header.
 */
let tabbing = false;
const onTabbing = new Set<() => void>();

function markTabbing() {
  tabbing = true;
  document.removeEventListener('keydown', onKeyDown, true);
  for (const notify of onTabbing) notify();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Tab') markTabbing();
}

function subscribeTabbing(notify: () => void) {
  onTabbing.add(notify);
  // Focus moved by keyboard before the page came to life (e.g. Tab during hydration).
  if (!tabbing && document.activeElement?.matches(':focus-visible')) markTabbing();
  else if (!tabbing) document.addEventListener('keydown', onKeyDown, true);
  return () => onTabbing.delete(notify);
}

const isTabbing = () => tabbing;
const notTabbingYet = () => false;

/**
 * For the home page's lists below the fold: true once the element comes within a screen of view
 * (and from then on), or once the visitor tabs. Until then the list stays as prerendered (its
 * placeholders) and its code is not fetched, so a visitor who reads only the top of the page pays
 * for none of it; `load` fetches that code as soon as it is near, while the data may still be on
 * its way.
 */
export function useNearViewport<T extends Element>(load: () => Promise<unknown>) {
  const { ref, seen } = useSeenOnce<T>(0, NEAR_VIEWPORT_MARGIN);
  const keyboard = useSyncExternalStore(subscribeTabbing, isTabbing, notTabbingYet);
  const near = seen || keyboard;
  useEffect(() => {
    if (near) void load();
  }, [near, load]);
  return { ref, near };
}
