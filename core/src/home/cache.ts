import { createHash } from 'node:crypto';
import { createTtlCache, type TtlCache } from '../cache/ttl-cache';

/** The home data as it goes on the wire, with the validator a browser or CloudFront sends back. */
export interface CachedBody {
  body: string;
  etag: string;
  /** When the content changes by itself (a scheduled record's window boundary, epoch ms). */
  nextChange: number | null;
}

/** What the cache loads: the value to serialise, and when it next changes by itself. */
export interface BodySource {
  value: unknown;
  nextChange?: number | null;
}

/** A strong validator of a response body. */
export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The serialised home data, kept a few seconds (createTtlCache) and never past its next
 * scheduled change. `invalidate()` is called after
 * every admin write in this process; CloudFront already serves the home data for up to a minute
 * (see PUBLIC_CACHE_CONTROL).
 */
export function createBodyCache(
  load: () => Promise<BodySource>,
  options?: Omit<NonNullable<Parameters<typeof createTtlCache<CachedBody>>[1]>, 'expiresAt'>,
): TtlCache<CachedBody> {
  return createTtlCache(
    async () => {
      const { value, nextChange = null } = await load();
      const body = JSON.stringify(value);
      return {
        body,
        etag: etagOf(body),
        nextChange,
      };
    },
    // Never kept past the moment its content changes by itself.
    { ...options, expiresAt: (cached) => cached.nextChange },
  );
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
