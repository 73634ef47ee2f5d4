import { courseChoiceForTitle } from '@institute/core/application/course-choice';
import type { Course } from '@institute/core/course/schema';
import { jsonBody } from './api';

/**
 * Counts a Register Now click for the analytics page's conversion figures, under the enrolment
 * choice the course leads to. Fire and forget: `keepalive` lets it finish while the page moves
 * on, and a failure (offline, rate limited) never gets in the visitor's way.
 *
 * Load it with a dynamic import from the click: the course-to-choice mapping brings the
 * application schema, which the enrolment page needs next anyway but the home page does not.
 */
export function recordRegisterClick(course: Pick<Course, 'title' | 'enroll_course'>): void {
  const choice = courseChoiceForTitle(course.title, course.enroll_course) || 'other';
  jsonBody({ course: choice })
    .then(({ body, headers }) =>
      fetch('/api/public/events/register-click', {
        method: 'POST',
        headers,
        body,
        keepalive: true,
      }),
    )
    .catch(() => undefined);
}
