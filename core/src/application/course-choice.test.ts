import { describe, expect, it } from 'vitest';
import { courseChoiceForTitle, slugify } from './course-choice';

describe('courseChoiceForTitle', () => {
  // Each choice with the titles that name it, however they are spelt.
  it.each([
    [
      'bhakti-shastri',
      ['Bhakti-shastri', 'Bhakti Shastri Course', 'BHAKTI-SHASTRI', 'Bhakti-Śāstrī'],
    ],
    ['bhakti-vaibhava', ['Bhakti-vaibhava', 'Bhakti Vaibhava (Srimad-Bhagavatam Cantos 1-6)']],
    ['idc', ['ISKCON Disciples Course (IDC)', 'Disciples Course', 'IDC']],
    ['gita-saram', ['Gita Saram']],
    ['gita-rahasya', ['Bhagavad Gita Rahasya - 21 days']],
    ['deity-worship', ['Deity Worship Training']],
    ['culture-etiquette', ['Vaishnava Culture & Etiquette', 'Culture and Etiquette']],
    ['audiobook', ['Audiobook study']],
  ])('%s is read from %j', (choice, titles) => {
    for (const title of titles) expect(courseChoiceForTitle(title), title).toBe(choice);
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
