import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSION_MAP } from '@institute/core/access/permissions';
import { adminRequest } from '../../../lib/api';
import { permissionMapQuery, savePermissionMap } from './permission-map';
import { setUserEnabled, setUserRoles, usersQuery } from './users';

vi.mock('../../../lib/api', () => ({ adminRequest: vi.fn(async () => []) }));
afterEach(() => vi.mocked(adminRequest).mockClear());

describe('the users page requests', () => {
  it('reads the accounts and the map under the admin key, cancellable', async () => {
    const client = new QueryClient();
    await client.fetchQuery(usersQuery());
    await client.fetchQuery(permissionMapQuery());
    expect(usersQuery().queryKey).toEqual(['admin', 'users']);
    expect(permissionMapQuery().queryKey).toEqual(['admin', 'permission-map']);
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      ['/users', { signal: expect.any(AbortSignal) }],
      ['/users/permission-map', { signal: expect.any(AbortSignal) }],
    ]);
  });

  it('puts the username in the path encoded, and the change in the body', async () => {
    await setUserRoles('ana+staff@example.my', ['editor', 'course_manager']);
    await setUserEnabled('ana+staff@example.my', false);
    await savePermissionMap(DEFAULT_PERMISSION_MAP);
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      [
        '/users/ana%2Bstaff%40example.my/roles',
        { method: 'PUT', body: { roles: ['editor', 'course_manager'] } },
      ],
      ['/users/ana%2Bstaff%40example.my', { method: 'PATCH', body: { enabled: false } }],
      ['/users/permission-map', { method: 'PUT', body: DEFAULT_PERMISSION_MAP }],
    ]);
  });
});
