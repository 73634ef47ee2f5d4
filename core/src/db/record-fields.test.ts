import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { imageUrlInput, nullableText, parseJsonObject, toInt } from './record-fields';

describe('parseJsonObject', () => {
  it('answers the object typed in', () => {
    expect(parseJsonObject('{"title":"Hero","n":1}')).toEqual({ title: 'Hero', n: 1 });
    expect(parseJsonObject(' {} ')).toEqual({});
  });

  it.each(['{"title":', 'not json', '[1,2]', 'null', '"text"', '42', ''])(
    'ignores %j (undefined)',
    (text) => {
      expect(parseJsonObject(text)).toBeUndefined();
    },
  );
});

describe('toInt', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['7.9', 7],
    ['-4', -4],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [5.8, 5],
    [Number.NaN, 0],
  ])('%j -> %j', (text, expected) => {
    expect(toInt(text)).toBe(expected);
  });

  it('takes another fallback', () => {
    expect(toInt('x', 5)).toBe(5);
  });
});

describe('shared field schemas', () => {
  it('nullableText stores missing, null and blank as null and trims the rest', () => {
    const schema = nullableText(5);
    expect(v.parse(schema, undefined)).toBeNull();
    expect(v.parse(schema, null)).toBeNull();
    expect(v.parse(schema, '   ')).toBeNull();
    expect(v.parse(schema, ' ab ')).toBe('ab');
    expect(v.safeParse(schema, 'abcdef').issues?.[0]?.message).toBe('Must be at most 5 characters');
  });

  it('imageUrlInput takes http(s) and site paths only', () => {
    expect(v.parse(imageUrlInput, 'https://cdn.example.org/a.jpg')).toBe(
      'https://cdn.example.org/a.jpg',
    );
    expect(v.parse(imageUrlInput, '/images/a.jpg')).toBe('/images/a.jpg');
    expect(v.parse(imageUrlInput, '')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA', 'images/a.jpg']) {
      expect(v.safeParse(imageUrlInput, bad).issues?.[0]?.message).toBe(
        'Image URL must start with https://, http:// or /',
      );
    }
  });
});
