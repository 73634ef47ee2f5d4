import type { SiteImage } from './image-set';

/*
 * The artwork made for this site (web/public/art, SVG in the site's palette), shown until the
 * institute uploads its own pictures: the seed stores it, and the home page falls back to it
 * where a section or course has none. SVG scales itself, so it has no resized copies.
 */

const art = (name: string, width: number, height: number, alt: string): SiteImage => ({
  src: `/art/${name}.svg`,
  alt,
  decorative: alt === '',
  width,
  height,
  variants: [],
});

export const HERO_ART = art('hero-lotus', 480, 480, 'A lotus opening at dawn');

export const ABOUT_ART: SiteImage[] = [
  art('about-scripture', 640, 480, 'An open book of scripture on a wooden stand'),
  art('about-lamp', 640, 480, 'A ghee lamp burning'),
  art('about-temple', 640, 480, 'A temple doorway with two bells'),
];

/** A course card's picture by level; decorative, the card's heading names the course. */
export const courseArt = (level: string | null | undefined): SiteImage =>
  art(
    `course-${['intermediate', 'advanced', 'specialized'].includes(level ?? '') ? level : 'foundational'}`,
    640,
    320,
    '',
  );
