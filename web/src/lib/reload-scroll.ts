/*
 * A reload puts the reader back where they were. The browser does it for a page whose HTML holds
 * its content (the prerendered public pages); an admin page renders after its data has arrived,
 * so the browser finds it too short and leaves it at the top. This keeps the place when the page
 * is left and, after a reload of the same address, holds the page there while it takes its
 * shape: unless the reader moves first.
 */

const STORAGE_KEY = 'institute.reload-scroll';
/**
 * The longest a reloaded page is held: for a page that never grows as tall as it was (its data
 * changed), or never stops loading. Any other page is let go once it has its shape.
 */
const LONGEST_HOLD_MS = 30_000;
/** What the reader does that says they have moved on: the page stays where they put it. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Whether the page is still loading its data, and a way to hear when that may have changed:
 * told after the page's own listeners, so the render a change brings is already under way.
 */
export interface PageLoading {
  busy(): boolean;
  subscribe(onChange: () => void): () => void;
}

interface KeptPlace {
  href: string;
  y: number;
}

/** The place kept when this address was last left, if it was. */
function keptPlace(): number | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as KeptPlace | null;
    return kept?.href === location.href && typeof kept.y === 'number' && kept.y > 0 ? kept.y : null;
  } catch {
    return null; // storage turned off, or not ours
  }
}

const wasReload = () =>
  performance
    .getEntriesByType('navigation')
    .some((entry) => (entry as PerformanceNavigationTiming).type === 'reload');

/**
 * Runs `then` once the browser has done what it has queued (the renders that arrived data
 * brings, and the requests those renders start) and has then drawn a frame, which lays out the
 * last render and reports its resizes. Safari has no idle callback: a task after a frame stands
 * in for it.
 */
function whenSettled(then: () => void): () => void {
  let cancelled = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterFrame = (next: () => void) => {
    frame = requestAnimationFrame(() => (timer = setTimeout(() => !cancelled && next())));
  };
  let idle = 0;
  if (typeof requestIdleCallback === 'function') {
    idle = requestIdleCallback(() => afterFrame(then));
  } else {
    afterFrame(() => afterFrame(then));
  }
  return () => {
    cancelled = true;
    if (idle) cancelIdleCallback(idle);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Holds the page at `y` while it takes its shape: scrolled there once it is tall enough, and
 * again each time it grows, since the browser otherwise keeps what was in view as the parts
 * above it fill in. It has its shape once it has reached the place and nothing is loading when
 * the browser has settled: not after a set time, which a slow phone or server would outlast. It
 * lets go then, when the reader moves, on another page, or at the longest; the returned function
 * lets go at once.
 */
function holdAt(y: number, loading: PageLoading): () => void {
  const root = document.documentElement;
  const page = location.href;
  let placed = false;
  const place = () => {
    if (location.href !== page) return letGo(); // gone to another page meanwhile
    if (root.scrollHeight - innerHeight < y) return;
    placed = true;
    if (Math.round(scrollY) !== y) scrollTo(0, y);
  };
  let cancelCheck = () => {};
  const checkShape = () => {
    cancelCheck();
    cancelCheck = whenSettled(() => {
      if (placed && !loading.busy()) letGo();
    });
  };
  const observer = new ResizeObserver(() => {
    place();
    checkShape();
  });
  const timer = setTimeout(letGo, LONGEST_HOLD_MS);
  const stopListening = loading.subscribe(checkShape);
  function letGo() {
    observer.disconnect();
    clearTimeout(timer);
    cancelCheck();
    stopListening();
    for (const type of READER_MOVES) removeEventListener(type, letGo, true);
  }
  observer.observe(document.body);
  for (const type of READER_MOVES) addEventListener(type, letGo, true);
  place();
  return letGo;
}

/**
 * Keeps the scroll across a reload of this page, holding it while `loading` says the page's data
 * is still coming; the returned function undoes it.
 */
export function keepScrollAcrossReload(loading: PageLoading): () => void {
  const keep = () => {
    try {
      const place: KeptPlace = { href: location.href, y: Math.round(scrollY) };
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(place));
    } catch {
      // storage turned off: a reload opens at the top, as it did
    }
  };
  addEventListener('pagehide', keep);
  const kept = wasReload() ? keptPlace() : null;
  const letGo = kept === null ? () => undefined : holdAt(kept, loading);
  return () => {
    removeEventListener('pagehide', keep);
    letGo();
  };
}
