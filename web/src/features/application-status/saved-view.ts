import { useMemo, useSyncExternalStore } from 'react';

/**
 * The address and code that last showed the applications, kept for this tab only: a reload
 * shows them again while the code works instead of spending one of the address's hourly codes.
 * Nothing outlives the tab (sessionStorage, never localStorage).
 */
export interface SavedView {
  email: string;
  code: string;
}

const KEY = 'application-status-view';

// Storage can be switched off or full: the page then works as if nothing was kept.
function readSaved(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parseSaved(text: string | null): SavedView | undefined {
  try {
    const saved = JSON.parse(text ?? 'null') as Partial<SavedView> | null;
    return typeof saved?.email === 'string' && typeof saved.code === 'string'
      ? { email: saved.email, code: saved.code }
      : undefined;
  } catch {
    return undefined;
  }
}

// Only this page writes it, and it acts on what it writes itself.
const noChanges = () => () => {};

/** The kept view as the page loaded; none while hydrating, as in the prerendered page. */
export function useSavedView(): SavedView | undefined {
  const text = useSyncExternalStore(noChanges, readSaved, () => null);
  return useMemo(() => parseSaved(text), [text]);
}

export function saveView(view: SavedView) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(view));
  } catch {
    // Not kept: a reload asks for a code again.
  }
}

export function forgetView() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
