import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from '../../../lib/api';
import * as requests from './data-requests';

vi.mock('../../../lib/api', () => ({ adminRequest: vi.fn(async () => ({ items: [] })) }));
afterEach(() => vi.mocked(adminRequest).mockClear());

const BASE = '/applications/data-requests';
const email = 'siti@example.my';

describe('the data requests page requests', () => {
  it('keeps the log and each search under the admin key, which every change refreshes', () => {
    expect(requests.dataRequestLogQuery().queryKey).toEqual(['admin', 'data-requests']);
    expect(requests.applicationsByEmailQuery(email).queryKey).toEqual([
      'admin',
      'data-requests',
      'search',
      email,
    ]);
  });

  it('searches only for an address, which travels in the body', async () => {
    expect(requests.applicationsByEmailQuery('').enabled).toBe(false);
    const client = new QueryClient();
    await client.fetchQuery(requests.dataRequestLogQuery());
    await client.fetchQuery(requests.applicationsByEmailQuery(email));
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      [BASE, { signal: expect.any(AbortSignal) }],
      [`${BASE}/search`, { method: 'POST', body: { email } }],
    ]);
  });

  it('posts each change to its own path', async () => {
    await requests.exportPersonalData({ email, received_on: '2026-11-02' });
    await requests.erasePersonalData({ email, confirm_name: 'Siti Aminah', override: false });
    await requests.logDataRequest({ email, type: 'correction', received_on: undefined });
    await requests.completeDataRequest('4f1c2a9e-1d7b-4a55-9e0c-2b3f4d5e6a7b');
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      [`${BASE}/export`, { method: 'POST', body: { email, received_on: '2026-11-02' } }],
      [
        `${BASE}/erase`,
        { method: 'POST', body: { email, confirm_name: 'Siti Aminah', override: false } },
      ],
      [BASE, { method: 'POST', body: { email, type: 'correction', received_on: undefined } }],
      [`${BASE}/4f1c2a9e-1d7b-4a55-9e0c-2b3f4d5e6a7b/complete`, { method: 'POST', body: {} }],
    ]);
  });
});
