import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['takes the first letters of the first two words, in capitals', 'radha devi dasi', 'RD'],
    ['takes the first letters of the first two words, in capitals', 'Govinda Das', 'GD'],
    ['uses one letter for a one-word name', 'Madhava', 'M'],
    ['ignores extra spaces', '  anna   maria ', 'AM'],
    ['gives an empty string for an empty name', '   ', ''],
    ['keeps a letter outside the basic plane whole', '𝒜lpha beta', '𝒜B'],
  ])('%s: %j -> %j', (_rule, name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
