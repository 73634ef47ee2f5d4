import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from '../../../lib/api';
import { auditLogQuery } from './audit-log';

vi.mock('../../../lib/api', () => ({ adminRequest: vi.fn() }));
afterEach(() => vi.mocked(adminRequest).mockReset());

describe('auditLogQuery', () => {
  it('asks for the set filters only, then each next page from the cursor the last gave', async () => {
    vi.mocked(adminRequest)
      .mockResolvedValueOnce({ items: [], cursor: 'page-2' })
      .mockResolvedValueOnce({ items: [], cursor: null });
    const filters = { user: 'ana@example.my', entity: '', to: '2026-11-30' };
    const query = auditLogQuery(filters);
    expect(query.queryKey).toEqual(['admin', 'audit', filters]);
    const log = await new QueryClient().fetchInfiniteQuery({ ...query, pages: 3 });
    expect(log.pageParams).toEqual([null, 'page-2']);
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      ['/audit?user=ana%40example.my&to=2026-11-30', { signal: expect.any(AbortSignal) }],
      [
        '/audit?user=ana%40example.my&to=2026-11-30&cursor=page-2',
        { signal: expect.any(AbortSignal) },
      ],
    ]);
  });

  it('asks for /audit bare when nothing is filtered', async () => {
    vi.mocked(adminRequest).mockResolvedValueOnce({ items: [], cursor: null });
    await new QueryClient().fetchInfiniteQuery(auditLogQuery({}));
    expect(vi.mocked(adminRequest)).toHaveBeenCalledWith('/audit', {
      signal: expect.any(AbortSignal),
    });
  });
});
