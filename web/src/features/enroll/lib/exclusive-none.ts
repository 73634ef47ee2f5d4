import { NONE_CHOICE } from '@institute/core/application/choices';

/**
 * The list after a tick: ticking "None" clears the others, and ticking another option clears
 * "None" (the API refuses "None" with others). Lists without a "None" option pass through.
 */
export function withExclusiveNone(previous: readonly string[], next: string[]): string[] {
  if (!next.includes(NONE_CHOICE) || next.length === 1) return next;
  return previous.includes(NONE_CHOICE)
    ? next.filter((value) => value !== NONE_CHOICE)
    : [NONE_CHOICE];
}
