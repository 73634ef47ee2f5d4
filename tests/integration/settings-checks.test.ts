import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicHome } from '@institute/core/home/service';
import {
  SETTING_DEFAULTS,
  type SettingKey,
  type SiteSetting,
} from '@institute/core/site-setting/schema';
import { siteSettingService } from '@institute/core/site-setting/service';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn, type SignedInStack } from '../support/stack';

/*
 * The site name and the contact phone are checked by the API as by the settings page: a blank
 * name and text that is no phone number are refused with their field's message, and nothing is
 * saved. Values stored before these rules still leave the public site and the settings working.
 */

let signedIn: SignedInStack<'admin'>;
beforeAll(async () => {
  signedIn = await startSignedIn({ admin: 'admin@example.com' });
});
afterAll(() => signedIn?.stack.stop());

/** The API as the admin asks it: GET and PUT /api/admin/settings, GET /api/public/home. */
const api = <T>(method: string, path: string, body?: unknown) =>
  call<T>(signedIn.stack.url, method, path, { headers: signedIn.auth.admin, body });
const stored = async () => (await api<SiteSetting[]>('GET', '/api/admin/settings')).body;
const publicSettings = async () => (await api<PublicHome>('GET', '/api/public/home')).body.settings;
const put = (values: Partial<Record<SettingKey, string>>) =>
  api<ErrorShape>('PUT', '/api/admin/settings', {
    settings: Object.entries(values).map(([setting_key, setting_value]) => ({
      setting_key,
      setting_value,
    })),
  });

describe('PUT /api/admin/settings', () => {
  it('refuses a blank site name and a contact phone that is no phone number, saving nothing', async () => {
    const before = await stored();
    const refused = await put({ site_name: '   ', contact_phone: 'abc' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'settings.0.setting_value': 'Site name is required',
      'settings.1.setting_value': 'Phone number can have only digits, spaces and + - ( ) .',
    });
    expect((await put({ contact_phone: '12345' })).body.error.fields).toEqual({
      'settings.0.setting_value': 'Phone number must be at least 7 digits',
    });
    expect(await stored()).toEqual(before);
  });

  it('takes a blank contact phone, which the public site then does not show', async () => {
    expect((await put({ contact_phone: '' })).status).toBe(200);
    expect((await publicSettings()).contact_phone).toBe('');
    expect((await put({ contact_phone: '+60 5-123 4567' })).status).toBe(200);
  });

  it('reads values stored before these rules as their defaults on the site, and still lists them', async () => {
    // Written past the API's check, as an older version of the site stored them.
    await siteSettingService(signedIn.stack.deps.db).save(
      {
        settings: [
          { setting_key: 'site_name', setting_value: '', description: null },
          { setting_key: 'contact_phone', setting_value: 'abc', description: null },
        ],
      },
      { sub: 'test', email: 'admin@example.com' },
    );
    const phone = (await stored()).find((row) => row.setting_key === 'contact_phone');
    expect(phone?.setting_value).toBe('abc');
    expect(await publicSettings()).toMatchObject({
      site_name: SETTING_DEFAULTS.site_name.value,
      contact_phone: SETTING_DEFAULTS.contact_phone.value,
    });
  });
});
