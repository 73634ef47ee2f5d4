import { expect, type Page } from '@playwright/test';

/*
 * The page's layout shifts, as Chromium reports them to a PerformanceObserver (what CLS adds up),
 * with what moved: a failed "nothing moves" check then names its cause.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutShift {
  value: number;
  /** Milliseconds since the page started loading. */
  at: number;
  /** What moved: the element (tag, id, classes, test id, start of its text) and its boxes. */
  sources: Array<{ node: string; previous: Box; current: Box }>;
}

interface ShiftWindow {
  layoutShifts: LayoutShift[];
}

/**
 * Records every layout shift of the page from before its first script; call before `goto`.
 * Answers a function that reads those recorded so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as ShiftWindow).layoutShifts = shifts;
    const box = (rect: DOMRectReadOnly) => ({
      x: Math.round(rect.x),
      y: Math.round(rect.y),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    });
    const describe = (node: Node | null) => {
      if (!node) return '(a node since removed)';
      if (!(node instanceof Element)) return `text "${(node.textContent ?? '').slice(0, 40)}"`;
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      const testId = node.getAttribute('data-testid');
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const section = node.closest('section[id]');
      return `<${node.localName}${id}${classes}${testId ? ` data-testid=${testId}` : ''}> "${text}"${
        section && section !== node ? ` in #${section.id}` : ''
      }`;
    };
    type Entry = PerformanceEntry & {
      value: number;
      sources?: Array<{
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => ({
            node: describe(source.node),
            previous: box(source.previousRect),
            current: box(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts);
}

/** The shifts' score added up, as CLS would (without its windows). */
export const shiftTotal = (shifts: LayoutShift[]) =>
  shifts.reduce((total, shift) => total + shift.value, 0);

/** One line per shift and one per thing it moved, for an assertion's message. */
export function describeShifts(shifts: LayoutShift[]): string {
  const at = (box: Box) => `(${box.x}, ${box.y}) ${box.width}×${box.height}`;
  const lines = shifts.flatMap((shift) => [
    `layout shift of ${shift.value.toFixed(4)} at ${shift.at} ms:`,
    ...shift.sources.map(
      (source) => `  ${source.node} from ${at(source.previous)} to ${at(source.current)}`,
    ),
  ]);
  return lines.length > 0 ? lines.join('\n') : 'no layout shift';
}

/** Nothing moved; if something did, the failure says what, from where to where, and when. */
export function expectNoLayoutShift(shifts: LayoutShift[]) {
  expect(shiftTotal(shifts), describeShifts(shifts)).toBe(0);
}
