import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { yieldToMain } from '../../../lib/yield-to-main';

/**
 * A step's fields one under the other, mounted one at a time, each in a commit of its own, and
 * then all of them. A commit is one task that cannot be cut, and each of Mantine's inputs renders
 * a second time inside it (it sets its id in a layout effect): mounting a whole step at once held
 * the main thread for one long task. Fields that appear later (the "please specify" ones) come at
 * once.
 */
export function StagedStack({ children }: { children: ReactNode }) {
  const items = Children.toArray(children);
  const [shown, setShown] = useState(1);
  const staging = shown < items.length;
  useEffect(() => {
    if (!staging) return;
    let live = true;
    void yieldToMain().then(() => {
      // The last one lifts the limit, so a field shown later never hides another.
      if (live) startTransition(() => setShown((n) => (n + 1 >= items.length ? Infinity : n + 1)));
    });
    return () => {
      live = false;
    };
  }, [staging, shown, items.length]);
  return <Stack gap="lg">{staging ? items.slice(0, shown) : items}</Stack>;
}
