import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepScrollAcrossReload } from './reload-scroll';

/*
 * The page's layout is played by hand here: its height, where it is scrolled, the resizes the
 * browser would report as the data renders, whether data is still loading and the moments the
 * browser has nothing queued. The real page is in tests/e2e/scroll.spec.ts.
 */

const KEY = 'institute.reload-scroll';
let height = 0;
let scrolled = 0;
let navigation = 'reload';
let grew: (() => void) | undefined;
let busy = false;
let loadingChanged: (() => void) | undefined;
const idleCallbacks = new Map<number, () => void>();
let lastIdleId = 0;
const loading = {
  busy: () => busy,
  subscribe: (onChange: () => void) => {
    loadingChanged = onChange;
    return () => (loadingChanged = undefined);
  },
};
const scrollTo = vi.fn((_x: number, y: number) => {
  scrolled = y;
});

/** The page is now `to` px tall, and maybe scrolled elsewhere by the browser. */
function grow(to: number, browserScrolledTo?: number) {
  height = to;
  if (browserScrolledTo !== undefined) scrolled = browserScrolledTo;
  grew?.();
}

/** Some data arrived (`stillBusy`: more is coming). */
function loaded(stillBusy = false) {
  busy = stillBusy;
  loadingChanged?.();
}

/** The browser has done what it had queued. */
function idle() {
  const due = [...idleCallbacks.values()];
  idleCallbacks.clear();
  for (const callback of due) callback();
}

/** The browser draws a frame (`resized`: the resize it reports), then runs a task. */
function frame(resized?: () => void) {
  vi.advanceTimersToNextFrame();
  resized?.();
  vi.advanceTimersByTime(1);
}

/** The browser has done what it had queued, and drawn a frame after it. */
function settle() {
  idle();
  frame();
}

beforeEach(() => {
  vi.useFakeTimers();
  height = 400;
  scrolled = 0;
  navigation = 'reload';
  busy = true;
  idleCallbacks.clear();
  scrollTo.mockClear();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idleCallbacks.set(++lastIdleId, callback);
    return lastIdleId;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idleCallbacks.delete(id));
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
  it('holds a reloaded page at the kept place each time it grows while its data is loading, however long that takes', () => {
    const stop = keepScrollAcrossReload(loading);
    expect(scrollTo).not.toHaveBeenCalled(); // too short yet

    grow(3000);
    expect(scrolled).toBe(2000);
    // The parts above fill in and the browser keeps what was in view: held at the place.
    grow(3200, 2200);
    expect(scrolled).toBe(2000);
    vi.advanceTimersByTime(20_000); // a slow server
    settle();
    grow(3300, 2100);
    expect(scrolled).toBe(2000);

    loaded();
    settle();
    grow(3400, 2100); // let go: the browser's place stays
    expect(scrolled).toBe(2100);
    stop();
  });

  it('lets go only once the page has reached the place and nothing is loading when the browser is idle', () => {
    const stop = keepScrollAcrossReload(loading);
    loaded(); // the first data is in, but the page is not yet as tall as it was: held on
    settle();
    grow(3000);
    expect(scrolled).toBe(2000);
    // The render that reached the place started another request before the browser was idle.
    busy = true;
    settle();
    grow(3161, 2161);
    expect(scrolled).toBe(2000);

    loaded();
    grow(3322, 2161); // that request's part renders: still held, then let go once idle
    expect(scrolled).toBe(2000);
    settle();
    grow(3400, 2078);
    expect(scrolled).toBe(2078);
    stop();
  });

  it('lets go only after a frame has laid out the last render', () => {
    const stop = keepScrollAcrossReload(loading);
    grow(3000);
    loaded();
    // The browser is idle with the last part in the page but not yet laid out.
    idle();
    frame(() => grow(3161, 2161)); // the frame lays it out, the browser keeps what was in view
    expect(scrolled).toBe(2000);
    settle();
    grow(3300, 2139); // let go
    expect(scrolled).toBe(2139);
    stop();
  });

  it('lets go at once when the reader scrolls', () => {
    const stop = keepScrollAcrossReload(loading);
    grow(3000);
    expect(scrolled).toBe(2000);
    window.dispatchEvent(new Event('wheel'));
    grow(3200, 2150);
    expect(scrolled).toBe(2150);
    stop();
  });

  it('lets go after thirty seconds of a page that never stops loading or never grows tall enough', () => {
    let stop = keepScrollAcrossReload(loading);
    vi.advanceTimersByTime(29_999);
    grow(3000);
    expect(scrolled).toBe(2000);
    vi.advanceTimersByTime(1);
    grow(3200, 2150);
    expect(scrolled).toBe(2150);
    stop();

    scrollTo.mockClear();
    height = 400;
    stop = keepScrollAcrossReload(loading);
    vi.advanceTimersByTime(30_000);
    grow(3000);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });

  it('leaves a page opened another way, or another address, where the browser puts it', () => {
    navigation = 'navigate';
    let stop = keepScrollAcrossReload(loading);
    grow(3000);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();

    navigation = 'reload';
    sessionStorage.setItem(KEY, JSON.stringify({ href: `${location.href}#other`, y: 2000 }));
    stop = keepScrollAcrossReload(loading);
    grow(3000);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });

  it('keeps the address and the place when the page is left', () => {
    sessionStorage.clear();
    const stop = keepScrollAcrossReload(loading);
    scrolled = 1234;
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ href: location.href, y: 1234 });
    stop();
  });
});
