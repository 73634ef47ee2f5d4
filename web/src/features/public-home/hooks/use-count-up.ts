import { useEffect, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { countAt } from '../lib/count-up';

/** Counts from 0 to `target` over `duration` ms once `start` becomes true. */
export function useCountUp(target: number, duration: number, start: boolean): number {
  const reduceMotion = useReducedMotion();
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!start || reduceMotion) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const elapsed = now - begin;
      setValue(countAt(elapsed, duration, target));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, target, duration, reduceMotion]);

  // With reduced motion the final value shows at once, without animating.
  if (start && reduceMotion) return target;
  return value;
}
