import { createHash } from 'node:crypto';

/** The home data as it goes on the wire, with the validator a browser or CloudFront sends back. */
export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * Keeps the serialised home data in memory for a few seconds, so a burst of visitors costs one
 * Query, not one each. Concurrent misses share one load. `invalidate()` is called after every
 * admin write in this process; other Lambda instances catch up within `ttlMs` (CloudFront
 * already serves the home data for up to a minute, see PUBLIC_CACHE_CONTROL).
 */
export function createBodyCache(
  load: () => Promise<unknown>,
  { ttlMs = 5_000, now = () => Date.now() }: { ttlMs?: number; now?: () => number } = {},
) {
  let entry: { value: CachedBody; until: number } | undefined;
  let pending: Promise<CachedBody> | undefined;
  // Bumped by invalidate(), so a load that started before a write is not kept after it.
  let generation = 0;

  async function refresh(): Promise<CachedBody> {
    const started = generation;
    const body = JSON.stringify(await load());
    const value = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (started === generation) entry = { value, until: now() + ttlMs };
    return value;
  }

  return {
    async get(): Promise<CachedBody> {
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

export type BodyCache = ReturnType<typeof createBodyCache>;

/** True when an If-None-Match header names this ETag (a list, `*`, or a weak form of it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
