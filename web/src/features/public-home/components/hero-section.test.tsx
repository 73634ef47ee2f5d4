import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HERO_ART } from '@institute/core/upload/built-in-art';
import { uploadedImage } from '@institute/core/upload/fixtures';
import type { SiteImage } from '@institute/core/upload/image-set';
import {
  HERO_IMAGE_ATTRIBUTE,
  HERO_IMAGE_SIZES,
  fillHeroSlots,
  heroImageHtml,
  heroPreloadHtml,
  fillHeroTexts,
  markHeroSlots,
} from '@institute/core/home/hero-page';
import { HERO_TEXT_ATTRIBUTE } from '@institute/core/home/hero-text';
import { HERO_TEXT } from '../../../components/site-defaults';
import type { PublicHome } from '@institute/core/home/service';
import { Picture } from './picture';
import { HeroSection } from './hero-section';

/* Characters the markup must escape, in the alt text and in a copy's address. */
const UPLOADED: SiteImage = {
  ...uploadedImage,
  alt: `The hall's "new" <roof> & bells`,
  variants: uploadedImage.variants.map((copy) =>
    copy.width === 960 ? { ...copy, src: '/uploads/b.webp?v=1&w=2' } : copy,
  ),
};

/** Every attribute of the first element of that tag in the markup, as the browser reads them. */
function attributesOf(markup: string, tag: string): Record<string, string> {
  const element = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
  const found = element.querySelector(tag);
  if (!found) throw new Error(`no <${tag}> in ${markup}`);
  return Object.fromEntries([...found.attributes].map((a) => [a.name, a.value]));
}

const typed: SiteImage = {
  src: 'https://example.org/hall.jpg',
  alt: '',
  decorative: true,
  width: null,
  height: null,
  variants: [],
};

describe("the server's hero markup", () => {
  for (const [name, image] of [
    ['an uploaded set', UPLOADED],
    ['the built-in art', HERO_ART],
    ['a typed address', typed],
  ] as const) {
    it(`is what React renders for ${name}: the same preload and the same <img>`, () => {
      const react = renderToString(
        <Picture image={image} sizes={HERO_IMAGE_SIZES} className="hero" priority />,
      );
      expect(attributesOf(heroPreloadHtml(image), 'link')).toEqual(attributesOf(react, 'link'));
      expect(attributesOf(heroImageHtml(image, 'hero'), 'img')).toEqual(attributesOf(react, 'img'));
    });
  }
});

const withHero = (image: SiteImage | null): PublicHome =>
  ({
    sections: [
      {
        id: 'hero',
        section_type: 'hero',
        status: 'published',
        created_at: '2026-11-01T00:00:00.000Z',
        content: image ? { image } : {},
      },
    ],
    settings: {},
  }) as unknown as PublicHome;

describe('HeroSection on a served home page', () => {
  // act() outside Testing Library's render: React is told it runs under tests.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('hydrates the picture the server put in, without a warning, and follows the home data', async () => {
    // The page as the server sends it: the prerendered markup (React writes the preload first),
    // with the uploaded hero filled in.
    const built = `<div id="root" data-prerendered="/">${renderToString(<HeroSection home={undefined} />)}</div>`;
    document.body.innerHTML = fillHeroSlots(markHeroSlots(built), UPLOADED);
    const root = document.getElementById('root')!;
    expect(root.getAttribute(HERO_IMAGE_ATTRIBUTE)).toContain('/uploads/c.webp');
    const errors = vi.spyOn(console, 'error');

    let app!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      app = hydrateRoot(root, <HeroSection home={undefined} />);
    });
    expect(errors).not.toHaveBeenCalled();
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/c.webp');
    expect(img.getAttribute('alt')).toBe(UPLOADED.alt);

    // The home data arrives: its picture stays; once the hero has none, the built-in art is back.
    await act(async () => app.render(<HeroSection home={withHero(UPLOADED)} />));
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/uploads/c.webp');
    await act(async () => app.render(<HeroSection home={withHero(null)} />));
    expect(root.querySelector('img')!.getAttribute('src')).toBe(HERO_ART.src);
    expect(errors).not.toHaveBeenCalled();
    app.unmount();
  });

  it('hydrates the texts the server put in, without a warning, and follows the home data', async () => {
    // A fresh page load: the section keeps what it read from the root, and the test above read one.
    vi.resetModules();
    const { HeroSection: Loaded } = await import('./hero-section');
    const built = `<div id="root" data-prerendered="/">${renderToString(<Loaded home={undefined} />)}</div>`;
    const edits = { title: `</h1><script>alert('x')</script>`, buttonText: 'Enrol now' };
    document.body.innerHTML = fillHeroTexts(markHeroSlots(built), edits);
    const root = document.getElementById('root')!;
    expect(root.getAttribute(HERO_TEXT_ATTRIBUTE)).toContain('Enrol now');
    const h1 = root.querySelector('h1')!;
    expect(h1.textContent).toBe(edits.title);
    const errors = vi.spyOn(console, 'error');

    let app!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      app = hydrateRoot(root, <Loaded home={undefined} />);
    });
    expect(errors).not.toHaveBeenCalled();
    // Hydrated in place: the same element, the same text.
    expect(root.querySelector('h1')).toBe(h1);
    expect(h1.textContent).toBe(edits.title);
    expect(root.querySelector('button')!.textContent).toBe('Enrol now');
    expect(root.querySelector('p')!.textContent).toBe(HERO_TEXT.eyebrow);

    // The home data arrives without those edits: the built-in texts are back.
    await act(async () => app.render(<Loaded home={withHero(null)} />));
    expect(h1.textContent).toBe(HERO_TEXT.title);
    expect(root.querySelector('button')!.textContent).toBe(HERO_TEXT.buttonText);
    expect(errors).not.toHaveBeenCalled();
    app.unmount();
  });
});
