import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, lengthOfLimit, tooLongBy, typedText } from './plain-text';

const line = typedText('line');
const area = typedText('area');

describe('plain text', () => {
  it('folds a pasted line break or tab on a one-line answer to one space', () => {
    expect(v.parse(line, 'Radha\nKrishnan')).toBe('Radha Krishnan');
    expect(v.parse(line, 'Radha \r\n  Krishnan\t')).toBe('Radha Krishnan');
    expect(v.parse(line, 'Radha\u2028Krishnan')).toBe('Radha Krishnan');
  });

  it('keeps a text area’s line breaks and tabs', () => {
    expect(v.parse(area, '12 Jalan Sultan Idris Shah\r\nIpoh\tPerak')).toBe(
      '12 Jalan Sultan Idris Shah\r\nIpoh\tPerak',
    );
  });

  it.each(['Radha\u0000', 'Radha\u001b[31m', 'Radha\u007f', 'Radha\u0085', 'Ra\u000bdha'])(
    'refuses %j with its message, on either kind of field',
    (text) => {
      for (const schema of [line, area]) {
        const result = v.safeParse(schema, text);
        expect(result.success).toBe(false);
        expect(result.issues?.[0].message).toBe(CONTROL_CHARACTERS_MESSAGE);
      }
    },
  );

  it('takes any language and emoji', () => {
    expect(v.parse(line, 'ராதா கிருஷ்ணன் 🙏')).toBe('ராதா கிருஷ்ணன் 🙏');
  });
});

describe('length limits', () => {
  it('says how many characters to remove, counted as the limit counts them', () => {
    const schema = v.pipe(typedText('area'), v.maxLength(2000, tooLongBy(2000)));
    expect(v.safeParse(schema, 'x'.repeat(2350)).issues?.[0].message).toBe(
      'Please remove 350 characters: at most 2,000 are allowed',
    );
    // Trimmed first: the spaces around the text do not count.
    expect(v.safeParse(schema, ` ${'x'.repeat(2001)}  `).issues?.[0].message).toBe(
      'Please remove 1 character: at most 2,000 are allowed',
    );
    expect(v.safeParse(schema, ` ${'x'.repeat(2000)} `).success).toBe(true);
  });

  it('shows a length against its limit', () => {
    expect(lengthOfLimit(2350, 2000)).toBe('2,350 / 2,000 characters');
    expect(lengthOfLimit(96, 120)).toBe('96 / 120 characters');
  });
});
