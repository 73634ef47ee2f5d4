import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-messages';
import { displayRating, testimonialInputSchema, testimonialRecordSchema } from './schema';

const errors = (input: unknown) => fieldErrors(testimonialInputSchema, input);

describe('testimonialInputSchema', () => {
  it('requires name and content', () => {
    expect(errors({})).toEqual({ name: 'Name is required', content: 'Content is required' });
    expect(errors({ name: ' ', content: '' })).toEqual({
      name: 'Name is required',
      content: 'Content is required',
    });
  });

  it('keeps the paragraphs of the content, and the name and role on one line', () => {
    const content = 'The course changed my mornings.\n\nThank you, teachers.';
    const saved = v.parse(testimonialInputSchema, {
      name: 'Gopal\nDas',
      role: 'Bhakti-shastri\r\nstudent',
      content,
    });
    expect(saved).toMatchObject({ name: 'Gopal Das', role: 'Bhakti-shastri student', content });
  });

  it('defaults the rating to 5, status published and sort_order 0', () => {
    expect(v.parse(testimonialInputSchema, { name: 'Gopal', content: 'Wonderful' })).toEqual({
      name: 'Gopal',
      role: null,
      content: 'Wonderful',
      rating: 5,
      image_url: null,
      image: null,
      status: 'published',
      publish_from: null,
      unpublish_after: null,
      sort_order: 0,
    });
  });

  it.each([0, 6, 3.5, '4'])('refuses rating %j', (rating) => {
    expect(errors({ name: 'G', content: 'C', rating })).toEqual({
      rating: 'Rating must be a whole number from 1 to 5',
    });
  });

  it.each([1, 5])('accepts rating %j', (rating) => {
    expect(v.parse(testimonialInputSchema, { name: 'G', content: 'C', rating }).rating).toBe(
      rating,
    );
  });
});

describe('public rating', () => {
  it('shows 0 to 5 stars, clamping anything else', () => {
    expect(displayRating(0)).toBe(0);
    expect(displayRating(4)).toBe(4);
    expect(displayRating(9)).toBe(5);
    expect(displayRating(-2)).toBe(0);
    expect(displayRating(undefined)).toBe(5);
    expect(v.parse(testimonialRecordSchema, { id: 't', rating: 0 }).rating).toBe(0);
    expect(v.parse(testimonialRecordSchema, { id: 't' }).rating).toBe(5);
  });
});
