import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Course } from '@institute/core/course/schema';
import {
  itSavesUntouchedAsStored,
  savedUntouched,
  STORED,
  STORED_IMAGE,
} from '../../test/admin-form-round-trip';
import { courseConfig } from './courses-admin-page';

const course: Course = {
  id: 'c1',
  title: 'Bhakti-shastri',
  description: 'Study of four books.',
  duration: '8 weeks',
  level: 'advanced',
  prerequisites: ['Bhakti-sastri', 'Recommendation letter'],
  image: STORED_IMAGE,
  image_url: null,
  enroll_course: 'bhakti-shastri',
  intakes: [
    {
      id: '0b6a3a52-2c9e-4a7e-9d5b-1f6f0c7f1a11',
      start_date: '2027-01-10',
      deadline: '2027-01-03',
      capacity: 20,
    },
  ],
  ...STORED,
};

describe('the course form holds the API body as it is', () => {
  itSavesUntouchedAsStored(courseConfig, course, '/art/course-foundational.svg');

  it('starts blank fields of an older record as empty inputs, and sends them as none', () => {
    const older = { ...course, description: null, duration: null, image: null };
    expect(savedUntouched(courseConfig, older)).toMatchObject({
      description: null,
      duration: null,
      image: null,
    });
  });

  it('a new course passes with a title alone, published and first', () => {
    const body = v.parse(courseConfig.inputSchema, { ...courseConfig.emptyForm(), title: 'New' });
    expect(body).toMatchObject({ status: 'published', sort_order: 0, intakes: [] });
  });
});
