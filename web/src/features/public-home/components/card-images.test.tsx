import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { SiteImage } from '@institute/core/upload/image-set';
import { renderWithTheme } from '../../../test/render';
import { Avatar, RecordAvatar } from './member-avatar';

const upload = (n: number) => `/uploads/0b9c1f0e-6f0a-4c53-9d1e-2a5b7c9d0e0${n}.webp`;
const portrait = (alt: string, src = upload(2)): SiteImage => ({
  src,
  alt,
  decorative: false,
  width: 960,
  height: 960,
  variants: [
    { src: upload(1), width: 480 },
    { src, width: 960 },
  ],
});

// Below-the-fold photos wait until the visitor scrolls near them, in boxes of a fixed size, so
// nothing moves when they arrive (CLS).
describe('card images', () => {
  it('load lazily, the smallest copy that fills a box of fixed size', () => {
    const member = { name: 'Govinda Das', image: portrait('Govinda Das') };
    renderWithTheme(<RecordAvatar record={member} size={72} />);
    const photo = screen.getByRole('img', { name: 'Govinda Das' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('decoding')).toBe('async');
    expect(photo.getAttribute('srcset')).toBe(`${upload(1)} 480w, ${upload(2)} 960w`);
    expect(photo.getAttribute('sizes')).toBe('72px');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['72', '72']);
    const box = photo.parentElement!;
    expect([box.style.width, box.style.height]).toEqual(['72px', '72px']);
  });

  it('show an address from before picture sets as it is, with no alt text', () => {
    const { container } = renderWithTheme(
      <RecordAvatar record={{ name: 'Govinda Das', image_url: '/uploads/team.jpg' }} size={72} />,
    );
    const photo = container.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('/uploads/team.jpg');
    expect(photo.getAttribute('alt')).toBe('');
    expect(photo.getAttribute('srcset')).toBeNull();
  });

  it('show the initials when there is no photo, or the photo fails to load', () => {
    const { rerender } = render(<Avatar image={null} name="radha priya devi" size={38} />);
    expect(screen.getByText('RP')).toBeTruthy();
    rerender(<Avatar image={portrait('Radha', upload(3))} name="radha priya devi" size={38} />);
    expect(screen.queryByText('RP')).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: 'Radha' }));
    expect(screen.getByText('RP')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    // Another photo gets its own chance.
    rerender(<Avatar image={portrait('Radha', upload(4))} name="radha priya devi" size={38} />);
    expect(screen.getByRole('img', { name: 'Radha' })).toBeTruthy();
  });
});
