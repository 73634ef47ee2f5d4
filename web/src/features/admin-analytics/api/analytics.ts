import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsReport } from '@institute/core/analytics/service';
import { adminRequest } from '../../../lib/api';
import { ANALYTICS_QUERY_KEY } from '../../../lib/application-summary-query';

/** The days to report on, each a real ISO day and in order; an end left out is the API's own. */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

/**
 * GET /api/admin/analytics: applications per week, course, country and status, and Register Now
 * conversion, over the range (the last 12 weeks when it has no ends).
 */
export const analyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: [...ANALYTICS_QUERY_KEY, range],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(
        Object.entries(range).filter(([, value]) => Boolean(value)) as [string, string][],
      );
      return adminRequest<AnalyticsReport>(`/analytics?${params.toString()}`, { signal });
    },
  });
