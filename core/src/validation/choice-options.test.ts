import { describe, expect, it } from 'vitest';
import { choice, mustBeOneOf } from './choice-options';

describe('choice', () => {
  it('offers the values in the order declared, each with its label', () => {
    const { values, labels, options } = choice({ en: 'English', ms: 'Bahasa Malaysia' });
    expect(values).toEqual(['en', 'ms']);
    expect(labels.ms).toBe('Bahasa Malaysia');
    expect(options).toEqual([
      { value: 'en', label: 'English' },
      { value: 'ms', label: 'Bahasa Malaysia' },
    ]);
  });
});

describe('mustBeOneOf', () => {
  it('names every value, the last after "or"', () => {
    expect(mustBeOneOf('Level', ['foundational', 'intermediate', 'advanced'])).toBe(
      'Level must be foundational, intermediate or advanced',
    );
    expect(mustBeOneOf('Status', ['published', 'draft'])).toBe('Status must be published or draft');
    expect(mustBeOneOf('Answer', ['yes'])).toBe('Answer must be yes');
  });
});
