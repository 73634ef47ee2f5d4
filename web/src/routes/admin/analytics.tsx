import { createFileRoute } from '@tanstack/react-router';
import { useSearchReplace } from '../../lib/use-search-state';
import { isIsoDay } from '@institute/core/calendar/institute-day';
import { AnalyticsPage, type AnalyticsSearch } from '../../features/admin-analytics/analytics-page';

const day = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? value : undefined);

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: (search: Record<string, unknown>): AnalyticsSearch => {
    const from = day(search.from);
    const to = day(search.to);
    // A backwards range is dropped rather than shown as an error.
    return from && to && from > to ? {} : { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  },
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const range = Route.useSearch();
  const onRangeChange = useSearchReplace<AnalyticsSearch>(Route.useNavigate());
  return <AnalyticsPage range={range} onRangeChange={onRangeChange} />;
}
