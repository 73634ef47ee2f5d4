import { describe, expect, it } from 'vitest';
import { CHOICE_OPTIONS, COURSE_NAMES, labelFor } from './choices';

describe('options and labels', () => {
  it('gives every choice value a readable label', () => {
    for (const options of Object.values(CHOICE_OPTIONS)) {
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        expect(option.label.trim()).not.toBe('');
        expect(option.label).not.toBe(option.value);
      }
    }
    expect(CHOICE_OPTIONS.course_name.map((option) => option.value)).toEqual([...COURSE_NAMES]);
    expect(CHOICE_OPTIONS.gender.map((option) => option.value)).toEqual([
      'male',
      'female',
      'prefer-not-to-say',
    ]);
  });

  it('labelFor answers the label, "" for unset and the value itself when unknown', () => {
    expect(labelFor('gender', 'prefer-not-to-say')).toBe('Prefer not to say');
    expect(labelFor('course_name', 'idc')).toBe('ISKCON Disciples Course (IDC)');
    expect(labelFor('country', 'usa')).toBe('United States');
    expect(labelFor('referral_source', '')).toBe('');
    expect(labelFor('referral_source', null)).toBe('');
    expect(labelFor('country', 'narnia')).toBe('narnia');
  });
});
