import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatusTemplate } from '@institute/core/status-email/template';
import { adminRequest } from '../../../lib/api';
import {
  previewApplicationsQuery,
  previewStatusTemplate,
  saveStatusTemplate,
  statusTemplatesQuery,
} from './status-templates';

vi.mock('../../../lib/api', () => ({ adminRequest: vi.fn(async () => ({ items: [] })) }));
afterEach(() => vi.mocked(adminRequest).mockClear());

const template: StatusTemplate = {
  en: { subject: 'Your place', body: 'You are accepted.' },
  ms: null,
  ta: null,
};

describe('the e-mail templates page requests', () => {
  it('reads the templates and the preview applications under one prefix', async () => {
    const client = new QueryClient();
    await expect(client.fetchQuery(statusTemplatesQuery())).resolves.toEqual([]);
    await client.fetchQuery(previewApplicationsQuery());
    expect(statusTemplatesQuery().queryKey).toEqual(['admin', 'status-templates']);
    expect(previewApplicationsQuery().queryKey).toEqual(['admin', 'status-templates', 'recent']);
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      ['/applications/templates', { signal: expect.any(AbortSignal) }],
      ['/applications?limit=20', { signal: expect.any(AbortSignal) }],
    ]);
  });

  it('saves over the revision it started from, and previews, under the status’s path', async () => {
    await saveStatusTemplate('accepted', template, 3);
    const draft = { application_id: 'a1', template, language: 'ms' as const };
    await previewStatusTemplate('accepted', draft);
    expect(vi.mocked(adminRequest).mock.calls).toEqual([
      [
        '/applications/templates/accepted',
        { method: 'PUT', body: template, headers: { 'If-Match': '"3"' } },
      ],
      ['/applications/templates/accepted/preview', { method: 'POST', body: draft }],
    ]);
  });
});
