import type { CourseName } from './choices';
import { courseChoiceForTitle } from './course-choice';
import { SHASTRI_PREREQUISITES, VAIBHAVA_PREREQUISITES } from './course-requirement-texts';

const FIXED_PREREQUISITES: Partial<Record<CourseName, string>> = {
  'bhakti-shastri': SHASTRI_PREREQUISITES,
  'bhakti-vaibhava': VAIBHAVA_PREREQUISITES,
};

/** Said for a published course whose record lists no prerequisites. */
export const NO_PREREQUISITES = 'None are listed.';

/** A course record as the public site has it: enough to match it to a choice. */
interface ListedCourse {
  title: string;
  enroll_course?: string | null;
  prerequisites: string[];
}

/**
 * What the prerequisites step tells an applicant about the course they chose: the fixed words
 * for Bhakti-shastri and Bhakti-vaibhava, otherwise the prerequisites of the published course
 * that matches the choice ("None are listed." when its list is empty), and nothing when no
 * published course matches (such as "Other").
 */
export function prerequisitesFor(
  courseName: string,
  courses: readonly ListedCourse[],
): string | undefined {
  if (!courseName) return undefined;
  const fixed = FIXED_PREREQUISITES[courseName as CourseName];
  if (fixed) return fixed;
  const course = courses.find(
    (listed) => courseChoiceForTitle(listed.title, listed.enroll_course) === courseName,
  );
  if (!course) return undefined;
  if (course.prerequisites.length === 0) return NO_PREREQUISITES;
  // Listed as the course card lists them, as one sentence.
  const listed = course.prerequisites.join(', ');
  return /[.!?]$/.test(listed) ? listed : `${listed}.`;
}
