import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, imageInput, imageListInput, storedImage } from './image-schema';
import { CONTROL_CHARACTERS_MESSAGE } from '../validation/plain-text';

const id = (n: number) => `0b9c1f0e-6f0a-4c53-9d1e-2a5b7c9d0e${String(n).padStart(2, '0')}`;
const upload = (n: number) => `/uploads/${id(n)}.webp`;

const SET = {
  src: upload(3),
  alt: 'The study hall at dawn',
  width: 1600,
  height: 900,
  variants: [
    { src: upload(1), width: 480 },
    { src: upload(2), width: 960 },
    { src: upload(3), width: 1600 },
  ],
};

/** The first message and where it points. */
function refusal(input: unknown) {
  const result = v.safeParse(imageInput, input);
  if (result.success) return null;
  return { path: v.getDotPath(result.issues[0]), message: result.issues[0].message };
}

describe('imageInput', () => {
  it('accepts an uploaded set, and none', () => {
    expect(v.parse(imageInput, SET)).toEqual({ ...SET, decorative: false });
    expect(v.parse(imageInput, null)).toBeNull();
    expect(v.parse(imageInput, undefined)).toBeNull();
  });

  it('accepts the site’s own art or a typed address without copies', () => {
    expect(
      v.parse(imageInput, { src: '/art/hero-lotus.svg', alt: 'A lotus', width: 480, height: 480 }),
    ).toMatchObject({ variants: [], width: 480 });
    expect(v.parse(imageInput, { src: 'https://example.org/a.jpg', alt: 'A' })).toMatchObject({
      width: null,
      height: null,
    });
  });

  it('requires alt text unless the picture is marked decorative', () => {
    expect(refusal({ ...SET, alt: '  ' })).toEqual({ path: 'alt', message: IMAGE_MESSAGES.alt });
    expect(refusal({ ...SET, alt: undefined })).toEqual({
      path: 'alt',
      message: IMAGE_MESSAGES.alt,
    });
    // Decorative: the alt is emptied even if something had been typed.
    expect(v.parse(imageInput, { ...SET, alt: 'typed', decorative: true })).toMatchObject({
      alt: '',
      decorative: true,
    });
    expect(refusal({ ...SET, alt: 'x'.repeat(251) })?.message).toBe(IMAGE_MESSAGES.altLength);
  });

  it('reads alt text as one line and refuses control characters in it', () => {
    expect(v.parse(imageInput, { ...SET, alt: ' The study hall\r\n at dawn ' })?.alt).toBe(
      'The study hall at dawn',
    );
    expect(refusal({ ...SET, alt: 'The study hall\u0000' })).toEqual({
      path: 'alt',
      message: CONTROL_CHARACTERS_MESSAGE,
    });
  });

  it('refuses copies that are not uploads of this site', () => {
    for (const src of ['/art/hero-lotus.svg', 'https://example.org/a.webp', '/uploads/../x.webp']) {
      const variants = [...SET.variants.slice(0, 2), { src, width: 1600 }];
      expect(refusal({ ...SET, src, variants })).toEqual({
        path: 'variants.2.src',
        message: IMAGE_MESSAGES.variantSrc,
      });
    }
  });

  it('refuses addresses an image may not load', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'photo.jpg',
      '/art/my lotus.svg',
      '',
    ]) {
      expect(refusal({ src, alt: 'A' })?.message).toBe(IMAGE_MESSAGES.src);
    }
  });

  it('refuses widths that do not match the resize plan', () => {
    expect(refusal({ ...SET, width: 1500 })).toEqual({
      path: 'variants',
      message: 'The resized copies of an image 1500 pixels wide must be 480, 960, 1500 pixels wide',
    });
    expect(refusal({ ...SET, variants: SET.variants.slice(1) })?.path).toBe('variants');
    expect(refusal({ ...SET, width: null, height: null })?.path).toBe('variants');
  });

  it('requires the widest copy to be the image itself', () => {
    expect(refusal({ ...SET, src: upload(2) })).toEqual({
      path: 'variants',
      message: IMAGE_MESSAGES.variantLast,
    });
  });

  it('needs both width and height, in whole pixels', () => {
    expect(refusal({ ...SET, height: null })).toEqual({
      path: 'height',
      message: IMAGE_MESSAGES.sizeBoth,
    });
    expect(refusal({ ...SET, width: 0 })?.message).toBe(IMAGE_MESSAGES.size);
    expect(refusal({ ...SET, height: 10.5 })?.message).toBe(IMAGE_MESSAGES.size);
    expect(refusal('/uploads/x.webp')?.message).toBe(IMAGE_MESSAGES.shape);
  });
});

describe('imageListInput', () => {
  it('takes up to the maximum', () => {
    expect(v.parse(imageListInput(3), [SET, SET])).toHaveLength(2);
    expect(v.safeParse(imageListInput(3), [SET, SET, SET, SET]).issues?.[0].message).toBe(
      'At most 3 images',
    );
  });
});

describe('storedImage', () => {
  it('never fails on odd stored values', () => {
    expect(v.parse(storedImage, undefined)).toBeNull();
    expect(v.parse(storedImage, 42)).toBeNull();
    expect(v.parse(storedImage, SET)).toMatchObject({ src: SET.src, variants: SET.variants });
  });
});
