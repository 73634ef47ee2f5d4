import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initials('radha devi dasi')).toBe('RD');
    expect(initials('Govinda Das')).toBe('GD');
  });

  it('uses one letter for a one-word name', () => {
    expect(initials('Madhava')).toBe('M');
  });

  it('ignores extra spaces', () => {
    expect(initials('  anna   maria ')).toBe('AM');
  });

  it('gives an empty string for an empty name', () => {
    expect(initials('   ')).toBe('');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝒜lpha beta')).toBe('𝒜B');
  });
});
