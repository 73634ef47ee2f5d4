import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is prerendered and while the browser hydrates that markup, true in a
 * low-priority render right after (and from the start when nothing was prerendered). Parts that
 * depend on this browser (a saved draft, the address's query) render only once it is true, so
 * hydration matches; deferred, so mounting them does not hold the main thread in one long task.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
}
