/** How long browsers and CloudFront may keep public data: a minute, then five more while it reloads. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
export const PUBLIC_STALE_SECONDS = 300;
/** The shortest lifetime given near a boundary, so a burst of visitors is not a burst of loads. */
export const MIN_MAX_AGE_SECONDS = 5;

/** The usual Cache-Control of public reads; errors are never cached. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;

/**
 * The Cache-Control of public data whose content changes on its own at `nextChange` (epoch ms, a
 * scheduled record's window boundary; null: none). A copy may be served fresh for max-age, then
 * stale for stale-while-revalidate: when both together would reach past the boundary they are
 * cut to end at it (max-age never under 5 s), so no copy shows a record more than 5 s late or
 * early (decision 047).
 */
export function publicCacheControl(nextChange: number | null, now: number): string {
  if (nextChange === null) return PUBLIC_CACHE_CONTROL;
  const left = Math.floor((nextChange - now) / 1000);
  if (left >= PUBLIC_MAX_AGE_SECONDS + PUBLIC_STALE_SECONDS) return PUBLIC_CACHE_CONTROL;
  const maxAge = Math.max(MIN_MAX_AGE_SECONDS, Math.min(PUBLIC_MAX_AGE_SECONDS, left));
  const stale = Math.max(0, left - maxAge);
  return `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}
