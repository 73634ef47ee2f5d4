import { describe, expect, it } from 'vitest';
import { stringParams } from './use-search-state';

describe('stringParams', () => {
  it('keeps the named params that hold text, cut to the length given', () => {
    expect(
      stringParams({ q: 'Radha', status: 'new', other: 'x' }, ['q', 'status', 'course'], 100),
    ).toEqual({ q: 'Radha', status: 'new' });
    expect(stringParams({ q: 'a'.repeat(300) }, ['q'], 254)).toEqual({ q: 'a'.repeat(254) });
  });

  it('takes text that arrived parsed as a number back as text, and drops blanks and objects', () => {
    expect(stringParams({ course: 108 }, ['course'], 100)).toEqual({ course: '108' });
    expect(
      stringParams({ a: '  ', b: '', c: true, d: { x: 1 }, e: null }, ['a', 'b', 'c', 'd', 'e'], 9),
    ).toEqual({});
  });
});
