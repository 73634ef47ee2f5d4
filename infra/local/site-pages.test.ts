import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isKnownPath, notFoundResponseInjection } from '../../web/prerender/pages';
import { prerenderedPage, spaShell } from './site-pages';

// A build laid out as web/prerender writes it.
const dist = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
for (const file of ['index.html', 'about.html', 'enroll.html', 'spa.html', 'assets/index.js']) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), file);
}
mkdirSync(path.join(dist, 'guide'));
writeFileSync(path.join(dist, 'guide', 'index.html'), 'guide');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (urlPath: string) => {
  const file = prerenderedPage(dist, urlPath);
  return file && path.relative(dist, file);
};

describe('prerenderedPage (the lookup CloudFront’s router does)', () => {
  it('serves / from index.html and /about from about.html', () => {
    expect(page('/')).toBe('index.html');
    expect(page('/about')).toBe('about.html');
    expect(page('/enroll')).toBe('enroll.html');
    expect(page('/guide')).toBe(path.join('guide', 'index.html'));
    expect(page('/guide/')).toBe(path.join('guide', 'index.html'));
  });

  it('has no page for client routes, trailing-slash variants, or files', () => {
    expect(page('/admin')).toBeUndefined();
    expect(page('/login')).toBeUndefined();
    expect(page('/about/')).toBeUndefined();
    expect(page('/assets/index.js')).toBeUndefined();
    expect(page('/about.html')).toBeUndefined();
  });

  it('never leaves the build folder', () => {
    expect(page('/../site-pages.test')).toBeUndefined();
    expect(page('/%2e%2e/etc/passwd')).toBeUndefined();
    expect(page('/%E0%A4%A')).toBeUndefined();
    expect(page('/about%00')).toBeUndefined();
  });
});

describe('spaShell', () => {
  it('is spa.html, or index.html in a build made before prerendering', () => {
    expect(path.relative(dist, spaShell(dist))).toBe('spa.html');
    const old = mkdtempSync(path.join(tmpdir(), 'site-pages-old-'));
    try {
      expect(spaShell(old)).toBe(path.join(old, 'index.html'));
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});

describe('isKnownPath (which unknown paths get a 404 status)', () => {
  it('knows the prerendered pages and the client routes, with or without a trailing slash', () => {
    for (const known of [
      '/',
      '/about',
      '/faq/',
      '/enroll',
      '/admin',
      '/admin/',
      '/admin/courses',
    ]) {
      expect(isKnownPath(known), known).toBe(true);
    }
    expect(isKnownPath('/admin/applications/3f2a9c1b')).toBe(true);
    expect(isKnownPath('/login')).toBe(true);
  });

  it('does not know anything else', () => {
    for (const unknown of ['/nope', '/about-us', '/administrator', '/faq/more', '/login2']) {
      expect(isKnownPath(unknown), unknown).toBe(false);
    }
  });

  it('covers every route of the app (the generated route tree)', () => {
    const tree = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/routeTree.gen.ts'),
      'utf8',
    );
    const block = /fullPaths:([^;]*?)fileRoutesByTo/s.exec(tree)?.[1] ?? '';
    const routes = [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]!.replace(/\$\w+/g, 'x'));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(isKnownPath(route), route).toBe(true);
  });
});

describe("CloudFront's response function (the same rule at the edge)", () => {
  const statusAt = (uri: string, viewerUri?: string) => {
    const event = {
      request: { uri, headers: viewerUri ? { 'x-viewer-uri': { value: viewerUri } } : {} },
      response: {
        statusCode: 200,
        headers: { 'content-type': { value: 'text/html; charset=utf-8' } },
      },
    };
    new Function('event', notFoundResponseInjection('x-viewer-uri'))(event);
    return event.response.statusCode;
  };

  it('agrees with isKnownPath on every path, whatever the URI was rewritten to', () => {
    const paths = [
      '/',
      '/about',
      '/faq/',
      '/admin',
      '/admin/courses/x',
      '/login',
      '/nope',
      '/about-us',
      '/administrator',
      '/faq/more',
      '/login2',
    ];
    for (const path of paths) {
      expect([path, statusAt('/spa.html', path)]).toEqual([path, isKnownPath(path) ? 200 : 404]);
    }
  });

  it("reads the request's own URI when no copy was kept, and knows the build's HTML files by name", () => {
    expect(statusAt('/nope')).toBe(404);
    expect(statusAt('/about.html')).toBe(200);
    expect(statusAt('/spa.html')).toBe(200);
  });
});
