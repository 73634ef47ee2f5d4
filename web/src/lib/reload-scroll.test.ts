import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepScrollAcrossReload } from './reload-scroll';

/*
 * The page's layout is played by hand here: its height, where it is scrolled, and the resizes
 * the browser would report as the data renders. The real page is in tests/e2e/scroll.spec.ts.
 */

const KEY = 'institute.reload-scroll';
let height = 0;
let scrolled = 0;
let navigation = 'reload';
let grew: (() => void) | undefined;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrolled = y;
});

/** The page is now `to` px tall, and maybe scrolled elsewhere by the browser. */
function grow(to: number, browserScrolledTo?: number) {
  height = to;
  if (browserScrolledTo !== undefined) scrolled = browserScrolledTo;
  grew?.();
}

beforeEach(() => {
  vi.useFakeTimers();
  height = 400;
  scrolled = 0;
  navigation = 'reload';
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        grew = callback;
      }
      observe() {}
      disconnect() {
        grew = undefined;
      }
    },
  );
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolled });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => height,
  });
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    () => [{ type: navigation }] as unknown as PerformanceEntryList,
  );
  sessionStorage.setItem(KEY, JSON.stringify({ href: location.href, y: 2000 }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('keepScrollAcrossReload', () => {
  it('holds a reloaded page at the kept place each time it grows, for ten seconds', () => {
    const stop = keepScrollAcrossReload();
    expect(scrollTo).not.toHaveBeenCalled(); // too short yet

    grow(3000);
    expect(scrolled).toBe(2000);
    // The parts above fill in and the browser keeps what was in view: held at the place.
    grow(3200, 2200);
    expect(scrolled).toBe(2000);
    vi.advanceTimersByTime(9000);
    grow(3300, 2100);
    expect(scrolled).toBe(2000);

    vi.advanceTimersByTime(1000);
    grow(3400, 2100); // let go: the browser's place stays
    expect(scrolled).toBe(2100);
    stop();
  });

  it('lets go at once when the reader scrolls', () => {
    const stop = keepScrollAcrossReload();
    grow(3000);
    expect(scrolled).toBe(2000);
    window.dispatchEvent(new Event('wheel'));
    grow(3200, 2150);
    expect(scrolled).toBe(2150);
    stop();
  });

  it('lets go after ten seconds, even when the page never grew tall enough', () => {
    const stop = keepScrollAcrossReload();
    vi.advanceTimersByTime(10_000);
    grow(3000);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });

  it('leaves a page opened another way, or another address, where the browser puts it', () => {
    navigation = 'navigate';
    let stop = keepScrollAcrossReload();
    grow(3000);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();

    navigation = 'reload';
    sessionStorage.setItem(KEY, JSON.stringify({ href: `${location.href}#other`, y: 2000 }));
    stop = keepScrollAcrossReload();
    grow(3000);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });

  it('keeps the address and the place when the page is left', () => {
    sessionStorage.clear();
    const stop = keepScrollAcrossReload();
    scrolled = 1234;
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ href: location.href, y: 1234 });
    stop();
  });
});
