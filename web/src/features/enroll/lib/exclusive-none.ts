/** The choice that means "none of these": it cannot stand with any other. */
export const NONE = 'none';

/**
 * The list after a tick: ticking "None" clears the others, and ticking another option clears
 * "None". Lists without a "None" option pass through unchanged.
 */
export function withExclusiveNone(previous: readonly string[], next: string[]): string[] {
  if (!next.includes(NONE) || next.length === 1) return next;
  return previous.includes(NONE) ? next.filter((value) => value !== NONE) : [NONE];
}
