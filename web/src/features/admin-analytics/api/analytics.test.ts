import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from '../../../lib/api';
import { ANALYTICS_QUERY_KEY } from '../../../lib/application-summary-query';
import { analyticsQuery } from './analytics';

vi.mock('../../../lib/api', () => ({ adminRequest: vi.fn(async () => ({})) }));
afterEach(() => vi.mocked(adminRequest).mockClear());

describe('analyticsQuery', () => {
  it('sits under the analytics key, which a status change refreshes', () => {
    const range = { from: '2026-09-01', to: '2026-11-30' };
    expect(analyticsQuery(range).queryKey).toEqual([...ANALYTICS_QUERY_KEY, range]);
    expect(ANALYTICS_QUERY_KEY).toEqual(['admin', 'analytics']);
  });

  it('sends the ends that are set, and none for the last 12 weeks', async () => {
    const client = new QueryClient();
    await client.fetchQuery(analyticsQuery({ from: '2026-09-01' }));
    await client.fetchQuery(analyticsQuery({}));
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      ['/analytics?from=2026-09-01', { signal: expect.any(AbortSignal) }],
      ['/analytics?', { signal: expect.any(AbortSignal) }],
    ]);
  });
});
