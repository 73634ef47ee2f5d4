import { describe, expect, it } from 'vitest';
import { courseChoiceForTitle, slugify } from './course-choice';

describe('courseChoiceForTitle', () => {
  it.each([
    ['Bhakti-shastri', 'bhakti-shastri'],
    ['Bhakti Shastri Course', 'bhakti-shastri'],
    ['BHAKTI-SHASTRI', 'bhakti-shastri'],
    ['Bhakti-Śāstrī', 'bhakti-shastri'],
    ['Bhakti-vaibhava', 'bhakti-vaibhava'],
    ['Bhakti Vaibhava (Srimad-Bhagavatam Cantos 1-6)', 'bhakti-vaibhava'],
    ['ISKCON Disciples Course (IDC)', 'idc'],
    ['Disciples Course', 'idc'],
    ['IDC', 'idc'],
    ['Gita Saram', 'gita-saram'],
    ['Bhagavad Gita Rahasya - 21 days', 'gita-rahasya'],
    ['Deity Worship Training', 'deity-worship'],
    ['Vaishnava Culture & Etiquette', 'culture-etiquette'],
    ['Culture and Etiquette', 'culture-etiquette'],
    ['Audiobook study', 'audiobook'],
  ])('%s -> %s', (title, choice) => {
    expect(courseChoiceForTitle(title)).toBe(choice);
  });

  it.each([
    ['18-day Bhagavad-gita course'],
    ['Other'],
    ['Bhakti-shastri to Bhakti-vaibhava bridge'],
    [''],
  ])('%j has no single match -> ""', (title) => {
    expect(courseChoiceForTitle(title)).toBe('');
  });

  it('prefers the choice a course names, and ignores an unknown one', () => {
    expect(courseChoiceForTitle('Weekend intensive', 'gita-saram')).toBe('gita-saram');
    expect(courseChoiceForTitle('Bhakti-shastri', 'other')).toBe('other');
    expect(courseChoiceForTitle('Bhakti-shastri', 'cooking')).toBe('bhakti-shastri');
    expect(courseChoiceForTitle(undefined, null)).toBe('');
  });

  it('slugify joins the lower-case words with dashes', () => {
    expect(slugify('  Bhakti Śāstrī: Course! ')).toBe('bhakti-sastri-course');
  });
});
