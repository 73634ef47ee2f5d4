import { useEffect } from 'react';
import { stringParams, useSearchReplace } from '../../../lib/use-search-state';
import { rememberInboxSearch } from '../../../lib/inbox-return';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../../features/admin-applications/applications-page';
import type { InboxSearchParams } from '../../../features/admin-applications/api/inbox';

export const Route = createFileRoute('/admin/applications/')({
  validateSearch: (search: Record<string, unknown>): InboxSearchParams =>
    stringParams(search, ['course', 'status', 'country', 'from', 'to', 'q'], 100),
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const params = Route.useSearch();
  useEffect(() => rememberInboxSearch(params), [params]);
  const onParamsChange = useSearchReplace<InboxSearchParams>(Route.useNavigate());
  return <ApplicationsPage params={params} onParamsChange={onParamsChange} />;
}
