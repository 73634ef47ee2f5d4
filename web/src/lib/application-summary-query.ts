import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatusCounts } from '@institute/core/application/inbox';
import { adminRequest } from './api';
import { ADMIN_QUERY_KEY } from './admin-session';

/** Query key of everything under /api/admin/applications (status changes refresh it all). */
export const APPLICATIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'applications'] as const;

/** The inbox's rows, which also say who has not had their status e-mail: a sent one refreshes them. */
export const APPLICATION_LIST_QUERY_KEY = [...APPLICATIONS_QUERY_KEY, 'list'] as const;

/** The analytics page's one query: a status change makes it stale too. */
export const ANALYTICS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'analytics'] as const;

/**
 * Counts by status: the dashboard card and the sidebar show how many are new. Only asked for
 * when the caller's role may read applications (`enabled`).
 */
export function useApplicationSummary(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...APPLICATIONS_QUERY_KEY, 'summary'],
    queryFn: ({ signal }) =>
      adminRequest<ApplicationStatusCounts>('/applications/summary', { signal }),
    staleTime: 30_000,
  });
}
