import { queryOptions } from '@tanstack/react-query';
import type { AdminGroup } from '@institute/core/auth/roles';
import type { AdminUser } from '@institute/core/users/schema';
import { adminRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/admin-session';

/*
 * The staff accounts, for super admins. Each change answers with the account as it now stands,
 * so the page can put it straight into the list's cache.
 */

// The API takes any text up to 128 characters as a username, so it is encoded for the path.
const userPath = (username: string) => `/users/${encodeURIComponent(username)}`;

/** GET /api/admin/users: every staff account with its roles. */
export const usersQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'users'],
    queryFn: ({ signal }) => adminRequest<AdminUser[]>('/users', { signal }),
  });

/** PUT /api/admin/users/:username/roles: the account's roles, replaced by these. */
export const setUserRoles = (username: string, roles: AdminGroup[]) =>
  adminRequest<AdminUser>(`${userPath(username)}/roles`, { method: 'PUT', body: { roles } });

/** PATCH /api/admin/users/:username: enables or disables the account. */
export const setUserEnabled = (username: string, enabled: boolean) =>
  adminRequest<AdminUser>(userPath(username), { method: 'PATCH', body: { enabled } });
