import { useQuery } from '@tanstack/react-query';
import type { AccessLevel, Area } from '@institute/core/access/permissions';
import { adminRequest } from './api';
import { ADMIN_QUERY_KEY } from './admin-session';

/** GET /api/admin/me: the signed-in admin as the API sees them, with the map's level per area. */
export interface AdminMe {
  sub: string;
  email: string;
  groups: string[];
  access: Record<Area, AccessLevel>;
}

export const ME_QUERY_KEY = [...ADMIN_QUERY_KEY, 'me'] as const;

/**
 * The caller's account and rights, from the API (which reads the one permission map). Asking
 * early also ends a session the API no longer accepts (a 401 signs out). Re-read every few
 * seconds of use, so a changed map reaches the navigation about when it reaches the API.
 */
export function useAdminMe() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => adminRequest<AdminMe>('/me', { signal }),
    staleTime: 10_000,
  });
}

/** The caller's level on an area; 'none' until the API has answered. */
function useAccessLevel(area: Area): AccessLevel {
  return useAdminMe().data?.access[area] ?? 'none';
}

/** The navigation hides what a role cannot read; the API refuses it either way. */
export function useCanRead(area: Area): boolean {
  return useAccessLevel(area) !== 'none';
}

/**
 * Whether to offer the area's add, edit, delete and save controls: a role that may only read
 * sees the same pages read-only, instead of a form whose save the API refuses.
 */
export function useCanWrite(area: Area): boolean {
  return useAccessLevel(area) === 'write';
}
