import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUS_TEMPLATES } from './defaults';

describe('the default e-mail templates', () => {
  it('give each status a subject of its own, so an applicant tells them apart in an inbox', () => {
    const subjects = Object.values(DEFAULT_STATUS_TEMPLATES).map((template) => template.en.subject);
    expect(subjects).toHaveLength(4);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});
