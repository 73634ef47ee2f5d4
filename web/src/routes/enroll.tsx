import { createFileRoute } from '@tanstack/react-router';
import { EnrollPage } from '../features/enroll/enroll-page';

interface EnrollSearch {
  course?: string;
  /** The intake the course card named (its next one). */
  intake?: string;
  /** The card offered the waitlist (the intake is closed or full). */
  waitlist?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/enroll')({
  validateSearch: (search: Record<string, unknown>): EnrollSearch => {
    const result: EnrollSearch = {};
    const course = search.course;
    // Titles that look like numbers arrive parsed; take them back as text.
    if (typeof course === 'string' && course.trim()) result.course = course;
    if (typeof course === 'number') result.course = String(course);
    // An intake only with its course; anything unreadable is dropped, never an error.
    if (result.course && typeof search.intake === 'string' && UUID.test(search.intake)) {
      result.intake = search.intake.toLowerCase();
      if (search.waitlist === true || search.waitlist === 'true') result.waitlist = true;
    }
    return result;
  },
  component: EnrollRoute,
});

function EnrollRoute() {
  const { course, intake, waitlist } = Route.useSearch();
  return <EnrollPage courseTitle={course} intakeId={intake} waitlist={waitlist} />;
}
