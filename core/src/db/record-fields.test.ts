import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as fields from './record-fields';

describe('parseJsonObject', () => {
  it('answers the object typed in', () => {
    expect(fields.parseJsonObject('{"title":"Hero","n":1}')).toEqual({ title: 'Hero', n: 1 });
    expect(fields.parseJsonObject(' {} ')).toEqual({});
  });

  it.each(['{"title":', 'not json', '[1,2]', 'null', '"text"', '42', ''])(
    'ignores %j (undefined)',
    (text) => {
      expect(fields.parseJsonObject(text)).toBeUndefined();
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
    expect(fields.toInt(text)).toBe(expected);
  });

  it('takes another fallback', () => {
    expect(fields.toInt('x', 5)).toBe(5);
  });
});

describe('shared field schemas', () => {
  it('nullableText stores missing, null and blank as null and trims the rest', () => {
    const schema = fields.nullableText(5);
    expect(v.parse(schema, undefined)).toBeNull();
    expect(v.parse(schema, null)).toBeNull();
    expect(v.parse(schema, '   ')).toBeNull();
    expect(v.parse(schema, ' ab ')).toBe('ab');
    expect(v.safeParse(schema, 'abcdef').issues?.[0]?.message).toBe('Must be at most 5 characters');
  });

  it('staff text keeps a text area’s lines, folds a title’s, and refuses control characters', () => {
    const title = fields.requiredText('Title is required');
    expect(v.parse(title, 'Bhakti\nShastri')).toBe('Bhakti Shastri');
    expect(v.parse(fields.nullableText(100), 'Line one\nLine two')).toBe('Line one\nLine two');
    expect(v.parse(fields.nullableText(100, 'line'), '5 weeks\n')).toBe('5 weeks');
    for (const schema of [title, fields.nullableText(100)]) {
      expect(v.safeParse(schema, 'Bhakti\u0000').issues?.[0]?.message).toBe(
        'Must not contain control characters',
      );
    }
  });

  it('imageUrlInput takes http(s) and site paths only, without spaces', () => {
    expect(v.parse(fields.imageUrlInput, 'https://cdn.example.org/a.jpg')).toBe(
      'https://cdn.example.org/a.jpg',
    );
    expect(v.parse(fields.imageUrlInput, '/images/a.jpg')).toBe('/images/a.jpg');
    expect(v.parse(fields.imageUrlInput, '')).toBeNull();
    // An address with a space would be kept but never shown: the pages read it by the same rule.
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'images/a.jpg',
      '/images/my photo.jpg',
      'https://cdn.example.org/a.jpg\n/b.jpg',
    ]) {
      expect(v.safeParse(fields.imageUrlInput, bad).issues?.[0]?.message).toBe(
        'Image URL must start with https://, http:// or / and have no spaces',
      );
    }
  });
});

describe('jsonObjectInput', () => {
  const schema = fields.jsonObjectInput('Content must be a JSON object');
  const nested = (depth: number): Record<string, unknown> =>
    depth === 0 ? {} : { a: nested(depth - 1) };

  it('takes JSON objects DynamoDB can store as given', () => {
    expect(v.safeParse(schema, { a: 1.5, b: [0, -3, 1e-100], c: { d: 'த🙏' } }).success).toBe(true);
    expect(v.safeParse(schema, nested(16)).success).toBe(true);
  });

  // Each of these once reached DynamoDB and came back as a 500 (found by the fuzz tests).
  it.each([
    ['a denormal number', { a: { b: 5e-324 } }],
    ['an integer past 2^53', { a: -9007199254740992 }],
    ['a huge number', { a: [1e300] }],
    ['deep nesting', nested(17)],
  ])('refuses %s', (_name, value) => {
    expect(v.safeParse(schema, value).success).toBe(false);
  });
});

describe('toSortOrder', () => {
  it.each([
    ['12', 12],
    [' 1.5 ', 1.5],
    ['-0.25', -0.25],
    ['1.23456789', 1.234568],
    [2.5, 2.5],
    ['', 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('reads %j as %j', (text, expected) => {
    expect(fields.toSortOrder(text)).toBe(expected);
  });
});

describe('publishTimeInput', () => {
  const parsed = (value: unknown) => v.safeParse(fields.publishTimeInput, value);

  it('stores an instant with its zone as ISO UTC, and blank as none', () => {
    expect(parsed('2026-12-01T09:00:00+08:00').output).toBe('2026-12-01T01:00:00.000Z');
    expect(parsed('  ').output).toBeNull();
  });

  it('refuses a time without a zone, and a day the calendar lacks rather than moving it', () => {
    for (const value of ['2026-12-01T09:00', '2026-02-30T09:00:00+08:00', '2026-04-31T00:00Z'])
      expect([value, parsed(value).issues?.[0]?.message]).toEqual([
        value,
        fields.RECORD_MESSAGES.publishTime,
      ]);
  });
});
