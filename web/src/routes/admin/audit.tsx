import { createFileRoute } from '@tanstack/react-router';
import { stringParams, useSearchReplace } from '../../lib/use-search-state';
import { AuditPage } from '../../features/admin-audit/audit-page';
import type { AuditFilters } from '../../features/admin-audit/api/audit-log';

const KEYS = ['user', 'entity', 'from', 'to'] as const;

export const Route = createFileRoute('/admin/audit')({
  validateSearch: (search: Record<string, unknown>): AuditFilters =>
    stringParams(search, KEYS, 254),
  component: AuditRoute,
});

function AuditRoute() {
  const filters = Route.useSearch();
  const onFiltersChange = useSearchReplace<AuditFilters>(Route.useNavigate());
  return <AuditPage filters={filters} onFiltersChange={onFiltersChange} />;
}
