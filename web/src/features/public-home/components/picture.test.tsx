import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HERO_ART, courseArt } from '@institute/core/upload/built-in-art';
import { uploadedImage } from '@institute/core/upload/fixtures';
import { Picture } from './picture';

describe('Picture', () => {
  it('writes the resized copies, their sizes and the intrinsic size, lazily below the fold', () => {
    render(<Picture image={uploadedImage} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'The study hall' });
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/a.webp 480w, /uploads/b.webp 960w, /uploads/c.webp 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches the hero first, and gives SVG art its size without a srcset', () => {
    render(<Picture image={HERO_ART} sizes="420px" priority />);
    const img = screen.getByRole('img', { name: HERO_ART.alt });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '480']);
  });

  it('leaves decorative pictures out of what screen readers read, with alt=""', () => {
    const { container } = render(<Picture image={courseArt('advanced')} sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('src')).toBe('/art/course-advanced.svg');
  });
});
