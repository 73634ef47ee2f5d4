import { describe, expect, it } from 'vitest';
import { formValuesOf } from './admin-form-values';

const empty = {
  name: '',
  role: '' as string | null,
  rating: 5,
  social_links: { email: '' as string | null, linkedin: '' as string | null },
  intakes: [] as { id: string }[],
  publish_from: null as string | null,
};

describe('formValuesOf', () => {
  it("reads the form's fields from the record, under the same names", () => {
    const record = {
      id: 'r1',
      name: 'Radha',
      role: 'Teacher',
      rating: 4,
      social_links: { email: 'r@example.org', linkedin: null },
      intakes: [{ id: 'i1' }],
      publish_from: '2026-12-01T01:00:00.000Z',
      created_at: '2026-11-01T00:00:00.000Z',
    };
    expect(formValuesOf(record, empty)).toEqual({
      name: 'Radha',
      role: 'Teacher',
      rating: 4,
      social_links: { email: 'r@example.org', linkedin: '' },
      intakes: [{ id: 'i1' }],
      publish_from: '2026-12-01T01:00:00.000Z',
    });
  });

  it("starts a missing or null field as the new record's value, and leaves out what the form lacks", () => {
    expect(formValuesOf({ id: 'r2', name: 'Gopal', role: null, extra: 1 }, empty)).toEqual({
      ...empty,
      name: 'Gopal',
    });
  });
});
