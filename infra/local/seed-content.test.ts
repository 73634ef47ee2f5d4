import { describe, expect, it } from 'vitest';
import { COURSE_NAME_LABELS } from '@institute/core/application/choices';
import { courseChoiceForTitle } from '@institute/core/application/course-choice';
import { COURSES } from './seed-content';

describe('the seeded courses', () => {
  it('are named as the application form names their choice, so a card and the form agree', () => {
    const named = COURSES.flatMap((course) => {
      const choice = courseChoiceForTitle(course.title, course.enroll_course);
      return choice && choice !== 'other' ? [[course.title, COURSE_NAME_LABELS[choice]]] : [];
    });
    expect(named.length).toBeGreaterThanOrEqual(6);
    for (const [title, label] of named) expect(label).toBe(title);
  });
});
