import { describe, expect, it } from 'vitest';
import { comparableText } from './text';

describe('comparableText', () => {
  it('compares names however they were spaced or capitalised', () => {
    expect(comparableText('  Radha   Devi ')).toBe(comparableText('radha devi'));
    expect(comparableText('RADHA\tDEVI')).toBe('radha devi');
  });

  it('compares Tamil typed as composed or decomposed characters equal', () => {
    // "கொ" typed as one code point sequence and as its canonical parts.
    expect(comparableText('\u0b95\u0bca')).toBe(comparableText('\u0b95\u0bc6\u0bbe'));
  });
});
