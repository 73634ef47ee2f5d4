/** Ease-out cubic: fast at first, settling on the target. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/** The counter's value `elapsed` ms into an animation from 0 to `target` lasting `duration` ms. */
export function countAt(elapsed: number, duration: number, target: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  return Math.round(easeOutCubic(elapsed / duration) * target);
}
