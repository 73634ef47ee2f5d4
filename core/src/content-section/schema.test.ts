import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-messages';
import { contentSectionInputSchema } from './schema';

const errors = (input: unknown) => fieldErrors(contentSectionInputSchema, input);

describe('contentSectionInputSchema', () => {
  it('requires a title and a known section type', () => {
    expect(errors({})).toEqual({
      title: 'Title is required',
      section_type: 'Section type must be hero, about, statistics or footer',
    });
    expect(errors({ title: 'T', section_type: 'banner' })).toEqual({
      section_type: 'Section type must be hero, about, statistics or footer',
    });
  });

  it('defaults content to {} and status to published', () => {
    expect(v.parse(contentSectionInputSchema, { title: 'Hero', section_type: 'hero' })).toEqual({
      title: 'Hero',
      section_type: 'hero',
      content: {},
      status: 'published',
      publish_from: null,
      unpublish_after: null,
    });
  });

  it.each([[[1, 2]], ['text'], [null], [42]])('refuses content %j', (content) => {
    expect(errors({ title: 'T', section_type: 'about', content })).toEqual({
      content: 'Content must be a JSON object',
    });
  });

  it('keeps a JSON object as given and bounds its size', () => {
    const content = { title: 'About', nested: { list: [1, 2] } };
    expect(
      v.parse(contentSectionInputSchema, { title: 'T', section_type: 'about', content }).content,
    ).toEqual(content);
    expect(
      errors({ title: 'T', section_type: 'about', content: { body: 'x'.repeat(20_001) } }),
    ).toEqual({
      content: 'Must be at most 20000 characters of JSON',
    });
  });
});
