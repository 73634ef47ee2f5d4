import { useEffect, useRef, useState } from 'react';

/**
 * True from the first time at least `threshold` of the element is visible; never false again.
 * `rootMargin` widens the viewport it is measured against ('100% 0px': within a screen of it).
 */
export function useSeenOnce<T extends Element>(threshold: number, rootMargin?: string) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  // Whether the first report found the element out of view (so a change to it goes unseen).
  const [hiddenAtFirst, setHiddenAtFirst] = useState(false);
  const reported = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (!reported.current) {
          reported.current = true;
          if (!visible) setHiddenAtFirst(true);
        }
        if (visible) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin, seen]);

  // Without IntersectionObserver (very old browsers) the element counts as seen.
  return { ref, seen: seen || typeof IntersectionObserver === 'undefined', hiddenAtFirst };
}
