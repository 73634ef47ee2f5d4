/*
 * A picture of the public site as the page writes it: `src`, the resized copies for `srcset`, the
 * intrinsic `width` and `height` (so the box is reserved before the bytes arrive) and the alt
 * text. Pure and free of valibot: the home page's chunk reads images with it, and the admin's
 * browser plans the resized copies with it (docs/decisions/050-responsive-images.md).
 */

import { isPlainObject } from '../lang/values';

/** One resized copy of an uploaded image: its address and width in pixels. */
export interface ImageVariant {
  src: string;
  width: number;
}

export interface SiteImage {
  /** What `<img src>` gets: the widest copy of an upload, an SVG of the site or a typed address. */
  src: string;
  /** Empty only when `decorative`. */
  alt: string;
  /** Adds nothing the text beside it does not say: empty alt, screen readers skip it. */
  decorative: boolean;
  /** Intrinsic size of `src` in pixels; null for an address typed without them. */
  width: number | null;
  height: number | null;
  /** The resized copies, narrowest first, the widest being `src`; none for SVG or typed addresses. */
  variants: ImageVariant[];
}

/** Widths made below the widest copy, which is the original's width capped at MAX_IMAGE_WIDTH. */
export const IMAGE_STEP_WIDTHS = [480, 960] as const;
export const MAX_IMAGE_WIDTH = 1600;
/** A step this close to the widest copy (over 80% of it) would add bytes, not sharpness. */
const STEP_GAP = 0.8;

/**
 * The widths an upload is resized to, narrowest first: each step clearly narrower than the
 * widest copy, then the widest (the original's width, at most MAX_IMAGE_WIDTH). Never upscales.
 * Asking again with the widest width gives the same plan, which is how the API checks a set.
 */
export function resizePlan(originalWidth: number): number[] {
  const widest = Math.min(Math.max(1, Math.round(originalWidth)), MAX_IMAGE_WIDTH);
  return [...IMAGE_STEP_WIDTHS.filter((width) => width < widest * STEP_GAP), widest];
}

/** The height of a copy `width` wide, keeping the original's proportions. */
export const resizedHeight = (original: { width: number; height: number }, width: number) =>
  Math.max(1, Math.round((original.height * width) / original.width));

/** The `srcset` attribute, or undefined when there are no resized copies. */
export const srcsetOf = (image: Pick<SiteImage, 'variants'>): string | undefined =>
  image.variants.length > 0
    ? image.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ')
    : undefined;

/** The alt attribute: empty for a decorative picture, never missing. */
export const altOf = (image: Pick<SiteImage, 'alt' | 'decorative'>): string =>
  image.decorative ? '' : image.alt;

const pixels = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
/** Only addresses an `<img>` may load: http(s) or a path of this site, never javascript: or data:. */
export const isImageAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:\/\/|\/)/i.test(value) && !/\s/.test(value);

/**
 * A stored image as the page can use it, or null. Never throws: content sections hold free JSON,
 * so anything odd in it reads as no image, and odd copies are left out.
 */
export function readImage(value: unknown): SiteImage | null {
  if (!isPlainObject(value) || !isImageAddress(value.src)) return null;
  const alt = typeof value.alt === 'string' ? value.alt : '';
  const width = pixels(value.width);
  const height = width === null ? null : pixels(value.height);
  const variants = Array.isArray(value.variants)
    ? value.variants.filter(
        (variant): variant is ImageVariant =>
          isPlainObject(variant) && isImageAddress(variant.src) && pixels(variant.width) !== null,
      )
    : [];
  return {
    src: value.src,
    alt,
    decorative: value.decorative === true || alt.trim() === '',
    width: height === null ? null : width,
    height,
    variants: variants.map(({ src, width: w }) => ({ src, width: w })),
  };
}

/** A list of stored images (the about section's), the readable ones, at most `max`. */
export const readImages = (value: unknown, max: number): SiteImage[] =>
  (Array.isArray(value) ? value : [])
    .map(readImage)
    .filter((image): image is SiteImage => image !== null)
    .slice(0, max);

/** A picture known only by its address: shown as it is, decorative, with no resized copies. */
export const addressImage = (src: string): SiteImage => ({
  src,
  alt: '',
  decorative: true,
  width: null,
  height: null,
  variants: [],
});

/**
 * A record's picture: its image set, else the plain address records held before image sets
 * (`image_url`), shown as it is and treated as decorative, as the cards always did.
 */
export function imageOf(record: { image?: unknown; image_url?: string | null }): SiteImage | null {
  const image = readImage(record.image);
  if (image) return image;
  return isImageAddress(record.image_url) ? addressImage(record.image_url) : null;
}
