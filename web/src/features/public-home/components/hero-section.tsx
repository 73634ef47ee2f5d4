import { IconArrowDown } from '@tabler/icons-react';
import { HERO_TEXT } from '../../../components/site-defaults';
import type { PublicHome } from '@institute/core/home/service';
import { sectionContent } from '../../../lib/public-home-query';
import { HERO_ART } from '@institute/core/upload/built-in-art';
import { readImage } from '@institute/core/upload/image-set';
import {
  HERO_IMAGE_ATTRIBUTE,
  HERO_IMAGE_SIZES,
  HERO_SLOT_ATTRIBUTE,
  servedHeroImage,
} from '@institute/core/home/hero-page';
import { HERO_TEXT_ATTRIBUTE, heroText, servedHeroText } from '@institute/core/home/hero-text';
import { Picture } from './picture';
import ui from '../../../components/public-ui.module.css';
import classes from './home.module.css';

function scrollToCourses() {
  const target = document.getElementById('courses');
  if (!target) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // Keyboard users continue from the courses section, not from the hero.
  target.focus({ preventScroll: true });
}

/** The hero image set the served `/` names on its root element (decision 054), read once. */
let served: ReturnType<typeof servedHeroImage> | undefined;
function firstServedHero() {
  if (typeof document === 'undefined') return null;
  served ??= servedHeroImage(document.getElementById('root')?.getAttribute(HERO_IMAGE_ATTRIBUTE));
  return served;
}

/** The hero texts the served `/` has in place of the built-in ones (decision 054), read once. */
let servedText: ReturnType<typeof servedHeroText> | undefined;
function firstServedText() {
  if (typeof document === 'undefined') return {};
  const value = document.getElementById('root')?.getAttribute(HERO_TEXT_ATTRIBUTE);
  if (value) servedText ??= servedHeroText(value);
  return servedText ?? {};
}

const slot = (key: string) => ({ [HERO_SLOT_ATTRIBUTE]: key });

export function HeroSection({ home }: { home: PublicHome | undefined }) {
  const content = sectionContent(home, 'hero');
  // The same rule as the server's (core/src/home/hero-text.ts); until the home data is here, the
  // texts the server put in the page, so hydration matches them.
  const { eyebrow, title, description, buttonText } = home
    ? heroText(home, HERO_TEXT)
    : { ...HERO_TEXT, ...firstServedText() };
  // The section's picture, else the artwork made for the site (what the prerendered page shows).
  // Until the home data is here, the picture the server put in the page (decision 054), so
  // hydration matches it and nothing is swapped.
  const image = (home ? readImage(content?.image) : firstServedHero()) ?? HERO_ART;

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={`${ui.container} ${classes.heroGrid}`}>
        <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-lg)', maxWidth: 720 }}>
          <p className={`${ui.text} ${classes.eyebrow}`} {...slot('eyebrow')}>
            {eyebrow}
          </p>
          <h1 id="hero-title" className={`${ui.title} ${classes.heroTitle}`} {...slot('title')}>
            {title}
          </h1>
          <p className={`${ui.text} ${classes.heroText}`} {...slot('description')}>
            {description}
          </p>
          <div>
            <button
              type="button"
              className={`${ui.button} ${ui.lg} ${ui.white}`}
              onClick={scrollToCourses}
              {...slot('buttonText')}
            >
              {buttonText}
              <IconArrowDown size={20} aria-hidden="true" />
            </button>
          </div>
        </div>
        {/* fetchpriority="high": React's prerender also writes it a <link rel="preload" as="image">
            (with imagesrcset and imagesizes for a resized set) ahead of the page's markup. */}
        <Picture image={image} sizes={HERO_IMAGE_SIZES} className={classes.heroArt} priority />
      </div>
    </section>
  );
}
