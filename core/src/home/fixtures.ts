/* The prerendered home page's shape, for the tests of the slots the server fills (decision 054). */
import { markHeroSlots } from './hero-page';

/** The hero's texts as React prerenders them, each element naming its slot. */
const HERO_TEXTS =
  '<p class="_eyebrow_1" data-hero-slot="eyebrow">spiritual education</p>' +
  '<h1 id="hero-title" class="_title_2" data-hero-slot="title">Welcome</h1>' +
  '<p class="_text_3" data-hero-slot="description">Study with us.</p>' +
  '<button type="button" class="_btn_4" data-hero-slot="buttonText">Explore Courses<svg aria-hidden="true"></svg></button>';

/** The shape of the prerendered `/`: React's preload first in the root, the hero deeper in. */
export const BUILT =
  '<html><head><title>Home</title></head><body><div id="root" data-prerendered="/">' +
  '<link rel="preload" as="image" href="/art/hero-lotus.svg" fetchPriority="high"/><!--$-->' +
  `<main>${HERO_TEXTS}<img src="/art/hero-lotus.svg" width="480" height="480" ` +
  'alt="A lotus opening at dawn" class="_heroArt_1a2b_3" decoding="async" fetchPriority="high"/>' +
  '<img src="/art/about-lamp.svg" alt="A lamp" decoding="async" loading="lazy"/></main>' +
  '<!--/$--></div></body></html>';
export const TEMPLATE = markHeroSlots(BUILT);

/** A published hero content section with this content. */
export const heroSection = (content: unknown, overrides: Record<string, unknown> = {}) => ({
  id: 'hero-1',
  section_type: 'hero' as const,
  status: 'published',
  created_at: '2026-11-01T00:00:00.000Z',
  content,
  ...overrides,
});
