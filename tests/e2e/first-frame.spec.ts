import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../web/prerender/pages';
import { expectNoLayoutShift, recordLayoutShifts } from './support/layout-shifts';

/*
 * A slow connection hands the browser a page's HTML in pieces, and a browser paints what it has
 * parsed so far. Drawn half-parsed, the header's Enroll Now moved left when the menu button after
 * it arrived, and the hero's text moved down when its picture did. A prerendered page therefore
 * holds its first frame until the whole document is parsed (web/prerender/html.ts).
 */

/** Slow enough that every page's HTML (9 to 13 kB gzipped) arrives in pieces over a second. */
const SLOW = { offline: false, latency: 50, downloadThroughput: 8 * 1024, uploadThroughput: -1 };
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

interface FirstFrame {
  /** Elements of the page (#root's) in the first frame drawn with any of them. */
  drawn: number;
  /** Elements of the page once the whole HTML is parsed (before any script has run). */
  parsed: number;
  /** How long the HTML took to arrive, first byte to last, in milliseconds. */
  arriving: number;
}

// Every page on a phone, where slow connections are; the home page on a laptop too, where its
// hero's text and picture sit side by side.
const VISITS = [
  { width: 390, paths: PRERENDERED_PATHS },
  { width: 1280, paths: ['/'] },
] as const;

for (const { width, paths } of VISITS) {
  test(`at ${width} px, over a slow connection, the first frame of ${paths.length > 1 ? 'each prerendered page' : paths.join('')} is the whole page and nothing moves`, async ({
    browser,
  }) => {
    test.slow();
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const network = await context.newCDPSession(page);
      await network.send('Network.enable');
      await network.send('Network.emulateNetworkConditions', SLOW);
      const shifts = await recordLayoutShifts(page);
      // A frame's animation callbacks run just before it is drawn: the first one with any of the
      // page sees what its first frame shows. A frame before the body is there draws nothing.
      await page.addInitScript(() => {
        const seen = window as unknown as { drawn?: number; parsed?: number };
        const count = () => document.querySelectorAll('#root *').length;
        const frame = () => {
          if (count()) seen.drawn = count();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') seen.parsed = count();
        });
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await network.send('Network.emulateNetworkConditions', UNTHROTTLED);
      await page.waitForLoadState('load');
      const seen = await page.evaluate((): FirstFrame => {
        const { drawn, parsed } = window as unknown as { drawn: number; parsed: number };
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        return { drawn, parsed, arriving: navigation!.responseEnd - navigation!.responseStart };
      });
      // The connection was slow enough to matter: the HTML came in over more than half a second.
      expect(seen.arriving, `${path}: the HTML's arrival`).toBeGreaterThan(500);
      expect(seen.parsed, path).toBeGreaterThan(50);
      expect(seen.drawn, `${path} at ${width} px: elements in the first frame`).toBe(seen.parsed);
      expectNoLayoutShift(await shifts());
      await context.close();
    }
  });
}
