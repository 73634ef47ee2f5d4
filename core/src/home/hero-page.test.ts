import { describe, expect, it } from 'vitest';
import { HERO_ART } from '../upload/built-in-art';
import { addressImage, type SiteImage } from '../upload/image-set';
import {
  HERO_IMAGE_ATTRIBUTE,
  HERO_IMAGE_SIZES,
  fillHeroSlots,
  homePageHtml,
  markHeroSlots,
  servedHeroImage,
} from './hero-page';
import { uploadedImage } from '../upload/fixtures';
import { BUILT, TEMPLATE, heroSection } from './fixtures';

const between = (html: string, start: string, end: string) =>
  html.slice(html.indexOf(start) + start.length, html.indexOf(end));

describe('markHeroSlots', () => {
  it("wraps the hero's preload and image in markers and changes nothing else", () => {
    expect(between(TEMPLATE, '<!--hero-preload-->', '<!--/hero-preload-->')).toBe(
      '<link rel="preload" as="image" href="/art/hero-lotus.svg" fetchPriority="high"/>',
    );
    expect(between(TEMPLATE, '<!--hero-image-->', '<!--/hero-image-->')).toMatch(
      /^<img src="\/art\/hero-lotus.svg"[^>]*fetchPriority="high"\/>$/,
    );
    expect(between(TEMPLATE, '<!--hero-title-->', '<!--/hero-title-->')).toBe('Welcome');
    expect(TEMPLATE.replace(/<!--\/?hero-[a-zA-Z]+-->/g, '')).toBe(BUILT);
  });

  it('refuses a page without exactly one hero image and one preload', () => {
    expect(() => markHeroSlots(BUILT.replace(/<img[^>]*fetchPriority="high"\/>/, ''))).toThrow(
      'has 0 high-priority images, not exactly one',
    );
    expect(() =>
      markHeroSlots(
        BUILT.replace(
          '<!--$-->',
          '<!--$--><link rel="preload" as="image" href="/b.svg" fetchPriority="high"/>',
        ),
      ),
    ).toThrow('has 2 hero preloads');
  });
});

describe('fillHeroSlots', () => {
  it('preloads the copy set and shows it, keeping the template class and the rest of the page', () => {
    const html = fillHeroSlots(TEMPLATE, uploadedImage);
    const srcset = '/uploads/a.webp 480w, /uploads/b.webp 960w, /uploads/c.webp 1600w';
    expect(between(html, '<!--hero-preload-->', '<!--/hero-preload-->')).toBe(
      `<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="${HERO_IMAGE_SIZES}" fetchPriority="high"/>`,
    );
    expect(between(html, '<!--hero-image-->', '<!--/hero-image-->')).toBe(
      `<img src="/uploads/c.webp" srcSet="${srcset}" sizes="${HERO_IMAGE_SIZES}" width="1600" ` +
        'height="1200" alt="The study hall" class="_heroArt_1a2b_3" decoding="async" fetchPriority="high"/>',
    );
    expect(html).not.toContain('hero-lotus');
    expect(html).toContain('<img src="/art/about-lamp.svg" alt="A lamp"');
    expect(html).toContain(
      'data-hero-slot="title"><!--hero-title-->Welcome<!--/hero-title--></h1>',
    );
  });

  it('puts the image set on the root element, which reads back as the same picture', () => {
    const html = fillHeroSlots(TEMPLATE, uploadedImage);
    const value = new RegExp(
      `<div id="root" ${HERO_IMAGE_ATTRIBUTE}="([^"]*)" data-prerendered="/">`,
    ).exec(html)?.[1];
    expect(value).toBeDefined();
    const unescaped = value!
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(servedHeroImage(unescaped)).toEqual(uploadedImage);
  });

  it('escapes alt text and addresses everywhere they are written', () => {
    const hostile: SiteImage = {
      ...uploadedImage,
      src: '/uploads/x".webp?a=1&b=<2>',
      alt: `"><script>alert('hi')</script> & more`,
      variants: [{ src: '/uploads/y"onerror=alert(1)//.webp', width: 480 }],
    };
    const html = fillHeroSlots(TEMPLATE, hostile);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onerror');
    expect(html).toContain('src="/uploads/x&quot;.webp?a=1&amp;b=&lt;2&gt;"');
    expect(html).toContain(
      'alt="&quot;&gt;&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt; &amp; more"',
    );
    expect(html).toContain('imageSrcSet="/uploads/y&quot;onerror=alert(1)//.webp 480w"');
    // The JSON on the root element is escaped as one attribute value, too (id, it, the marker).
    const root = /<div id="root"[^>]*>/.exec(html)![0];
    expect(root.match(/"/g)).toHaveLength(6);
  });

  it('writes a typed address as React does: href preload, no srcset, no size', () => {
    const typed = addressImage('https://example.org/hall.jpg');
    const html = fillHeroSlots(TEMPLATE, typed);
    expect(between(html, '<!--hero-preload-->', '<!--/hero-preload-->')).toBe(
      '<link rel="preload" as="image" href="https://example.org/hall.jpg" fetchPriority="high"/>',
    );
    expect(between(html, '<!--hero-image-->', '<!--/hero-image-->')).toBe(
      '<img src="https://example.org/hall.jpg" alt="" class="_heroArt_1a2b_3" decoding="async" fetchPriority="high"/>',
    );
  });

  it('leaves a page built without the slots as it is', () => {
    expect(fillHeroSlots(BUILT, uploadedImage)).toBe(BUILT);
  });
});

// The sections' titles are the template's own: the texts are left as they are (hero-text.test.ts).
describe('homePageHtml', () => {
  it('fills in the picture of the live hero section', () => {
    const html = homePageHtml(TEMPLATE, {
      sections: [heroSection({ title: 'Welcome', image: uploadedImage })],
    });
    expect(html).toBe(fillHeroSlots(TEMPLATE, uploadedImage));
  });

  it('serves the built page as it is without a picture, or when only a draft has one', () => {
    expect(homePageHtml(TEMPLATE, { sections: [] })).toBe(TEMPLATE);
    expect(homePageHtml(TEMPLATE, { sections: [heroSection({ title: 'Welcome' })] })).toBe(
      TEMPLATE,
    );
    expect(
      homePageHtml(TEMPLATE, {
        sections: [heroSection({ image: { src: 'javascript:alert(1)', alt: 'x' } })],
      }),
    ).toBe(TEMPLATE);
    const draft = heroSection(
      { image: uploadedImage },
      { id: 'hero-2', status: 'draft', created_at: '2026-11-02T00:00:00.000Z' },
    );
    const live = heroSection({ title: 'Welcome' });
    expect(homePageHtml(TEMPLATE, { sections: [live, draft] })).toBe(TEMPLATE);
  });

  it('takes the newest published hero section', () => {
    const older = heroSection({ image: HERO_ART });
    const newer = heroSection(
      { image: uploadedImage },
      { id: 'hero-2', created_at: '2026-11-05T00:00:00.000Z' },
    );
    expect(homePageHtml(TEMPLATE, { sections: [newer, older] })).toContain('/uploads/c.webp');
  });
});

describe('servedHeroImage', () => {
  it('reads nothing from a missing, unreadable or unsafe value', () => {
    expect(servedHeroImage(null)).toBeNull();
    expect(servedHeroImage('')).toBeNull();
    expect(servedHeroImage('{not json')).toBeNull();
    expect(servedHeroImage(JSON.stringify({ src: 'javascript:alert(1)', alt: 'x' }))).toBeNull();
  });
});
