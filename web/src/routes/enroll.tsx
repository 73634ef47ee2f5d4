import { createFileRoute } from '@tanstack/react-router';
import { EnrollPage } from '../features/enroll/enroll-page';
import { stringParams } from '../lib/use-search-state';

interface EnrollSearch {
  course?: string;
  /** The form's step, from 1 (features/enroll/lib/step-in-address.ts). */
  step?: number;
}

/** A whole number from 1, or nothing: the form itself knows how many steps it has. */
function stepParam(value: unknown): { step?: number } {
  const step = typeof value === 'string' ? Number(value) : value;
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 ? { step } : {};
}

export const Route = createFileRoute('/enroll')({
  validateSearch: (search: Record<string, unknown>): EnrollSearch => ({
    ...stringParams(search, ['course'], 200),
    ...stepParam(search.step),
  }),
  component: EnrollRoute,
});

function EnrollRoute() {
  const { course } = Route.useSearch();
  // `intake` and `waitlist` (from a course card) are read by the page itself: checking them
  // here would put that code in the home page's first download.
  // The page is plain markup; the form brings Mantine with it once it loads (form-stack.tsx).
  return <EnrollPage courseTitle={course} />;
}
