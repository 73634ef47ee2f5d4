/*
 * The home page as a visitor first receives it, with the hero picture staff uploaded already in
 * it: the prerendered `/` (built without data, so it shows the built-in art) has its hero `<img>`
 * and the preload React wrote for it between marker comments, and the server replaces what is
 * between them by plain string work. No React on the server. The browser hydrates the same
 * picture: the image set also travels on the root element (`data-hero-image`), which the hero
 * section reads while the home data is on its way (docs/decisions/054-hero-in-first-paint.md).
 */
import { escapeHtml } from '../html/escape';
import { liveSection, type SectionLike } from '../content-section/live';
import { altOf, readImage, srcsetOf, type SiteImage } from '../upload/image-set';
import { HERO_TEXT_ATTRIBUTE, HERO_TEXT_KEYS, heroTextEdits, type HeroText } from './hero-text';

/** Same media queries as the CSS: the hero's column beside the text from 48em, 420px at most. */
export const HERO_IMAGE_SIZES = '(min-width: 75em) 420px, (min-width: 48em) 38vw, 320px';

/** The template's key in the site's bucket (StaticSite uploads the build at the bucket's root). */
export const HOME_TEMPLATE_KEY = 'index.html';

/** The root element's attribute holding the served hero's image set, as JSON. */
export const HERO_IMAGE_ATTRIBUTE = 'data-hero-image';

const SLOTS = {
  preload: { start: '<!--hero-preload-->', end: '<!--/hero-preload-->' },
  image: { start: '<!--hero-image-->', end: '<!--/hero-image-->' },
} as const;

/** React's preload of the hero (`fetchPriority="high"` on an image) and the hero `<img>` itself. */
const HERO_PRELOAD = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/>/g;
const HERO_IMG = /<img\s[^>]*fetchPriority="high"[^>]*\/>/g;
const ROOT_OPEN = '<div id="root"';

/** The hero's elements name their text (`data-hero-slot`) so the build can find it. */
export const HERO_SLOT_ATTRIBUTE = 'data-hero-slot';
const textSlot = (key: keyof HeroText) => ({
  start: `<!--hero-${key}-->`,
  end: `<!--/hero-${key}-->`,
});
/** The opening tag of the element holding that text, and the text up to the next tag. */
const textElement = (key: keyof HeroText) =>
  new RegExp(`(<[a-z0-9]+\\s[^>]*${HERO_SLOT_ATTRIBUTE}="${key}"[^>]*>)([^<]*)`, 'g');

function only(html: string, pattern: RegExp, what: string): string {
  const found = html.match(pattern) ?? [];
  if (found.length !== 1) {
    throw new Error(`The prerendered home page has ${found.length} ${what}, not exactly one`);
  }
  return found[0]!;
}

/**
 * Build time: wraps the hero's preload and `<img>` in the marker comments the server fills in.
 * Comments other than React's own are skipped by hydration, and the page stays what it was.
 * Throws unless the page has exactly one of each, so the server never has to guess.
 */
export function markHeroSlots(html: string): string {
  const preload = only(html, HERO_PRELOAD, 'hero preloads');
  const img = only(html, HERO_IMG, 'high-priority images');
  if (!html.includes(ROOT_OPEN)) throw new Error('The prerendered home page has no root element');
  let marked = html
    .replace(preload, `${SLOTS.preload.start}${preload}${SLOTS.preload.end}`)
    .replace(img, `${SLOTS.image.start}${img}${SLOTS.image.end}`);
  for (const key of HERO_TEXT_KEYS) {
    only(marked, textElement(key), `hero ${key} texts`);
    const { start, end } = textSlot(key);
    marked = marked.replace(textElement(key), `$1${start}$2${end}`);
  }
  return marked;
}

const attribute = (name: string, value: string | number | null | undefined) =>
  value === undefined || value === null ? '' : ` ${name}="${escapeHtml(String(value))}"`;

/** What React writes for the hero's `<link rel="preload">` (a set has no href, only its srcset). */
export function heroPreloadHtml(image: SiteImage): string {
  const srcset = srcsetOf(image);
  return (
    '<link rel="preload" as="image"' +
    (srcset
      ? attribute('imageSrcSet', srcset) + attribute('imageSizes', HERO_IMAGE_SIZES)
      : attribute('href', image.src)) +
    ' fetchPriority="high"/>'
  );
}

/** What the hero section's `Picture` renders for this image, attribute for attribute. */
export function heroImageHtml(image: SiteImage, className: string | undefined): string {
  const srcset = srcsetOf(image);
  return (
    '<img' +
    attribute('src', image.src) +
    attribute('srcSet', srcset) +
    attribute('sizes', srcset ? HERO_IMAGE_SIZES : undefined) +
    attribute('width', image.width) +
    attribute('height', image.height) +
    attribute('alt', altOf(image)) +
    attribute('class', className) +
    ' decoding="async" fetchPriority="high"/>'
  );
}

function slotContent(html: string, slot: { start: string; end: string }) {
  const start = html.indexOf(slot.start);
  const end = html.indexOf(slot.end, start);
  if (start === -1 || end === -1 || html.indexOf(slot.start, start + 1) !== -1) return undefined;
  return {
    from: start + slot.start.length,
    to: end,
    text: html.slice(start + slot.start.length, end),
  };
}

/**
 * The home page with this hero picture in its slots: the preload, the `<img>` (keeping the
 * template's class) and the image set on the root element for hydration. A template without
 * the slots (built before them) is returned as it is.
 */
export function fillHeroSlots(template: string, image: SiteImage): string {
  const preload = slotContent(template, SLOTS.preload);
  const img = slotContent(template, SLOTS.image);
  const root = template.indexOf(ROOT_OPEN);
  // In the order the build writes them: the root element, React's preload inside it, the hero.
  const afterRoot = root + ROOT_OPEN.length;
  if (!preload || !img || root === -1 || !(afterRoot < preload.from && preload.to < img.from)) {
    return template;
  }
  // The hero's CSS-module class, as the build wrote it (letters, digits, `_` and `-`).
  const className = /\sclass="([\w -]*)"/.exec(img.text)?.[1];
  const json = JSON.stringify({
    src: image.src,
    alt: image.alt,
    decorative: image.decorative,
    width: image.width,
    height: image.height,
    variants: image.variants,
  });
  return (
    template.slice(0, afterRoot) +
    attribute(HERO_IMAGE_ATTRIBUTE, json) +
    template.slice(afterRoot, preload.from) +
    heroPreloadHtml(image) +
    template.slice(preload.to, img.from) +
    heroImageHtml(image, className) +
    template.slice(img.to)
  );
}

/** Text as the browser reads it from what React or `escapeHtml` wrote. */
const unescapeText = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/**
 * The home page with the hero texts staff set in their slots (escaped), and those that differ
 * from the build's on the root element, so the first client render writes the same. A text the
 * page already has is left alone: with the built-in texts the page is the template, byte for byte.
 */
export function fillHeroTexts(template: string, edits: Partial<HeroText>): string {
  const root = template.indexOf(ROOT_OPEN);
  if (root === -1) return template;
  const changed: Partial<HeroText> = {};
  let html = template;
  for (const key of HERO_TEXT_KEYS) {
    const text = edits[key];
    const slot = slotContent(html, textSlot(key));
    if (text === undefined || !slot || slot.from < root || unescapeText(slot.text) === text) {
      continue;
    }
    changed[key] = text;
    html = html.slice(0, slot.from) + escapeHtml(text) + html.slice(slot.to);
  }
  if (Object.keys(changed).length === 0) return template;
  const afterRoot = root + ROOT_OPEN.length;
  return (
    html.slice(0, afterRoot) +
    attribute(HERO_TEXT_ATTRIBUTE, JSON.stringify(changed)) +
    html.slice(afterRoot)
  );
}

/** The picture of the live hero section, if it has one (else the page shows the built-in art). */
export function liveHeroImage(sections: readonly SectionLike[]): SiteImage | null {
  const content = liveSection(sections, 'hero')?.content;
  return typeof content === 'object' && content !== null
    ? readImage((content as Record<string, unknown>).image)
    : null;
}

/**
 * The served home page: the template with the live hero picture and the hero texts staff set in
 * it; as it is with the built-in ones.
 */
export function homePageHtml(template: string, home: Parameters<typeof heroTextEdits>[0]): string {
  const image = liveHeroImage(home?.sections ?? []);
  const withTexts = fillHeroTexts(template, heroTextEdits(home));
  return image ? fillHeroSlots(withTexts, image) : withTexts;
}

/** The hero image set the server put on the root element, or null (none, or unreadable). */
export function servedHeroImage(value: string | null | undefined): SiteImage | null {
  if (!value) return null;
  try {
    return readImage(JSON.parse(value));
  } catch {
    return null;
  }
}
