/*
 * A reload puts the reader back where they were. The browser does it for a page whose HTML holds
 * its content (the prerendered public pages); an admin page renders after its data has arrived,
 * so the browser finds it too short and leaves it at the top. This keeps the place when the page
 * is left and, after a reload of the same address, holds the page there while it takes its
 * shape: unless the reader moves, or the page never grows that tall.
 */

const STORAGE_KEY = 'institute.reload-scroll';
/**
 * How long a reloaded page is held at the kept place while it takes its shape. A fixed time,
 * not "until it looks still": parts can come with later requests (Settings' hero notes).
 */
const WAIT_MS = 10_000;
/** What the reader does that says they have moved on: the page stays where they put it. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

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
 * Holds the page at `y` while it takes its shape: scrolled there once it is tall enough, and
 * again each time it grows, since the browser otherwise keeps what was in view as the parts
 * above it fill in. It lets go when the reader moves, on another page, or after a while; the
 * returned function lets go at once.
 */
function holdAt(y: number): () => void {
  const root = document.documentElement;
  const page = location.href;
  const place = () => {
    if (location.href !== page) return letGo(); // gone to another page meanwhile
    if (root.scrollHeight - innerHeight < y) return;
    if (Math.round(scrollY) !== y) scrollTo(0, y);
  };
  const observer = new ResizeObserver(place);
  const timer = setTimeout(letGo, WAIT_MS);
  function letGo() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_MOVES) removeEventListener(type, letGo, true);
  }
  observer.observe(document.body);
  for (const type of READER_MOVES) addEventListener(type, letGo, true);
  place();
  return letGo;
}

/** Keeps the scroll across a reload of this page; the returned function undoes it. */
export function keepScrollAcrossReload(): () => void {
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
  const letGo = kept === null ? () => undefined : holdAt(kept);
  return () => {
    removeEventListener('pagehide', keep);
    letGo();
  };
}
