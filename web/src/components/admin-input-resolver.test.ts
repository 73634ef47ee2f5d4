import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { camelName, formFieldOf, inputResolver } from './admin-input-resolver';

const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('Title is required')),
  sort_order: v.pipe(v.number(), v.integer('Sort order must be a whole number')),
});

interface Form {
  title: string;
  sortOrder: number;
}

const resolve = (values: Form) =>
  inputResolver(schema, (form: Form) => ({ title: form.title, sort_order: form.sortOrder }))(
    values,
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );

describe('inputResolver', () => {
  it('returns the schema output as the submitted values', async () => {
    expect(await resolve({ title: '  Gita Saram ', sortOrder: 2 })).toEqual({
      values: { title: 'Gita Saram', sort_order: 2 },
      errors: {},
    });
  });

  it('puts each problem on the camelCase field it came from', async () => {
    const result = await resolve({ title: ' ', sortOrder: 1.5 });
    expect(result.errors).toEqual({
      title: { type: 'validation', message: 'Title is required' },
      sortOrder: { type: 'validation', message: 'Sort order must be a whole number' },
    });
  });

  it('turns wire names into form names', () => {
    expect(camelName('section_type')).toBe('sectionType');
    expect(camelName('image_url')).toBe('imageUrl');
    expect(camelName('title')).toBe('title');
  });

  it('puts a nested problem on the flat field of the same name, else on its top field', () => {
    const values = { socialLinksLinkedin: '', content: '' };
    expect(formFieldOf('social_links.linkedin', values)).toBe('socialLinksLinkedin');
    expect(formFieldOf('content.title', values)).toBe('content');
    expect(formFieldOf(undefined, values)).toBe('root');
  });

  it("puts a problem of a list row on that row's field, nested as react-hook-form reads it", async () => {
    expect(formFieldOf('intakes.1.start_date', { intakes: [] })).toBe('intakes.1.startDate');
    const rows = v.object({
      intakes: v.array(v.object({ capacity: v.pipe(v.number(), v.minValue(1, 'At least 1')) })),
    });
    const result = await inputResolver(rows, (form: { intakes: { capacity: number }[] }) => form)(
      { intakes: [{ capacity: 2 }, { capacity: 0 }] },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({
      intakes: [undefined, { capacity: { type: 'validation', message: 'At least 1' } }],
    });
  });
});
