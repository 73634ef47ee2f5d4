import { createFileRoute } from '@tanstack/react-router';
import { stringParams, useSearchReplace } from '../../lib/use-search-state';
import { AnalyticsPage, type AnalyticsSearch } from '../../features/admin-analytics/analytics-page';

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: (search: Record<string, unknown>): AnalyticsSearch =>
    stringParams(search, ['from', 'to'], 10),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = Route.useSearch();
  const onRangeChange = useSearchReplace<AnalyticsSearch>(Route.useNavigate());
  return <AnalyticsPage search={search} onRangeChange={onRangeChange} />;
}
