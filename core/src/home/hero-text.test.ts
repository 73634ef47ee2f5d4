import { describe, expect, it } from 'vitest';
import { BUILT, TEMPLATE, heroSection } from './fixtures';
import { fillHeroSlots, fillHeroTexts, homePageHtml, markHeroSlots } from './hero-page';
import {
  HERO_TEXT_ATTRIBUTE,
  heroText,
  heroTextEdits,
  servedHeroText,
  type HeroText,
} from './hero-text';

const BUILT_IN: HeroText = {
  eyebrow: 'spiritual education',
  title: 'Welcome',
  description: 'Study with us.',
  buttonText: 'Explore Courses',
};

const settings = (hero_section: Record<string, string>) => ({ hero_section });

const between = (html: string, key: string) =>
  html.slice(
    html.indexOf(`<!--hero-${key}-->`) + `<!--hero-${key}-->`.length,
    html.indexOf(`<!--/hero-${key}-->`),
  );

/** The root element's `data-hero-text`, read back as the browser would. */
function rootTexts(html: string) {
  const value = new RegExp(`<div id="root" ${HERO_TEXT_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) return undefined;
  return servedHeroText(
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
}

describe('heroText', () => {
  it("takes the live hero section's text, else the setting's, else the built-in text", () => {
    expect(heroText(undefined, BUILT_IN)).toEqual(BUILT_IN);
    expect(
      heroText(
        {
          sections: [heroSection({ eyebrow: 'enrolment open', title: '  ' })],
          settings: settings({
            title: 'From the setting',
            subtitle: '',
            button_text: 'See courses',
          }),
        },
        BUILT_IN,
      ),
    ).toEqual({
      eyebrow: 'enrolment open',
      title: 'From the setting',
      description: 'Study with us.',
      buttonText: 'See courses',
    });
    // The section's text wins over the setting's; a draft is not the live section.
    const home = {
      sections: [
        heroSection({ title: 'Live title', description: 'Live text' }),
        heroSection(
          { title: 'Draft' },
          { id: 'hero-2', status: 'draft', created_at: '2026-11-09' },
        ),
      ],
      settings: settings({ title: 'Setting', subtitle: 'Setting text' }),
    };
    expect(heroTextEdits(home)).toEqual({ title: 'Live title', description: 'Live text' });
  });
});

describe('markHeroSlots, the texts', () => {
  it('refuses a page without exactly one element for each hero text', () => {
    expect(() => markHeroSlots(BUILT.replace(' data-hero-slot="title"', ''))).toThrow(
      'has 0 hero title texts, not exactly one',
    );
  });
});

describe('fillHeroTexts', () => {
  it('puts the texts staff set in their slots and on the root, leaving the others', () => {
    const html = fillHeroTexts(TEMPLATE, { title: 'A new term begins', buttonText: 'Enrol now' });
    expect(between(html, 'title')).toBe('A new term begins');
    expect(between(html, 'buttonText')).toBe('Enrol now');
    expect(between(html, 'eyebrow')).toBe('spiritual education');
    expect(html).toContain(
      'Enrol now<!--/hero-buttonText--><svg aria-hidden="true"></svg></button>',
    );
    expect(rootTexts(html)).toEqual({ title: 'A new term begins', buttonText: 'Enrol now' });
    expect(html).toContain(`<div id="root" ${HERO_TEXT_ATTRIBUTE}="`);
  });

  it('escapes hostile text in the slot and on the root element', () => {
    const hostile = `</h1><script>alert('x')</script> & "more"`;
    const html = fillHeroTexts(TEMPLATE, { title: hostile, eyebrow: '<!--/hero-eyebrow-->' });
    expect(html).not.toContain('<script>');
    expect(between(html, 'title')).toBe(
      '&lt;/h1&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;',
    );
    expect(html.match(/<!--\/hero-eyebrow-->/g)).toHaveLength(1);
    expect(rootTexts(html)).toEqual({ title: hostile, eyebrow: '<!--/hero-eyebrow-->' });
    // One attribute value: its quotes are escaped (id, the value, data-prerendered).
    const root = /<div id="root"[^>]*>/.exec(html)![0];
    expect(root.match(/"/g)).toHaveLength(6);
  });

  it('leaves the page byte for byte as built when the texts are the built-in ones', () => {
    expect(fillHeroTexts(TEMPLATE, {})).toBe(TEMPLATE);
    expect(fillHeroTexts(TEMPLATE, BUILT_IN)).toBe(TEMPLATE);
    // React's escaping of the built text counts as the same text.
    const apostrophe = TEMPLATE.replace('>Welcome<', '>Rama&#x27;s &amp; Sita&#x27;s<');
    expect(fillHeroTexts(apostrophe, { title: "Rama's & Sita's" })).toBe(apostrophe);
    expect(fillHeroTexts(BUILT, { title: 'No slots' })).toBe(BUILT);
  });

  it('goes with the picture: both on the root element, the picture first', () => {
    const image = {
      src: '/uploads/c.webp',
      alt: 'Hall',
      decorative: false,
      width: 1600,
      height: 1200,
      variants: [],
    };
    const html = homePageHtml(TEMPLATE, {
      sections: [heroSection({ title: 'Open day on Sunday', image })],
    });
    expect(html).toBe(
      fillHeroSlots(fillHeroTexts(TEMPLATE, { title: 'Open day on Sunday' }), image),
    );
    expect(html).toMatch(/<div id="root" data-hero-image="[^"]*" data-hero-text="[^"]*"/);
  });
});

describe('servedHeroText', () => {
  it('reads only string texts of known keys, and nothing from a bad value', () => {
    expect(servedHeroText(null)).toEqual({});
    expect(servedHeroText('{not json')).toEqual({});
    expect(servedHeroText('"a string"')).toEqual({});
    expect(servedHeroText(JSON.stringify({ title: 'T', eyebrow: 3, other: 'x' }))).toEqual({
      title: 'T',
    });
  });
});
