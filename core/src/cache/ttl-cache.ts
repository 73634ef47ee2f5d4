/**
 * Keeps one loaded value in memory for a few seconds, so a burst of requests costs one read, not
 * one each. Concurrent misses share one load. `invalidate()` is for writes made in this process;
 * other Lambda instances catch up within `ttlMs`.
 */
export function createTtlCache<T>(
  load: () => Promise<T>,
  {
    ttlMs = 5_000,
    now = () => Date.now(),
    expiresAt,
  }: {
    ttlMs?: number;
    now?: () => number;
    /** When a loaded value goes out of date by itself (epoch ms), if before ttlMs is up. */
    expiresAt?: (value: T) => number | null;
  } = {},
) {
  let entry: { value: T; until: number } | undefined;
  let pending: Promise<T> | undefined;
  // Bumped by invalidate(), so a load that started before a write is not kept after it.
  let generation = 0;

  async function refresh(): Promise<T> {
    const started = generation;
    const value = await load();
    if (started === generation) {
      entry = { value, until: Math.min(now() + ttlMs, expiresAt?.(value) ?? Infinity) };
    }
    return value;
  }

  return {
    async get(): Promise<T> {
      if (entry && entry.until > now()) return entry.value;
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      generation += 1;
      entry = undefined;
      pending = undefined;
    },
  };
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;
