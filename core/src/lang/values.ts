/*
 * Small helpers every layer needs, defined once.
 */

/** A JSON object: not null, not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Resolves after `ms` milliseconds (the default sleep of the bounded retries). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
