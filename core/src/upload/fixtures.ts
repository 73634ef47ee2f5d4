import type { SiteImage } from './image-set';

/** An uploaded picture set, as the image field stores it: three copies, the largest its src. */
export const uploadedImage: SiteImage = {
  src: '/uploads/c.webp',
  alt: 'The study hall',
  decorative: false,
  width: 1600,
  height: 1200,
  variants: [
    { src: '/uploads/a.webp', width: 480 },
    { src: '/uploads/b.webp', width: 960 },
    { src: '/uploads/c.webp', width: 1600 },
  ],
};
