import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@institute/core/audit/schema';
import type { SiteSetting } from '@institute/core/site-setting/schema';
import { type LocalStack } from '../../infra/local/stack';
import { call } from '../support/http';
import { startSignedIn } from '../support/stack';

/* A save that changes nothing leaves no entry in the audit trail; a real change still does. */

let stack: LocalStack;
let admin: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }));
});
afterAll(async () => {
  await stack?.stop();
});

const entriesFor = async (entity: string, id: string) =>
  (
    await call<AuditPage>(stack.url, 'GET', `/api/admin/audit?entity=${entity}&limit=100`, {
      headers: admin,
    })
  ).body.items.filter((entry) => entry.entity_id === id);

describe('saves that change nothing', () => {
  it('are not logged for a record; a changed field is', async () => {
    const body = { title: 'No-op course', description: 'Same words', status: 'draft' };
    const created = await call<{ id: string }>(stack.url, 'POST', '/api/admin/courses', {
      body,
      headers: admin,
    });
    const id = created.body.id;
    for (let i = 0; i < 2; i += 1) {
      const saved = await call(stack.url, 'PUT', `/api/admin/courses/${id}`, {
        body,
        headers: admin,
      });
      expect(saved.status).toBe(200);
    }
    expect((await entriesFor('course', id)).map((entry) => entry.action)).toEqual(['create']);

    await call(stack.url, 'PUT', `/api/admin/courses/${id}`, {
      body: { ...body, title: 'No-op course, renamed' },
      headers: admin,
    });
    expect((await entriesFor('course', id)).map((entry) => entry.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('are not logged for settings saved with the values they already hold', async () => {
    const list = (
      await call<SiteSetting[]>(stack.url, 'GET', '/api/admin/settings', { headers: admin })
    ).body;
    const siteName = list.find((row) => row.setting_key === 'site_name')!;
    const before = (await entriesFor('settings', 'site')).length;
    const same = await call(stack.url, 'PUT', '/api/admin/settings', {
      body: { settings: [{ setting_key: 'site_name', setting_value: siteName.setting_value }] },
      headers: admin,
    });
    expect(same.status).toBe(200);
    expect((await entriesFor('settings', 'site')).length).toBe(before);

    await call(stack.url, 'PUT', '/api/admin/settings', {
      body: { settings: [{ setting_key: 'site_name', setting_value: 'A different name' }] },
      headers: admin,
    });
    expect((await entriesFor('settings', 'site')).length).toBe(before + 1);
  });
});
