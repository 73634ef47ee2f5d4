import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, typedText } from './plain-text';

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
