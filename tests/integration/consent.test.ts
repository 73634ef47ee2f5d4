import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeVersion } from '@institute/core/application/consent-record';
import type { ApplicationRecord } from '@institute/core/application/record';
import { SETTING_DEFAULTS } from '@institute/core/site-setting/schema';
import { type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

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

const post = (body: unknown) =>
  call<{ id: string } & ErrorShape>(stack.url, 'POST', '/api/applications', { body });
const detail = (id: string) =>
  call<ApplicationRecord>(stack.url, 'GET', `/api/admin/applications/${id}`, { headers: admin });

/** A birth date that makes the applicant `years` old today (born on 1 January). */
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years - 1}-12-31`;

describe('POST /api/applications: consent', () => {
  it('refuses an application without either consent, each with its own field message', async () => {
    const response = await post(
      validApplication({ consent_notice: undefined, consent_sensitive: undefined }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      consent_notice: 'Please confirm that you have read and agree to the personal data notice',
      consent_sensitive:
        'Please give your explicit consent to the processing of your spiritual background answers',
    });
  });

  it('refuses consent given as false or as a string', async () => {
    const response = await post(
      validApplication({ consent_notice: true, consent_sensitive: 'yes' }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields ?? {})).toEqual(['consent_sensitive']);
    const refused = await post(validApplication({ consent_notice: false }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['consent_notice']);
  });

  it("needs a 16-year-old's parent or guardian name and consent", async () => {
    const minor = validApplication({ date_of_birth: bornYearsAgo(16) });
    const response = await post(minor);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      guardian_name: 'Applicants under 18 need the name of a parent or guardian',
      guardian_consent: 'Applicants under 18 need the consent of a parent or guardian',
    });
    const accepted = await post({ ...minor, guardian_name: 'Sita Devi', guardian_consent: true });
    expect(accepted.status).toBe(201);
    const stored = (await detail(minor.id as string)).body;
    expect(stored.consent?.guardian).toEqual({
      name: 'Sita Devi',
      consent_text: SETTING_DEFAULTS.consent_texts.value.guardian,
    });
  });

  it('asks no guardian of an 18-year-old', async () => {
    const response = await post(validApplication({ date_of_birth: bornYearsAgo(18) }));
    expect(response.status).toBe(201);
  });

  it('stores the consent record (version, time, exact texts) and keeps it after the notice changes', async () => {
    const body = validApplication();
    const before = Date.now();
    expect((await post(body)).status).toBe(201);
    const stored = (await detail(body.id as string)).body;
    expect(stored).not.toHaveProperty('consent_notice');
    expect(stored).not.toHaveProperty('consent_sensitive');
    expect(stored.consent).toEqual({
      notice_version: noticeVersion(SETTING_DEFAULTS.privacy_notice.value),
      given_at: stored.created_at,
      notice_text: SETTING_DEFAULTS.consent_texts.value.notice,
      sensitive_text: SETTING_DEFAULTS.consent_texts.value.sensitive,
      guardian: null,
    });
    expect(Date.parse(stored.consent!.given_at)).toBeGreaterThanOrEqual(before - 1000);

    // The institute edits its notice and consent text: the stored record does not change,
    // and the next application quotes the new text and a new version.
    const saved = await call(stack.url, 'PUT', '/api/admin/settings', {
      headers: admin,
      body: {
        settings: [
          {
            setting_key: 'privacy_notice',
            setting_value: { en: 'A revised notice.', ms: 'Notis yang disemak.' },
            description: null,
          },
          {
            setting_key: 'consent_texts',
            setting_value: {
              ...SETTING_DEFAULTS.consent_texts.value,
              notice: 'I agree to the revised notice.',
            },
            description: null,
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const later = validApplication();
    expect((await post(later)).status).toBe(201);
    const laterRecord = (await detail(later.id as string)).body;
    expect(laterRecord.consent?.notice_text).toBe('I agree to the revised notice.');
    expect(laterRecord.consent?.notice_version).not.toBe(stored.consent!.notice_version);
    expect((await detail(body.id as string)).body.consent).toEqual(stored.consent);
  });
});

describe('a stored notice that is still an earlier default', () => {
  it('reads as today’s default on the site, in Settings and in the consent record', async () => {
    const notice = SETTING_DEFAULTS.privacy_notice.value;
    // As the product shipped it until 2026-11-30 (Settings stored it the first time it opened).
    const retired = {
      en: notice.en
        .replace(/ We may e-mail you again as the status.*\n/, '\n')
        .replace(
          '{retention_periods}',
          'a declined application is kept for {declined_months} months and an accepted one for {accepted_months} months',
        ),
      ms: notice.ms
        .replace(/ Kami mungkin menghantar e-mel lagi.*\n/, '\n')
        .replace(
          '{retention_periods}',
          'permohonan yang ditolak disimpan selama {declined_months} bulan dan permohonan yang diterima selama {accepted_months} bulan',
        ),
    };
    const saved = await call(stack.url, 'PUT', '/api/admin/settings', {
      headers: admin,
      body: {
        settings: [{ setting_key: 'privacy_notice', setting_value: retired, description: null }],
      },
    });
    expect(saved.status).toBe(200);

    const home = await call<{ settings: { privacy_notice: unknown } }>(
      stack.url,
      'GET',
      '/api/public/home',
    );
    expect(home.body.settings.privacy_notice).toEqual(notice);
    const rows = await call<{ setting_key: string; setting_value: unknown }[]>(
      stack.url,
      'GET',
      '/api/admin/settings',
      { headers: admin },
    );
    expect(rows.body.find((row) => row.setting_key === 'privacy_notice')?.setting_value).toEqual(
      notice,
    );
    const body = validApplication();
    expect((await post(body)).status).toBe(201);
    expect((await detail(body.id as string)).body.consent?.notice_version).toBe(
      noticeVersion(notice),
    );
  });
});
