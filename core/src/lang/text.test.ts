import { describe, expect, it } from 'vitest';
import { comparableText, withoutLatinAccents } from './text';

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

describe('withoutLatinAccents', () => {
  it('takes the accents off Latin letters, typed composed or decomposed', () => {
    expect(withoutLatinAccents('José Zoë Ñúñez')).toBe('Jose Zoe Nunez');
    expect(withoutLatinAccents('Jose\u0301')).toBe('Jose');
  });

  it('keeps the marks of other scripts, which are part of their letters', () => {
    expect(withoutLatinAccents('கொ ராதா')).toBe('கொ ராதா'.normalize('NFC'));
    expect(withoutLatinAccents('राधा')).toBe('राधा');
  });
});
