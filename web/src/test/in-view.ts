import { act } from '@testing-library/react';

type Report = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

/**
 * happy-dom's IntersectionObserver never reports, so a part that waits to come into view would
 * wait forever. This one reports what the test says: `bringIntoView()` reports every observed
 * element as in view; with `{ auto: true }` an element is reported in view as soon as observed.
 * `restore()` puts back the original.
 */
export function stubIntersectionObserver({ auto = false } = {}) {
  const observers = new Set<{
    report: Report;
    elements: Set<Element>;
    self: IntersectionObserver;
  }>();
  const original = globalThis.IntersectionObserver;

  const send = (entry: typeof observers extends Set<infer T> ? T : never, element: Element) =>
    entry.report(
      [
        {
          target: element,
          isIntersecting: true,
          intersectionRatio: 1,
        } as IntersectionObserverEntry,
      ],
      entry.self,
    );

  class StubObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    private readonly entry;
    constructor(report: Report) {
      this.entry = {
        report,
        elements: new Set<Element>(),
        self: this as unknown as IntersectionObserver,
      };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
      if (auto) queueMicrotask(() => observers.has(this.entry) && send(this.entry, element));
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = StubObserver as unknown as typeof IntersectionObserver;

  return {
    bringIntoView() {
      act(() => {
        for (const entry of [...observers])
          for (const element of entry.elements) send(entry, element);
      });
    },
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}
