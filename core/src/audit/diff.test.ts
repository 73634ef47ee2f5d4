import { describe, expect, it } from 'vitest';
import { changedFields } from './diff';

describe('changedFields', () => {
  it('lists only the fields whose values differ, old and new', () => {
    expect(
      changedFields(
        { title: 'Old', body: 'Same', updated_at: '1' },
        { title: 'New', body: 'Same', updated_at: '2' },
      ),
    ).toEqual([{ field: 'title', before: 'Old', after: 'New' }]);
  });

  it('finds no change when only updated_at moved or keys are reordered', () => {
    expect(
      changedFields(
        { links: { a: 1, b: 2 }, updated_at: '1' },
        { links: { b: 2, a: 1 }, updated_at: '2' },
      ),
    ).toEqual([]);
  });

  it('ignores updated_at inside nested rows too (settings rows carry their own)', () => {
    expect(
      changedFields(
        { site_name: { setting_value: 'A', updated_at: '1' } },
        { site_name: { setting_value: 'A', updated_at: '2' } },
      ),
    ).toEqual([]);
  });

  it('treats a missing field and null alike, and reports added and removed fields', () => {
    expect(changedFields({ photo: null }, {})).toEqual([]);
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual([
      { field: 'b', before: null, after: 2 },
      { field: 'a', before: 1, after: null },
    ]);
  });

  it('compares every field of a create or delete against nothing', () => {
    expect(changedFields(null, { name: 'X' })).toEqual([
      { field: 'name', before: null, after: 'X' },
    ]);
  });
});
