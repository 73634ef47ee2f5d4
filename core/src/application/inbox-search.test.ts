import { describe, expect, it } from 'vitest';
import { searchTermsOf, searchTextOf } from './inbox';

/** The words stored for an applicant who gave no spiritual name. */
const wordsOf = (full_name: string, email: string, phone: string) =>
  searchTextOf({ full_name, spiritual_name: null, email, phone });

describe('inbox search', () => {
  it('stores the names, the address and the phone as international digits', () => {
    const words = wordsOf('Radha  Krishnan', 'Radha@Example.com', '012-345 6789');
    expect(words).toBe('radha krishnan radha@example.com 60123456789');
  });

  it('looks for a phone number as typed and as its stored digits, however it was written', () => {
    expect(searchTermsOf('+60 12-345 6789')).toEqual(['+60 12-345 6789', '60123456789']);
    expect(searchTermsOf('(012) 345 6789')).toEqual(['(012) 345 6789', '60123456789']);
    expect(searchTermsOf(' 345 6789 ')).toEqual(['345 6789', '3456789']);
    // Digits alone are looked for as they are too (an e-mail address may hold them).
    expect(searchTermsOf('2024')).toEqual(['2024']);
    expect(searchTermsOf('007')).toEqual(['007', '6007']);
  });

  it('looks for anything else as typed, and for nothing when blank', () => {
    expect(searchTermsOf('  Sita RAM ')).toEqual(['sita ram']);
    expect(searchTermsOf('sita.ram@example')).toEqual(['sita.ram@example']);
    expect(searchTermsOf('Room 12-3')).toEqual(['room 12-3']);
    expect(searchTermsOf('   ')).toEqual([]);
  });

  it('finds a name with accents typed with them or without', () => {
    const words = wordsOf('José Zoë', 'jose@example.com', '+60 12-345 6789');
    expect(words).toBe('josé zoë jose@example.com 60123456789 jose zoe');
    for (const query of ['jose zoe', 'José Zoë', 'JOSE ZOË'])
      expect(searchTermsOf(query).some((term) => words.includes(term))).toBe(true);
    expect(searchTermsOf('José')).toEqual(['josé', 'jose']);
    // Tamil keeps its vowel signs: a different word is not found.
    expect(searchTermsOf('ராதா')).toEqual(['ராதா']);
  });
});
