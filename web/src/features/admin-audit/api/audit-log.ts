import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditPage } from '@institute/core/audit/schema';
import { adminRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/admin-session';

/** The applied filters, as the address holds them: each a non-empty string or absent. */
export interface AuditFilters {
  user?: string;
  entity?: string;
  from?: string;
  to?: string;
}

/** The query string of one page: the filters that are set, and where the page starts. */
function auditSearch(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/audit: the changes matching the filters, newest first, page by page. */
export const auditLogQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'audit', filters],
    queryFn: ({ pageParam, signal }) =>
      adminRequest<AuditPage>(`/audit${auditSearch(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
