import { useSearchReplace } from '../../../lib/use-search-state';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../../features/admin-applications/applications-page';
import type { InboxSearchParams } from '../../../features/admin-applications/applications-api';

const KEYS = ['course', 'status', 'country', 'from', 'to', 'q'] as const;

export const Route = createFileRoute('/admin/applications/')({
  // Only strings are kept here: route options stay in the entry chunk, so the real check (the
  // core schema) runs in the page, which is split off.
  validateSearch: (search: Record<string, unknown>): InboxSearchParams => {
    const params: InboxSearchParams = {};
    for (const key of KEYS) {
      const value = search[key];
      if (typeof value === 'string' && value.trim() !== '') params[key] = value.slice(0, 100);
    }
    return params;
  },
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const params = Route.useSearch();
  const onParamsChange = useSearchReplace<InboxSearchParams>(Route.useNavigate());
  return <ApplicationsPage params={params} onParamsChange={onParamsChange} />;
}
