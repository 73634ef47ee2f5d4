import { useCallback } from 'react';

/** New search params, or how to make them from the address's current ones. */
export type SearchChange<TSearch> = TSearch | ((current: TSearch) => TSearch);

/** What a route's `useNavigate()` offers for changing only its own search params. */
type SearchNavigate<TSearch> = (options: {
  search: SearchChange<TSearch>;
  replace: boolean;
}) => unknown;

/**
 * A page's filters kept in the address: each change replaces the current history entry, so Back
 * leaves the page instead of stepping through every filter tried. A change made from the current
 * params builds on any change still on its way (two fields changed before the page renders
 * again), where one made from the page's last render would undo it.
 */
export function useSearchReplace<TSearch>(navigate: SearchNavigate<TSearch>) {
  return useCallback(
    (change: SearchChange<TSearch>) => void navigate({ search: change, replace: true }),
    [navigate],
  );
}

/**
 * The named search params that are non-empty text, cut to `maxLength`; anything else dropped.
 * Text that looks like a number arrives parsed as one, and is taken back as text. Route options
 * stay in the entry chunk, so the real check (a core schema) runs in the page or the API, which
 * are split off.
 */
export function stringParams<Key extends string>(
  search: Record<string, unknown>,
  keys: readonly Key[],
  maxLength: number,
): Partial<Record<Key, string>> {
  const params: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = search[key];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && text.trim()) params[key] = text.slice(0, maxLength);
  }
  return params;
}
