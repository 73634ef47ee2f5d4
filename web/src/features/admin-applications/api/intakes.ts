import { queryOptions } from '@tanstack/react-query';
// Types only: the intake helpers stay in the public course cards' chunk.
import type { IntakeSummary } from '@institute/core/course/intakes';
import { adminRequest } from '../../../lib/api';
import { APPLICATIONS_QUERY_KEY } from '../../../lib/application-summary-query';

/** Every intake's counts, and today's day at the institute (for which are still to start). */
export interface IntakeSummaries {
  items: IntakeSummary[];
  today: string;
}

/**
 * GET /api/admin/applications/intakes: accepted and waitlisted counts for every intake. Under
 * the applications' key, so a status change refreshes them.
 */
export const intakeSummariesQuery = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'intakes'],
    queryFn: ({ signal }) => adminRequest<IntakeSummaries>('/applications/intakes', { signal }),
  });
