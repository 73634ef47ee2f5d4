import { describe, expect, it } from 'vitest';
import { SHASTRI_PREREQUISITES, VAIBHAVA_PREREQUISITES } from './course-requirement-texts';
import { prerequisitesFor } from './course-requirements';

const COURSES = [
  {
    title: 'ISKCON Disciples Course (IDC)',
    enroll_course: 'idc',
    prerequisites: ['Regular chanting of the Hare Krishna maha-mantra'],
  },
  { title: 'Gita Saram', enroll_course: null, prerequisites: [] },
  { title: 'Deity Worship Training', prerequisites: ['Chanting 16 rounds daily', 'Vegetarian.'] },
  { title: 'Bhakti-shastri', prerequisites: ['Chanting 16 rounds daily'] },
];

describe('the prerequisites an applicant is shown', () => {
  it('gives the two advanced courses their fixed words, whatever their records say', () => {
    expect(prerequisitesFor('bhakti-shastri', COURSES)).toBe(SHASTRI_PREREQUISITES);
    expect(prerequisitesFor('bhakti-vaibhava', [])).toBe(VAIBHAVA_PREREQUISITES);
  });

  it("lists another course's own prerequisites as one sentence, as its card does", () => {
    expect(prerequisitesFor('idc', COURSES)).toBe(
      'Regular chanting of the Hare Krishna maha-mantra.',
    );
    expect(prerequisitesFor('deity-worship', COURSES)).toBe(
      'Chanting 16 rounds daily, Vegetarian.',
    );
  });

  it('says none are listed for a published course without any', () => {
    expect(prerequisitesFor('gita-saram', COURSES)).toBe('None are listed.');
  });

  it('says nothing without a choice, for "Other", or for a course that is not published', () => {
    expect(prerequisitesFor('', COURSES)).toBeUndefined();
    expect(prerequisitesFor('other', COURSES)).toBeUndefined();
    expect(prerequisitesFor('gita-rahasya', COURSES)).toBeUndefined();
  });
});
