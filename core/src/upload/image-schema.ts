import * as v from 'valibot';
import { isImageAddress, readImage, resizePlan, type SiteImage } from './image-set';
import { isUploadedUrl } from './rules';
import { wholeNumber } from '../db/record-fields';
import { typedText } from '../validation/plain-text';

/*
 * The one schema of a picture field, for every record that has one (courses, the hero and about
 * sections): what the admin form sends and the API checks. See image-set.ts for the shape.
 */

export const MAX_ALT_LENGTH = 250;
export const MAX_IMAGE_PIXELS = 10_000;

export const IMAGE_MESSAGES = {
  shape: 'An image must be an object with src, alt, width, height and variants',
  src: 'Image address must start with https://, http:// or / and have no spaces',
  alt: 'Alt text is required: describe the picture for people who cannot see it, or mark it as decorative',
  altLength: `Alt text must be at most ${MAX_ALT_LENGTH} characters`,
  size: `Width and height must be whole numbers of pixels from 1 to ${MAX_IMAGE_PIXELS}`,
  sizeBoth: 'Give both the width and the height of the image, or neither',
  variantSrc: 'Resized copies must be images uploaded to this site (/uploads/…)',
  variantSize: 'Resized copies need their width and height',
  variantLast: 'The widest resized copy must be the image itself, as wide as its width',
  variantWidths: (width: number) =>
    `The resized copies of an image ${width} pixels wide must be ${resizePlan(width).join(', ')} pixels wide`,
} as const;

const pixels = wholeNumber(IMAGE_MESSAGES.size, 1, MAX_IMAGE_PIXELS);

const pixelsInput = v.optional(v.nullable(pixels), null);

const variantInput = v.object({
  src: v.pipe(
    v.string(IMAGE_MESSAGES.variantSrc),
    v.check(isUploadedUrl, IMAGE_MESSAGES.variantSrc),
  ),
  width: pixels,
});

/** Widths as resizePlan makes them for the widest copy: 480, 960, then the image's own width. */
const variantsMatch = (image: { width: number | null; variants: { width: number }[] }) =>
  image.variants.length === 0 ||
  (image.width !== null &&
    resizePlan(image.width).join() === image.variants.map((variant) => variant.width).join());

/** One picture: null (none) or the whole set, checked as a unit. */
export const imageInput = v.optional(
  v.nullable(
    v.pipe(
      v.object(
        {
          src: v.pipe(
            v.string(IMAGE_MESSAGES.src),
            v.trim(),
            v.maxLength(2048, IMAGE_MESSAGES.src),
            v.check<string, string>(isImageAddress, IMAGE_MESSAGES.src),
          ),
          alt: v.pipe(
            // A one-line field: a pasted line break becomes a space, control characters refused.
            v.optional(typedText('line', IMAGE_MESSAGES.alt), ''),
            v.maxLength(MAX_ALT_LENGTH, IMAGE_MESSAGES.altLength),
          ),
          decorative: v.optional(v.boolean(IMAGE_MESSAGES.shape), false),
          width: pixelsInput,
          height: pixelsInput,
          variants: v.optional(
            v.pipe(
              v.array(variantInput, IMAGE_MESSAGES.shape),
              v.maxLength(8, IMAGE_MESSAGES.shape),
            ),
            [],
          ),
        },
        IMAGE_MESSAGES.shape,
      ),
      v.forward(
        v.check((image) => image.decorative || image.alt !== '', IMAGE_MESSAGES.alt),
        ['alt'],
      ),
      v.forward(
        v.check(
          (image) => (image.width === null) === (image.height === null),
          IMAGE_MESSAGES.sizeBoth,
        ),
        ['height'],
      ),
      v.forward(
        v.check(
          (image) =>
            image.variants.length === 0 ||
            (image.height !== null && image.variants.at(-1)?.src === image.src),
          IMAGE_MESSAGES.variantLast,
        ),
        ['variants'],
      ),
      v.forward(
        v.check(
          (image) => variantsMatch(image),
          (issue) => IMAGE_MESSAGES.variantWidths(issue.input.width ?? 0),
        ),
        ['variants'],
      ),
      // A decorative picture has no alt text at all, whatever was typed before ticking it.
      v.transform((image): SiteImage => ({ ...image, alt: image.decorative ? '' : image.alt })),
    ),
  ),
  null,
);

/** Up to `max` pictures (the about section's). */
export const imageListInput = (max: number) =>
  v.pipe(
    v.array(imageInput, IMAGE_MESSAGES.shape),
    v.maxLength(max, `At most ${max} images`),
    v.transform((images) => images.filter((image): image is SiteImage => image !== null)),
  );

/** A stored picture as every reader sees it: never fails, anything odd is no picture. */
export const storedImage = v.pipe(v.optional(v.unknown(), null), v.transform(readImage));
