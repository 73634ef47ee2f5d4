import { createHash } from 'node:crypto';
import { createTtlCache, type TtlCache } from '../cache/ttl-cache';

/** The home data as it goes on the wire, with the validator a browser or CloudFront sends back. */
export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * The serialised home data, kept a few seconds (createTtlCache). `invalidate()` is called after
 * every admin write in this process; CloudFront already serves the home data for up to a minute
 * (see PUBLIC_CACHE_CONTROL).
 */
export function createBodyCache(
  load: () => Promise<unknown>,
  options?: Parameters<typeof createTtlCache>[1],
): TtlCache<CachedBody> {
  return createTtlCache(async () => {
    const body = JSON.stringify(await load());
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }, options);
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
