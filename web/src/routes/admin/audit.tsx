import { createFileRoute } from '@tanstack/react-router';
import { stringParams, useSearchReplace } from '../../lib/use-search-state';
import { AuditPage } from '../../features/admin-audit/audit-page';
import type { AuditFilters } from '../../features/admin-audit/api/audit-log';

export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search: Record<string, unknown>): AuditFilters =>
    stringParams(search, ['user', 'entity', 'from', 'to'], 254),
  component: AuditRoute,
});

function AuditRoute() {
  const filters = Route.useSearch();
  const onFiltersChange = useSearchReplace<AuditFilters>(Route.useNavigate());
  return <AuditPage filters={filters} onFiltersChange={onFiltersChange} />;
}
