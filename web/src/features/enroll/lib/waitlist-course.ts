import { courseChoiceForTitle } from '@institute/core/application/course-choice';
import { intakeState, intakeToday, nextIntake, type Intake } from '@institute/core/course/intakes';
import type { PublicCourse } from '@institute/core/home/service';

/**
 * The course whose waitlist an application for `courseName` joins, or null when it joins no
 * waitlist: the API places an application without a card's intake in the next intake of the
 * courses the choice maps to (core/src/intake/service.ts), on its waitlist when that intake is
 * closed or full. The same choice here, so the form can say so before it is sent.
 */
type ListedCourse = Pick<PublicCourse, 'title' | 'enroll_course' | 'intakes' | 'full_intakes'>;

const isOpen = (intake: Intake, course: ListedCourse, today: string) =>
  intakeState(intake, today, (course.full_intakes ?? []).includes(intake.id)) === 'open';

export function waitlistCourse(
  courseName: string,
  courses: readonly ListedCourse[],
  today = intakeToday(),
): { title: string } | null {
  if (!courseName) return null;
  const intakes = courses
    .filter((course) => courseChoiceForTitle(course.title, course.enroll_course) === courseName)
    .flatMap((course) => (course.intakes ?? []).map((intake) => ({ ...intake, course })));
  const next = nextIntake(intakes, today);
  if (!next) return null;
  return isOpen(next, next.course, today) ? null : { title: next.course.title };
}

/**
 * Whether a card's intake has closed or filled since the card was shown (a page or link kept
 * from before the last accept): the API then puts the application on its waitlist. False when
 * the intake is not listed (the home data says nothing of it).
 */
export function intakeNoLongerOpen(
  intakeId: string,
  courses: readonly ListedCourse[],
  today = intakeToday(),
): boolean {
  for (const course of courses) {
    const intake = (course.intakes ?? []).find((candidate) => candidate.id === intakeId);
    if (intake) return !isOpen(intake, course, today);
  }
  return false;
}
