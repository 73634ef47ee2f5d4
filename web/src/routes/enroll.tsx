import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { EnrollPage } from '../features/enroll/enroll-page';

interface EnrollSearch {
  course?: string;
}

export const Route = createFileRoute('/enroll')({
  validateSearch: (search: Record<string, unknown>): EnrollSearch => {
    const course = search.course;
    // Titles that look like numbers arrive parsed; take them back as text.
    if (typeof course === 'string' && course.trim()) return { course };
    if (typeof course === 'number') return { course: String(course) };
    return {};
  },
  component: EnrollRoute,
});

function EnrollRoute() {
  const { course } = Route.useSearch();
  return (
    <MantineArea>
      <EnrollPage courseTitle={course} />
    </MantineArea>
  );
}
