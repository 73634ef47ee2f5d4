import { describe, expect, it } from 'vitest';
import { sectionContentErrors } from '@institute/core/content-section/content-schemas';
import { ABOUT_ART, HERO_ART } from '@institute/core/upload/built-in-art';
import { IMAGE_MESSAGES } from '@institute/core/upload/image-schema';
import { contentToFields, fieldsToContent, keptKeys } from './content-fields';

// The pictures of the hero and about sections, edited beside their texts.
describe('section pictures in the form', () => {
  it('reads the hero picture and the about pictures into their inputs', () => {
    expect(contentToFields({ image: HERO_ART }).image).toEqual(HERO_ART);
    expect(contentToFields({ images: ABOUT_ART }).images).toEqual(ABOUT_ART);
    expect(contentToFields({ image: 'odd', images: 'odd' })).toMatchObject({
      image: null,
      images: [],
    });
  });

  it('writes a changed picture, keeps an unchanged one exactly as stored', () => {
    const stored = { title: 'T', image: { ...HERO_ART, extra: 'kept' } };
    const fields = contentToFields(stored);
    expect(fieldsToContent('hero', fields, stored)).toEqual(stored);
    const changed = { ...fields, image: { ...HERO_ART, alt: 'A lotus in the morning' } };
    expect(fieldsToContent('hero', changed, stored).image).toEqual(changed.image);
  });

  it('removes the key when the pictures are removed, so the built-in art shows again', () => {
    const stored = { title: 'T', images: ABOUT_ART };
    const fields = { ...contentToFields(stored), images: [] };
    expect(fieldsToContent('about', fields, stored)).toEqual({ title: 'T' });
    const hero = { image: HERO_ART };
    expect(fieldsToContent('hero', { ...contentToFields(hero), image: null }, hero)).toEqual({});
  });

  it('leaves another type’s picture key alone, listed as kept', () => {
    const stored = { text: 'Footer', image: HERO_ART };
    expect(fieldsToContent('footer', contentToFields(stored), stored)).toEqual(stored);
    expect(keptKeys('footer', stored)).toEqual(['image']);
    expect(keptKeys('hero', stored)).toEqual(['text']);
  });

  it('names a picture without alt text beside its input', () => {
    const image = { ...HERO_ART, alt: '', decorative: false };
    expect(sectionContentErrors('hero', { image })).toEqual({ 'image.alt': IMAGE_MESSAGES.alt });
    expect(sectionContentErrors('about', { images: [ABOUT_ART[0], image] })).toEqual({
      'images.1.alt': IMAGE_MESSAGES.alt,
    });
    expect(sectionContentErrors('about', { images: [...ABOUT_ART, HERO_ART] })).toEqual({
      images: 'At most 3 images',
    });
  });
});
