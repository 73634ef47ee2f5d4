import { useEffect } from 'react';
import { useSeenOnce } from './use-seen-once';

/** How far ahead of the screen a list starts to load: one screen's height above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * For the home page's lists below the fold: true once the element comes within a screen of view
 * (and from then on). Until then the list stays as prerendered (its placeholders) and its code is
 * not fetched, so a visitor who reads only the top of the page pays for none of it; `load`
 * fetches that code as soon as it is near, while the data may still be on its way.
 */
export function useNearViewport<T extends Element>(load: () => Promise<unknown>) {
  const { ref, seen } = useSeenOnce<T>(0, NEAR_VIEWPORT_MARGIN);
  useEffect(() => {
    if (seen) void load();
  }, [seen, load]);
  return { ref, near: seen };
}
