/**
 * The build output of `vite build` (web/vite.config.ts with web/prerender): one prerendered HTML
 * file per public page with its own title, description and Open Graph tags, and the plain SPA
 * shell for every other path. Builds the site once into a temporary folder with a real SITE_URL.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, PUBLIC_HOME_API, SPA_SHELL, pageFile } from '../../web/prerender/pages';
import { NEEDS_SCRIPT } from '../../web/src/lib/needs-script';
import { repoRoot } from './support/paths';

const SITE_URL = 'https://bhakti.example.com';

const PAGES = {
  '/': {
    title: 'Bhakti Institute Ipoh | Spiritual education in Krishna consciousness',
    heading: 'Bhakti Institute Ipoh',
    description: 'Structured courses in Krishna consciousness in Ipoh, Malaysia',
  },
  '/about': {
    title: 'About Us | Bhakti Institute Ipoh',
    heading: 'About Us',
    description: 'Our mission, affiliation and educational philosophy',
  },
  '/faq': {
    title: 'Frequently Asked Questions | Bhakti Institute Ipoh',
    heading: 'Frequently Asked Questions',
    description: 'Answers about the institute',
  },
  '/admission': {
    title: 'Admission Process | Bhakti Institute Ipoh',
    heading: 'Admission Process',
    description: 'How to join a course',
  },
  '/enroll': {
    title: 'Enroll | Bhakti Institute Ipoh',
    heading: 'Course Enrollment Application',
    description: 'Apply for a course in Krishna consciousness',
  },
  '/privacy': {
    title: 'Personal Data Notice | Bhakti Institute Ipoh',
    heading: 'Personal Data Notice',
    description: 'How the institute handles applicants’ personal data',
  },
  '/application-status': {
    title: 'Application Status | Bhakti Institute Ipoh',
    heading: 'Application Status',
    description: 'See where your application stands',
  },
} as const;

let outDir: string;
const html = (file: string) => readFile(join(outDir, file), 'utf8');

function build(dir: string): Promise<void> {
  // A build as `npm run build` makes it (with the router plugin, which vitest's env turns off).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--logLevel', 'error', '--outDir', dir, '--emptyOutDir'],
      {
        cwd: join(repoRoot, 'web'),
        env: { ...env, SITE_URL, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${errors}`)),
    );
  });
}

/** Every `<meta>` with that name or property, by its content. */
function meta(page: string, key: string): string[] {
  const tags = page.match(new RegExp(`<meta\\s[^>]*(?:name|property)="${key}"[^>]*>`, 'g')) ?? [];
  return tags.map((tag) => /content="([^"]*)"/.exec(tag)?.[1] ?? '');
}

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'institute-prerender-'));
  await build(outDir);
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('writes one file per public page and the SPA shell', () => {
    for (const file of [...PRERENDERED_PATHS.map(pageFile), SPA_SHELL]) {
      expect(existsSync(join(outDir, file)), file).toBe(true);
    }
    expect(PRERENDERED_PATHS.map(pageFile)).toEqual([
      'index.html',
      'about.html',
      'faq.html',
      'admission.html',
      'enroll.html',
      'privacy.html',
      'application-status.html',
    ]);
  });

  for (const [path, expected] of Object.entries(PAGES)) {
    describe(path, () => {
      it('has its own title, description, canonical address and Open Graph tags', async () => {
        const page = await html(pageFile(path));
        const url = new URL(path, SITE_URL).href;
        expect(page.match(/<title>([^<]*)<\/title>/g)).toEqual([
          `<title>${expected.title}</title>`,
        ]);
        const [description, ...moreDescriptions] = meta(page, 'description');
        expect(moreDescriptions).toEqual([]);
        expect(description).toContain(expected.description);
        expect(description!.length).toBeGreaterThan(50);
        expect(meta(page, 'og:title')).toEqual([expected.title]);
        expect(meta(page, 'og:description')).toEqual([description]);
        expect(meta(page, 'og:url')).toEqual([url]);
        expect(meta(page, 'og:image')).toEqual([`${SITE_URL}/og-image.jpg`]);
        expect(meta(page, 'twitter:card')).toEqual(['summary_large_image']);
        expect(page).toContain(`<link rel="canonical" href="${url}" />`);
        expect(page).not.toContain('www.example.org');
      });

      it('carries the page itself: its main heading, in markup marked for hydration', async () => {
        const page = await html(pageFile(path));
        const root =
          /<div id="root" data-prerendered="([^"]+)">([\s\S]*)<\/div><template id="page-end"><\/template><link [^>]*>\s*<\/body>/.exec(
            page,
          );
        expect(root?.[1]).toBe(path);
        const headings = [...root![2]!.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
          textOf(m[1]!),
        );
        expect(headings).toEqual([expected.heading]);
        // Mantine's light colours apply before any script runs.
        expect(page).toMatch(/<html lang="en" data-mantine-color-scheme="light">/);
        expect(page).not.toContain('<noscript>This website needs JavaScript');
      });

      it('holds its first frame until the page after the root has been parsed', async () => {
        const page = await html(pageFile(path));
        // The first thing in the head, so no frame is drawn before the browser knows to wait.
        expect(/<head>\s*(<[^>]*>)/.exec(page)?.[1]).toBe(
          '<link rel="expect" href="#page-end" blocking="render" />',
        );
        expect(page.match(/id="page-end"/g)).toHaveLength(1);
      });

      it('runs no inline script, and starts the app only from its boot script', async () => {
        const page = await html(pageFile(path));
        const outsideTemplate = page.replace(/<template id="app-scripts">[\s\S]*?<\/template>/, '');
        const scripts = outsideTemplate.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts).toHaveLength(1);
        const boot = /^<script type="module" src="(\/assets\/boot-[\w-]+\.js)">$/.exec(scripts[0]!);
        expect(boot, scripts[0]).not.toBeNull();
        expect(existsSync(join(outDir, boot![1]!))).toBe(true);
        expect(outsideTemplate).not.toMatch(/rel="modulepreload"/);
        const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(page)![1]!;
        expect(template).toMatch(
          /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
        );
      });

      it('asks for the home data as soon as the HTML has arrived, ahead of the app that shows it', async () => {
        const page = await html(pageFile(path));
        expect(page.match(/<link rel="preload" as="fetch"[^>]*>/g)).toEqual([
          `<link rel="preload" as="fetch" href="${PUBLIC_HOME_API}" crossorigin />`,
        ]);
        // Right after the page's end: in the head it shared a slow connection with the rest of
        // the HTML, which the first frame waits for.
        expect(page).toContain(
          `<template id="page-end"></template><link rel="preload" as="fetch" href="${PUBLIC_HOME_API}"`,
        );
      });

      it('inlines its critical CSS and holds no stylesheet back from the first paint', async () => {
        const page = await html(pageFile(path));
        const head = /<head>([\s\S]*)<\/head>/.exec(page)![1]!;
        const inline = [...head.matchAll(/<style id="critical-css">([\s\S]*?)<\/style>/g)].map(
          (m) => m[1]!,
        );
        expect(inline).toHaveLength(1);
        // The rules the markup uses: the base styles and the heading face, not the whole library.
        expect(inline[0]).toContain('font-family:var(--mantine-font-family-headings)');
        expect(inline[0]!.length).toBeLessThan(60_000);
        const blocking = head
          .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
          .replace(/<template[\s\S]*?<\/template>/g, '');
        expect(blocking).not.toMatch(/<link rel="stylesheet"/);
      });

      it('loads the whole stylesheets after the first paint, or at once without scripts', async () => {
        const page = await html(pageFile(path));
        const sheetsIn = (part: string) =>
          [...part.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
        const noscript = sheetsIn(
          /<head>[\s\S]*?<noscript>([\s\S]*?)<\/noscript>[\s\S]*?<\/head>/.exec(page)![1]!,
        );
        const deferred = sheetsIn(
          /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(page)![1]!,
        );
        expect(noscript[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
        expect(new Set(noscript).size).toBe(noscript.length);
        expect(deferred).toEqual(noscript);
        for (const sheet of noscript) expect(existsSync(join(outDir, sheet)), sheet).toBe(true);
      });
    });
  }

  it("links the CSS of a page's own route chunk (the enrolment form's fields)", async () => {
    const page = await html('enroll.html');
    const noscript = /<head>[\s\S]*?<noscript>([\s\S]*?)<\/noscript>[\s\S]*?<\/head>/.exec(
      page,
    )![1]!;
    expect(noscript.match(/<link rel="stylesheet"/g)?.length).toBeGreaterThan(1);
  });

  it('renders the lists from the API in their loading state', async () => {
    const home = await html('index.html');
    for (const list of ['courses-loading', 'testimonials-loading', 'team-loading']) {
      expect(home).toContain(`data-testid="${list}"`);
    }
    expect(home).toContain('About the Institute');
    // Sample cards, until the data gives them its shape.
    expect(home.match(/aria-busy="true" data-testid="\w+-loading" data-sample=""/g)).toHaveLength(
      3,
    );
  });
});

describe('without scripts', () => {
  it('each page hides what stands in for what only scripts bring', async () => {
    for (const path of PRERENDERED_PATHS) {
      const head = /<head>([\s\S]*)<\/head>/.exec(await html(pageFile(path)))![1]!;
      expect(head, path).toContain(
        `<noscript><style id="no-script">[${NEEDS_SCRIPT}]{display:none!important}</style></noscript>`,
      );
    }
  });

  it('marks the lists’ and the form’s placeholders, each with a notice beside it', async () => {
    const home = await html('index.html');
    expect(home.match(new RegExp(`<div ${NEEDS_SCRIPT}="" role="group"`, 'g'))).toHaveLength(3);
    expect(home.match(/<noscript><p[^>]*>This list needs JavaScript/g)).toHaveLength(3);
    const enroll = await html('enroll.html');
    expect(enroll.match(new RegExp(`${NEEDS_SCRIPT}=""`, 'g'))).toHaveLength(1);
    expect(enroll).toMatch(/<noscript><p[^>]*>The application form needs JavaScript/);
  });
});

describe('SPA shell', () => {
  it('has an empty root, no page of its own and asks not to be indexed', async () => {
    const shell = await html(SPA_SHELL);
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-prerendered');
    expect(shell).not.toContain('About the Institute');
    expect(meta(shell, 'robots')).toEqual(['noindex']);
    expect(meta(shell, 'og:url')).toEqual([]);
    expect(shell).not.toContain('rel="canonical"');
    // The admin area and sign-in pages need no home data before their first request of it.
    expect(shell).not.toContain(PUBLIC_HOME_API);
    expect(shell).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
  });
});
