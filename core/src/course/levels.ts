/*
 * A course's level: the one vocabulary the admin form offers, the API checks and the home page
 * groups its course tabs by. Free of valibot, so the home page can import it without the
 * validation library (the size check pins that the public pages download none).
 */
import { choice } from '../validation/choice-options';

export const {
  values: COURSE_LEVELS,
  labels: COURSE_LEVEL_LABELS,
  options: COURSE_LEVEL_OPTIONS,
} = choice({
  foundational: 'Foundational',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  specialized: 'Specialized',
});
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The home page's tab titles, in tab order. */
export const COURSE_LEVEL_TAB_TITLES: Record<CourseLevel, string> = {
  foundational: 'Foundational Courses',
  intermediate: 'Intermediate Courses',
  advanced: 'Advanced Courses',
  specialized: 'Specialized Training',
};
