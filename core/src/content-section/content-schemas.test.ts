import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  STATISTICS_MAX,
  contentSectionFormSchema,
  sectionContentErrors,
  statisticRowsOf,
} from './content-schemas';

describe('section content schemas', () => {
  it('accept what the seed stores and keys the site does not read', () => {
    expect(
      sectionContentErrors('hero', { eyebrow: 'e', title: 't', description: 'd', extra: [1] }),
    ).toEqual({});
    expect(sectionContentErrors('about', { title: 'About', body: 'One\n\nTwo' })).toEqual({});
    expect(sectionContentErrors('statistics', { heading: 'Numbers' })).toEqual({});
    expect(sectionContentErrors('footer', { text: 'Footer', links: { a: 1 } })).toEqual({});
    expect(sectionContentErrors('footer', {})).toEqual({});
  });

  it('name the field, in the words of the form, for text that is not text or too long', () => {
    expect(sectionContentErrors('hero', { title: 5, eyebrow: 'x'.repeat(81) })).toEqual({
      title: 'Headline must be text',
      eyebrow: 'Eyebrow must be at most 80 characters',
    });
    expect(sectionContentErrors('about', { body: 'x'.repeat(5001) })).toEqual({
      body: 'Text must be at most 5000 characters',
    });
    expect(sectionContentErrors('footer', { text: ['a'] })).toEqual({
      text: 'Footer text must be text',
    });
    expect(sectionContentErrors('hero', { title: 'Welcome\u0000', description: 'A\nB' })).toEqual({
      title: 'Must not contain control characters',
    });
  });

  it('check each statistics row: label required, value a whole number in range', () => {
    expect(
      sectionContentErrors('statistics', {
        stats: [
          { label: 'Graduates', value: 795, icon: 'cap' },
          { label: '  ', value: null },
          { label: 'Countries', value: 1.5 },
          { label: 'Programs', value: -1 },
          { label: 'Students', value: '55' },
          { value: 3 },
        ],
      }),
    ).toEqual({
      'stats.1.label': CONTENT_MESSAGES.labelRequired,
      'stats.1.value': CONTENT_MESSAGES.valueRequired,
      'stats.2.value': CONTENT_MESSAGES.valueWhole,
      'stats.3.value': 'Value must be between 0 and 1,000,000,000',
      'stats.4.value': CONTENT_MESSAGES.valueWhole,
      'stats.5.label': CONTENT_MESSAGES.statistic,
    });
    expect(sectionContentErrors('statistics', { stats: 'many' })).toEqual({
      stats: CONTENT_MESSAGES.stats,
    });
    const tooMany = Array.from({ length: STATISTICS_MAX + 1 }, (_, i) => ({
      label: `S${i}`,
      value: i,
    }));
    expect(sectionContentErrors('statistics', { stats: tooMany })).toEqual({
      stats: 'At most 8 statistics',
    });
  });

  it('only check the keys of the chosen type', () => {
    // `stats` means nothing to a hero, so it is kept as it is.
    expect(sectionContentErrors('hero', { stats: 'many', heading: 5 })).toEqual({});
  });
});

describe('contentSectionFormSchema', () => {
  const body = (content: unknown) => ({ title: 'T', section_type: 'hero', content });

  it('is the API body schema plus the content check, reported on content', () => {
    expect(v.parse(contentSectionFormSchema, body({ title: 'Hello', other: 1 }))).toEqual({
      title: 'T',
      section_type: 'hero',
      content: { title: 'Hello', other: 1 },
      status: 'published',
      publish_from: null,
      unpublish_after: null,
    });
    const result = v.safeParse(contentSectionFormSchema, body({ title: 5 }));
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['content', CONTENT_MESSAGES.fields],
    ]);
  });

  it('keeps the API messages for the rest of the body', () => {
    const result = v.safeParse(contentSectionFormSchema, {
      title: '',
      section_type: 'hero',
      content: [],
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['title', 'Title is required'],
      ['content', 'Content must be a JSON object'],
    ]);
  });
});

describe('statisticRowsOf (the public band)', () => {
  it('reads the valid rows, trimmed, at most eight, and nothing from odd content', () => {
    expect(
      statisticRowsOf({
        stats: [
          { label: ' Graduates ', value: 795, icon: 'cap' },
          { label: '', value: 3 },
          { label: 'Broken', value: 'x' },
          'row',
          { label: 'Countries', value: 6 },
        ],
      }),
    ).toEqual([
      { label: 'Graduates', value: 795 },
      { label: 'Countries', value: 6 },
    ]);
    const many = Array.from({ length: 10 }, (_, i) => ({ label: `S${i}`, value: i }));
    expect(statisticRowsOf({ stats: many })).toHaveLength(STATISTICS_MAX);
    expect(statisticRowsOf({ stats: 'many' })).toEqual([]);
    expect(statisticRowsOf({ heading: 'Numbers' })).toEqual([]);
    expect(statisticRowsOf(undefined)).toEqual([]);
  });
});
