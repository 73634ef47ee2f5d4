import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@institute/core/testimonial/schema';
import {
  itSavesUntouchedAsStored,
  savedUntouched,
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
  itSavesUntouchedAsStored(testimonialConfig, testimonial, '/uploads/radha.jpg');

  it('starts a missing role as an empty input and sends it as none', () => {
    expect(savedUntouched(testimonialConfig, { ...testimonial, role: null })).toMatchObject({
      role: null,
    });
  });
});
