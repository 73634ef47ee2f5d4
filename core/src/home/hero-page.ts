/*
 * The home page as a visitor first receives it, with the hero picture staff uploaded already in
 * it: the prerendered `/` (built without data, so it shows the built-in art) has its hero `<img>`
 * and the preload React wrote for it between marker comments, and the server replaces what is
 * between them by plain string work. No React on the server. The browser hydrates the same
 * picture: the image set also travels on the root element (`data-hero-image`), which the hero
 * section reads while the home data is on its way (docs/decisions/054-hero-in-first-paint.md).
 */
import { escapeHtml } from '../html/escape';
import { liveSection } from '../content-section/live';
import type { SectionType } from '../content-section/schema';
import { altOf, readImage, srcsetOf, type SiteImage } from '../upload/image-set';

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
  return html
    .replace(preload, `${SLOTS.preload.start}${preload}${SLOTS.preload.end}`)
    .replace(img, `${SLOTS.image.start}${img}${SLOTS.image.end}`);
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

interface SectionLike {
  id: string;
  section_type: SectionType;
  status: string;
  created_at: string;
  content?: unknown;
}

/** The picture of the live hero section, if it has one (else the page shows the built-in art). */
export function liveHeroImage(sections: readonly SectionLike[]): SiteImage | null {
  const content = liveSection(sections, 'hero')?.content;
  return typeof content === 'object' && content !== null
    ? readImage((content as Record<string, unknown>).image)
    : null;
}

/** The served home page: the template with the live hero picture in it, or as it is without one. */
export function homePageHtml(
  template: string,
  home: { sections?: readonly SectionLike[] },
): string {
  const image = liveHeroImage(home.sections ?? []);
  return image ? fillHeroSlots(template, image) : template;
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
