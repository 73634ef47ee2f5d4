import { EARLY_CLICKS } from '../../prerender/pages';

/** What the boot script keeps (web/prerender/html.ts). */
interface EarlyClicks {
  /** The last button pressed while the page was not hydrated yet. */
  button: Element | null;
  /** Set once React handles presses itself. */
  done: boolean;
}

let pending: HTMLElement | undefined;

/**
 * Takes the button pressed on a prerendered page before the app had loaded (the boot script
 * keeps it). Called right before hydrating: from then on React handles every press itself.
 */
export function takeEarlyPress(): void {
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS];
  if (!early || early.done) return;
  early.done = true;
  if (early.button instanceof HTMLElement) pending = early.button;
}

/** Presses that button again, once the page around it is hydrated (PublicLayout's effect). */
export function replayEarlyPress(): void {
  const button = pending;
  pending = undefined;
  // After the current commit, so the press is handled like any other.
  if (button) setTimeout(() => button.isConnected && button.click(), 0);
}
