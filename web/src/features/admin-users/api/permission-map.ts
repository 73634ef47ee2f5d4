import { queryOptions } from '@tanstack/react-query';
import type { PermissionMap } from '@institute/core/access/permissions';
import { adminRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/admin-session';

const PERMISSION_MAP_PATH = '/users/permission-map';

/** GET /api/admin/users/permission-map: the level each role has in each area, as stored. */
export const permissionMapQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'permission-map'],
    queryFn: ({ signal }) => adminRequest<PermissionMap>(PERMISSION_MAP_PATH, { signal }),
  });

/** PUT /api/admin/users/permission-map: the whole map at once; answers with the map it stored. */
export const savePermissionMap = (map: PermissionMap) =>
  adminRequest<PermissionMap>(PERMISSION_MAP_PATH, { method: 'PUT', body: map });
