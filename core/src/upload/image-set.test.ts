import { describe, expect, it } from 'vitest';
import { uploadedImage } from './fixtures';
import {
  altOf,
  imageOf,
  MAX_IMAGE_WIDTH,
  readImage,
  readImages,
  resizedHeight,
  resizePlan,
  srcsetOf,
} from './image-set';

describe('resizePlan', () => {
  it.each([
    [4000, [480, 960, 1600]],
    [1700, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1300, [480, 960, 1300]],
    // 960 is over 80% of 1100: it would cost bytes and look no sharper than 1100 itself.
    [1100, [480, 1100]],
    [800, [480, 800]],
    [600, [600]],
    [480, [480]],
    [200, [200]],
  ])('resizes a %i px wide original to %j', (original, plan) => {
    expect(resizePlan(original)).toEqual(plan);
  });

  it('never upscales, and never goes over the cap', () => {
    for (let width = 1; width <= 5000; width += 7) {
      const plan = resizePlan(width);
      expect(plan.at(-1)).toBe(Math.min(width, MAX_IMAGE_WIDTH));
      expect(plan).toEqual([...plan].sort((a, b) => a - b));
      expect(new Set(plan).size).toBe(plan.length);
    }
  });

  it('gives the same plan for the widest copy, so the API can check a stored set', () => {
    for (const width of [200, 700, 1100, 1600, 2500]) {
      expect(resizePlan(resizePlan(width).at(-1)!)).toEqual(resizePlan(width));
    }
  });

  it('keeps the proportions in the copies', () => {
    expect(resizedHeight({ width: 3000, height: 2000 }, 480)).toBe(320);
    expect(resizedHeight({ width: 1000, height: 1 }, 480)).toBe(1);
  });
});

describe('reading images for the page', () => {
  it('writes srcset from the copies, and nothing for an SVG', () => {
    expect(srcsetOf(uploadedImage)).toBe(
      '/uploads/a.webp 480w, /uploads/b.webp 960w, /uploads/c.webp 1600w',
    );
    expect(srcsetOf({ variants: [] })).toBeUndefined();
  });

  it('reads a stored set as it is', () => {
    expect(readImage(uploadedImage)).toEqual(uploadedImage);
  });

  it('reads odd stored values as no image, and odd parts as missing', () => {
    for (const value of [null, 'x', [], { alt: 'no src' }, { src: 'javascript:alert(1)' }]) {
      expect(readImage(value)).toBeNull();
    }
    expect(
      readImage({ src: '/art/a.svg', alt: 'Art', width: 10, height: 'tall', variants: [{}] }),
    ).toEqual({
      src: '/art/a.svg',
      alt: 'Art',
      decorative: false,
      width: null,
      height: null,
      variants: [],
    });
  });

  it('treats a picture without alt text as decorative: alt="" rather than none', () => {
    const image = readImage({ src: '/art/a.svg' })!;
    expect(image.decorative).toBe(true);
    expect(altOf(image)).toBe('');
    expect(altOf({ alt: 'typed before', decorative: true })).toBe('');
  });

  it('keeps the readable images of a list, up to the maximum', () => {
    expect(
      readImages([uploadedImage, 'odd', uploadedImage, uploadedImage, uploadedImage], 3),
    ).toHaveLength(3);
    expect(readImages('not a list', 3)).toEqual([]);
  });

  it('shows a record that holds only an old plain address', () => {
    expect(imageOf({ image_url: '/uploads/old.jpg' })).toEqual({
      src: '/uploads/old.jpg',
      alt: '',
      decorative: true,
      width: null,
      height: null,
      variants: [],
    });
    expect(imageOf({ image: uploadedImage, image_url: '/uploads/old.jpg' })).toEqual(uploadedImage);
    expect(imageOf({ image: null, image_url: null })).toBeNull();
  });
});
