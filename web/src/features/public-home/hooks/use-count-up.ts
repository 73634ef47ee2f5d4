import { useEffect, useState, useSyncExternalStore } from 'react';
import { countAt } from '../lib/count-up';

/**
 * Counts from 0 to `target` over `duration` ms once `start` becomes true, if `armed`: the number
 * was out of view when the page came to life, so setting it to 0 went unseen. Otherwise (the
 * prerendered page, no JavaScript, a band already in view, reduced motion) it shows `target`.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's reduced-motion setting (false while prerendering). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export function useCountUp(
  target: number,
  duration: number,
  start: boolean,
  armed: boolean,
): number {
  const reduceMotion = useReducedMotion();
  const [value, setValue] = useState(0);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!start || !armed || reduceMotion) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const elapsed = now - begin;
      setValue(countAt(elapsed, duration, target));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
      else setDone(true);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, armed, target, duration, reduceMotion]);

  if (!armed || reduceMotion || done) return target;
  return value;
}
