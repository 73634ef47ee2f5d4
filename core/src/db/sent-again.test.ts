import { describe, expect, it } from 'vitest';
import { sentAgain } from './sent-again';

describe('sentAgain', () => {
  it('matches what is stored whatever order the table keeps a map in', () => {
    const sent = {
      title: 'Gita',
      image: { src: '/a.webp', alt: 'A' },
      intakes: [{ id: 'x', n: 1 }],
    };
    const stored = {
      intakes: [{ n: 1, id: 'x' }],
      image: { alt: 'A', src: '/a.webp' },
      title: 'Gita',
      id: 'stored-only',
    };
    expect(sentAgain(sent, stored)).toBe(true);
  });

  it('reads a missing field and null alike, and tells any other difference', () => {
    expect(sentAgain({ role: null, bio: undefined }, {})).toBe(true);
    expect(sentAgain({ title: 'Gita' }, { title: 'Gita ' })).toBe(false);
    expect(
      sentAgain({ intakes: [{ id: 'x' }, { id: 'y' }] }, { intakes: [{ id: 'y' }, { id: 'x' }] }),
    ).toBe(false);
    expect(sentAgain({ image: { src: '/a.webp' } }, { image: { src: '/a.webp', alt: 'A' } })).toBe(
      false,
    );
  });
});
