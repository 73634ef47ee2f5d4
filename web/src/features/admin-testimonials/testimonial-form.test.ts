import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@institute/core/testimonial/schema';
import {
  editableFields,
  savedUntouched,
  savedWithPlainAddress,
  STORED,
  STORED_IMAGE,
} from '../../test/admin-form-round-trip';
import { testimonialConfig } from './testimonials-admin-page';

const testimonial: Testimonial = {
  id: 't1',
  name: 'Radha',
  role: 'Bhakti-shastri student',
  content: 'The classes changed how I read.',
  rating: 4,
  image_url: null,
  image: STORED_IMAGE,
  ...STORED,
};

describe('the testimonial form holds the API body as it is', () => {
  it('sends a testimonial saved untouched back exactly as stored', () => {
    expect(savedUntouched(testimonialConfig, testimonial)).toEqual(editableFields(testimonial));
  });

  it('keeps the plain address of a testimonial saved before pictures had sizes', () => {
    expect(savedWithPlainAddress(testimonialConfig, testimonial, '/uploads/radha.jpg')).toEqual({
      image: null,
      image_url: '/uploads/radha.jpg',
    });
  });

  it('starts a missing role as an empty input and sends it as none', () => {
    expect(savedUntouched(testimonialConfig, { ...testimonial, role: null })).toMatchObject({
      role: null,
    });
  });
});
