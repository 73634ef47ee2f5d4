import { useEffect, useSyncExternalStore } from 'react';
import type { PublicHome } from '@institute/core/home/service';
import { wait } from '@institute/core/lang/values';
import { liveSection, textOf } from '@institute/core/content-section/live';
import { PUBLIC_HOME_API } from '../../prerender/pages';

/**
 * Everything the home page (and the header and footer on every public page) shows, in one
 * request. A small store of its own rather than TanStack Query: the public pages need only this
 * one read, and leaving the query library to the admin area keeps it out of the first download.
 */
export interface PublicHomeState {
  data?: PublicHome;
  error?: Error;
  isPending: boolean;
}

/** Fresh for five minutes, then read again in the background when a page mounts. */
const STALE_MS = 5 * 60_000;
const RETRY_DELAY_MS = 1_000;
/** The prerender and the hydration both see the state before any data (lists as skeletons). */
const PENDING: PublicHomeState = { isPending: true };

let state: PublicHomeState = PENDING;
let loadedAt = 0;
let inflight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setState(next: PublicHomeState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A plain GET: the API client (lib/api.ts) and its sign-in handling stay out of this download.
 * No header of its own: Chromium answers a request from the page's preload of the same address
 * only when the two send the same headers.
 */
async function fetchPublicHome(): Promise<PublicHome> {
  const response = await fetch(PUBLIC_HOME_API);
  if (!response.ok) throw new Error(`GET ${PUBLIC_HOME_API} answered ${response.status}`);
  return (await response.json()) as PublicHome;
}

async function fetchWithOneRetry(): Promise<PublicHome> {
  try {
    return await fetchPublicHome();
  } catch {
    await wait(RETRY_DELAY_MS);
    return fetchPublicHome();
  }
}

/** Starts a read unless one runs or the data is still fresh; `force` reads regardless. */
export function loadPublicHome(force = false): Promise<void> {
  if (inflight) return inflight;
  if (!force && state.data && Date.now() - loadedAt < STALE_MS) return Promise.resolve();
  inflight = fetchWithOneRetry()
    .then((data) => {
      loadedAt = Date.now();
      setState({ data, isPending: false });
    })
    .catch((error: unknown) => {
      // Data already shown stays; only a first load ends in an error state.
      const failure = error instanceof Error ? error : new Error(String(error));
      setState({ data: state.data, error: state.data ? undefined : failure, isPending: false });
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

export function usePublicHome(): PublicHomeState {
  useEffect(() => {
    void loadPublicHome();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => PENDING,
  );
}

/**
 * The site name as staff set it, once this page has the home data (the public pages load it for
 * their header); `fallback` until then, and on pages that never load it. Starts no read.
 */
export function useKnownSiteName(fallback: string): string {
  return useSyncExternalStore(
    subscribe,
    () => state.data?.settings.site_name || fallback,
    () => fallback,
  );
}

/** The home data if this page already has it (e.g. the visitor came from the home page). */
export function peekPublicHome(): PublicHome | undefined {
  return state.data;
}

/**
 * Fetches the home data past this browser's HTTP cache (the API lets it keep the answer for a
 * minute) and stores the fresh answer there and here, so the public pages show an admin change
 * at once. Never throws: at worst they are a minute late.
 */
export async function reloadPublicHome(): Promise<void> {
  try {
    const response = await fetch(PUBLIC_HOME_API, { cache: 'reload' });
    // Read to the end: the cache keeps only a complete answer.
    await response.arrayBuffer();
    if (state.data || listeners.size > 0) await loadPublicHome(true);
  } catch {
    // Offline or refused: the admin change itself has been saved.
  }
}

type SectionType = PublicHome['sections'][number]['section_type'];

/**
 * The content of the live section of that type, if any (the newest published one): a published
 * hero, about or footer section replaces the built-in text of that part of the page.
 */
export function sectionContent(
  home: PublicHome | undefined,
  type: SectionType,
): Record<string, unknown> | undefined {
  const section = home ? liveSection(home.sections, type) : undefined;
  return section && typeof section.content === 'object' && section.content !== null
    ? (section.content as Record<string, unknown>)
    : undefined;
}

/** A non-empty string value from loosely shaped content (shared with the server's hero). */
export { textOf };
