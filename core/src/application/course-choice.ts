import { COURSE_NAMES, CourseName } from './choices';

/* Matching a course title from /enroll?course= to a course choice. */

/** Words of a title: accents stripped, lower case, split on anything not a letter or digit. */
export function titleWords(title: string): string[] {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The slug of a title: its words joined by '-' ("Bhakti Shastri Course" -> "bhakti-shastri-course"). */
export function slugify(title: string): string {
  return titleWords(title).join('-');
}

/**
 * Spellings that name each choice, written without separators so "Bhakti-shastri",
 * "Bhakti Shastri" and "BhaktiShastri" all match. "other" is never matched from a title.
 */
const COURSE_ALIASES: Record<Exclude<CourseName, 'other'>, readonly string[]> = {
  'bhakti-shastri': ['bhaktishastri', 'bhaktisastri', 'bhaktishastra'],
  'bhakti-vaibhava': ['bhaktivaibhava'],
  idc: ['idc', 'iskcondisciplescourse', 'disciplescourse'],
  'gita-saram': ['gitasaram'],
  'gita-rahasya': ['gitarahasya'],
  audiobook: ['audiobook', 'audiobooks'],
  'deity-worship': ['deityworship'],
  'culture-etiquette': ['cultureetiquette', 'cultureandetiquette'],
};

const ALIAS_TO_CHOICE = new Map<string, CourseName>(
  (Object.entries(COURSE_ALIASES) as [CourseName, readonly string[]][]).flatMap(
    ([choice, aliases]) => aliases.map((alias) => [alias, choice] as const),
  ),
);

function isCourseName(value: string): value is CourseName {
  return (COURSE_NAMES as readonly string[]).includes(value);
}

/**
 * The courseName choice for a course title. A course that names its choice (`enroll_course`)
 * wins. Otherwise every run of consecutive title words, joined without separators, is looked up
 * among the aliases; exactly one matching choice is the answer, none or several give ''.
 */
export function courseChoiceForTitle(
  title: string | null | undefined,
  enrollCourse?: string | null,
): CourseName | '' {
  if (enrollCourse && isCourseName(enrollCourse)) return enrollCourse;
  const words = titleWords(title ?? '');
  const found = new Set<CourseName>();
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < words.length; end += 1) {
      joined += words[end];
      const choice = ALIAS_TO_CHOICE.get(joined);
      if (choice) found.add(choice);
    }
  }
  return found.size === 1 ? [...found][0]! : '';
}
