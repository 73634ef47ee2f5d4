import { useCallback } from 'react';

/** What a route's `useNavigate()` offers for changing only its own search params. */
type SearchNavigate<TSearch> = (options: { search: TSearch; replace: boolean }) => unknown;

/**
 * A page's filters kept in the address: each change replaces the current history entry, so Back
 * leaves the page instead of stepping through every filter tried.
 */
export function useSearchReplace<TSearch>(navigate: SearchNavigate<TSearch>) {
  return useCallback((next: TSearch) => void navigate({ search: next, replace: true }), [navigate]);
}
