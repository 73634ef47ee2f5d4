import { useMemo, useSyncExternalStore } from 'react';
import type { CodeNotice } from '../steps';

/**
 * Where the applicant was, kept for this tab only, so a reload does not spend another of the
 * address's hourly codes: the address a code was sent to (the code is being typed), or the address
 * and code that showed the applications (shown again while the code works). Nothing outlives the
 * tab (sessionStorage, never localStorage).
 */
export type SavedView = { email: string; code: string } | { email: string; sent: CodeNotice };

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
    const saved = JSON.parse(text ?? 'null') as Record<string, unknown> | null;
    if (typeof saved?.email !== 'string') return undefined;
    if (typeof saved.code === 'string') return { email: saved.email, code: saved.code };
    const sent = saved.sent as Partial<CodeNotice> | undefined;
    return typeof sent?.text === 'string' && typeof sent.limited === 'boolean'
      ? { email: saved.email, sent: { text: sent.text, limited: sent.limited } }
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
