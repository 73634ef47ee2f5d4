import { NEEDS_SCRIPT } from '../src/lib/needs-script.ts';
import { EARLY_CLICKS, PUBLIC_HOME_API } from './pages.ts';

/**
 * Turns the built index.html into the HTML of one prerendered page, or into the plain SPA shell.
 * Pure string work on our own template, so it is easy to test.
 */

export interface PageHtmlInput {
  /** The built index.html (Vite's output: entry script, entry CSS, shared meta tags). */
  template: string;
  /** The page's path, e.g. `/about`. */
  path: string;
  /** The prerendered markup for inside `<div id="root">`. */
  markup: string;
  title: string;
  description: string;
  /** The page's own stylesheets (its route chunk's CSS), besides the entry's. */
  stylesheets?: readonly string[];
  /** The page's own script chunks, fetched alongside the entry so hydration waits less. */
  modulePreloads?: readonly string[];
  /** The boot script (see BOOT_SCRIPT) that loads the app's scripts after the first paint. */
  bootScript: string;
  /**
   * The CSS rules the prerendered markup uses (see critical-css.ts), inlined so the first paint
   * waits for no stylesheet. Without it the stylesheets are linked as usual.
   */
  criticalCss?: string;
}

/** The id of the inlined critical CSS, which the boot script removes once the stylesheets apply. */
export const CRITICAL_CSS_ID = 'critical-css';

/**
 * The boot script of prerendered pages. The page is readable before any script runs, so the app's
 * scripts (kept inert in a template until then) are fetched and run only after the first paint:
 * otherwise the browser runs them first and paints the prerendered page only after that.
 * External, because the CSP allows no inline script. A form's submit button pressed early is kept
 * like any button and its native submission stopped: sent before the app has loaded, the form
 * would put its answers in the address and reload the page. The tags are added eight to a task:
 * `/enroll` names about seventy files, and adding them all at once was one long task. A hidden
 * tab paints nothing, so there it loads at once. A button pressed before the app has taken over
 * the page (the menu button, say) does nothing yet: the last one is kept, to be pressed again once
 * the page is hydrated (lib/early-press.ts). The whole stylesheets load for print, so none
 * applies alone, and all apply at once when the last has landed, in the task that removes the
 * critical CSS: one style recalculation, and nothing moves. Applied one by one after the critical
 * CSS, the first to land overrode the critical copies of the other's rules, and the hero's text
 * moved and moved back. If one fails, the critical CSS stays. Comments go here, not in the
 * script (the build minifies it).
 */
export const BOOT_SCRIPT = `const scripts = document.getElementById('app-scripts');
const critical = document.getElementById('${CRITICAL_CSS_ID}');
const load = () => {
  const tags = [...scripts.content.cloneNode(true).children];
  const sheets = tags.filter((tag) => tag.rel === 'stylesheet');
  if (critical) {
    let pending = sheets.length;
    let failed = false;
    const settled = (event) => {
      failed ||= event.type === 'error';
      if (--pending) return;
      for (const sheet of sheets) sheet.media = 'all';
      if (!failed) critical.remove();
    };
    for (const sheet of sheets) {
      tags.splice(tags.indexOf(sheet), 1);
      sheet.media = 'print';
      sheet.addEventListener('load', settled);
      sheet.addEventListener('error', settled);
      critical.before(sheet);
    }
  }
  const add = () => {
    document.head.append(...tags.splice(0, 8));
    if (tags.length) setTimeout(add, 0);
  };
  add();
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else load();
const early = (window.${EARLY_CLICKS} = { button: null, done: false });
document.addEventListener('click', (event) => {
  const button = !early.done && event.target instanceof Element && event.target.closest('#root button');
  if (!button) return;
  early.button = button;
  if (button.form && button.type === 'submit') event.preventDefault();
}, true);
`;

const ROOT = '<div id="root"></div>';
/** The empty element after the page's markup that its first frame waits for. */
const PAGE_END_ID = 'page-end';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Matches a whole `<meta …>` tag with that name or property, across line breaks. */
function metaTag(key: string): RegExp {
  return new RegExp(`[ \\t]*<meta\\s[^>]*(?:name|property)="${key}"[^>]*>\\n?`, 'g');
}

function removeMeta(html: string, keys: readonly string[]): string {
  return keys.reduce((out, key) => out.replace(metaTag(key), ''), html);
}

/** The site's origin as the template's og:url names it (a placeholder replaced at build time). */
export function templateOrigin(template: string): string {
  const found = /<meta\s[^>]*property="og:url"[^>]*content="([^"]+)"/.exec(template)?.[1];
  if (!found) throw new Error('index.html has no og:url to take the site origin from');
  return new URL(found).origin;
}

function insertBeforeHeadEnd(html: string, lines: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace(
    /[ \t]*<\/head>/,
    `${lines.map((line) => `    ${line}\n`).join('')}  </head>`,
  );
}

export function pageHtml(input: PageHtmlInput): string {
  const { template, path } = input;
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  const url = new URL(path, templateOrigin(template)).href;
  const title = escapeHtml(input.title);
  const description = escapeHtml(input.description);

  // Vite's entry script, module preloads and stylesheets come out of the head: the scripts move
  // into the inert template the boot script reads, the stylesheets are placed below.
  const appScripts: string[] = [];
  const stylesheets: string[] = [];
  let html = template.replace(
    /[ \t]*(<script\b[^>]*type="module"[^>]*><\/script>|<link\b[^>]*rel="(?:modulepreload|stylesheet)"[^>]*>)\n?/g,
    (_match, tag: string) => {
      (tag.includes('rel="stylesheet"') ? stylesheets : appScripts).push(tag);
      return '';
    },
  );
  if (!appScripts.some((tag) => tag.startsWith('<script'))) {
    throw new Error('index.html has no module script to defer');
  }
  stylesheets.push(
    ...(input.stylesheets ?? []).map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
    ),
  );
  appScripts.push(
    ...(input.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  );
  if (input.criticalCss?.includes('</style'))
    throw new Error('critical CSS must not close its style');

  // The page reads without JavaScript now; only the SPA shell needs the notice.
  html = html.replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>\n?/, '');
  html = removeMeta(html, ['description', 'og:title', 'og:description', 'og:url']);
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  html = insertBeforeHeadEnd(html, [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    // With the critical CSS inline, the whole stylesheets no longer hold up the first paint: they
    // load with the app after it (or at once when scripts are off).
    ...(input.criticalCss === undefined
      ? stylesheets
      : [
          `<style id="${CRITICAL_CSS_ID}">${input.criticalCss}</style>`,
          `<noscript>${stylesheets.join('')}</noscript>`,
        ]),
    // Without scripts, what stands in for the lists and the form until scripts bring them is
    // hidden (a <noscript> beside each says what to do), rather than "Loading" for ever. An id, so
    // critical-css.ts does not take it for the inlined critical CSS.
    `<noscript><style id="no-script">[${NEEDS_SCRIPT}]{display:none!important}</style></noscript>`,
    `<template id="app-scripts">${[
      ...(input.criticalCss === undefined ? [] : stylesheets),
      ...appScripts,
    ].join('')}</template>`,
    `<script type="module" src="${escapeHtml(input.bootScript)}"></script>`,
  ]);
  // A browser paints what it has parsed so far, and a slow connection hands it the HTML in
  // pieces: drawn half-parsed, the page moved as the rest arrived (the header's Enroll Now when
  // the menu button after it did). So the first frame waits for an empty element after #root
  // (Chromium stops waiting once the element is in the document, so #root itself is too early),
  // asked for first thing in the head. Every page's HTML gzips to under 13 kB, one round trip:
  // the wait costs no extra trip.
  html = html.replace(
    /<head>\n?/,
    (head) => `${head}    <link rel="expect" href="#${PAGE_END_ID}" blocking="render" />\n`,
  );
  // The marker tells main.tsx to hydrate, and for which path the markup was made. The home data
  // is asked for as soon as the HTML has arrived, not after the app: the lists otherwise showed
  // their sample cards until then, and changed shape under a reader who had scrolled to them.
  // Not from the head: read there, the data shared a slow connection with the rest of the HTML,
  // and the first frame (which waits for all of it) came later.
  return html.replace(
    ROOT,
    `<div id="root" data-prerendered="${escapeHtml(path)}">${input.markup}</div><template id="${PAGE_END_ID}"></template>` +
      `<link rel="preload" as="fetch" href="${PUBLIC_HOME_API}" crossorigin />`,
  );
}

/**
 * The shell served for every path that is not prerendered. It names no page (no og:url) and asks
 * search engines not to index it: those paths are sign-in, admin, or unknown.
 */
export function shellHtml(template: string): string {
  return insertBeforeHeadEnd(removeMeta(template, ['og:url', 'robots']), [
    '<meta name="robots" content="noindex" />',
  ]);
}
