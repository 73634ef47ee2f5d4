import { createFileRoute } from '@tanstack/react-router';
import { EnrollPage } from '../features/enroll/enroll-page';
import { stringParams } from '../lib/use-search-state';

interface EnrollSearch {
  course?: string;
}

export const Route = createFileRoute('/enroll')({
  validateSearch: (search: Record<string, unknown>): EnrollSearch =>
    stringParams(search, ['course'], 200),
  component: EnrollRoute,
});

function EnrollRoute() {
  const { course } = Route.useSearch();
  // `intake` and `waitlist` (from a course card) are read by the page itself: checking them
  // here would put that code in the home page's first download.
  // The page is plain markup; the form brings Mantine with it once it loads (form-stack.tsx).
  return <EnrollPage courseTitle={course} />;
}
