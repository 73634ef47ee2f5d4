import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '@institute/core/db/items';
import { TTL_ATTRIBUTE } from '@institute/core/db/table';
import { MAIL_EVENT_DAYS, recordMailEvent } from '@institute/core/notifications/mail-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_MESSAGE, PERSONAL_ATTRIBUTES } from '@institute/core/application/anonymise';
import { ERASED_APPLICANT } from '@institute/core/application/display';
import type { AuditPage } from '@institute/core/audit/schema';
import { auditChanges, auditRecordTitle } from '@institute/core/audit/display';
import { type AuditEntry } from '@institute/core/audit/schema';
import { APPLICATION_FIELDS } from '@institute/core/application/fields';
import { type ApplicationRecord } from '@institute/core/application/record';
import { DATA_REQUEST_MESSAGES, type DataRequestView } from '@institute/core/data-request/schema';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { dataRequestService } from '@institute/core/data-request/service';
import { byTypeQuery, ITEM_TYPES, itemKey } from '@institute/core/db/keys';
import { type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

let stack: LocalStack;
let admin: Record<string, string>;
const BASE = '/api/admin/applications/data-requests';
const STAFF = { sub: 'staff-sub', email: 'staff@example.com' };

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }));
});
afterAll(async () => {
  await stack?.stop();
});

const api = <T>(method: string, path: string, body?: unknown, headers = admin) =>
  call<T & ErrorShape>(stack.url, method, `${BASE}${path}`, { body, headers });

async function apply(overrides: Record<string, unknown>): Promise<string> {
  const body = validApplication(overrides);
  const response = await call(stack.url, 'POST', '/api/applications', { body });
  expect(response.status).toBe(201);
  return body.id as string;
}

async function decide(id: string, status: 'accepted' | 'declined') {
  for (const step of ['contacted', status]) {
    const moved = await call(stack.url, 'PATCH', `/api/admin/applications/${id}`, {
      headers: admin,
      body: { status: step },
    });
    expect(moved.status).toBe(200);
  }
}

const rawItem = async (id: string) =>
  (
    await stack.deps.db.doc.send(
      new GetCommand({
        TableName: stack.deps.db.tableName,
        Key: itemKey(ITEM_TYPES.application, id),
      }),
    )
  ).Item!;

describe('data requests', () => {
  it('are refused to an account without access (401) and reached as the applications are', async () => {
    const anonymous = await call(stack.url, 'GET', BASE, {});
    expect(anonymous.status).toBe(401);
    expect((await api('GET', '')).status).toBe(200);
  });

  it('find every application for an address and export everything held in one JSON', async () => {
    const email = 'Export.Person@Example.com';
    const first = await apply({
      email,
      full_name: 'Export Person',
      spiritual_name: 'Ekadasi Dasi',
      testimonial: 'Hare Krishna',
    });
    const second = await apply({
      email: 'export.person@example.com',
      full_name: 'Export Person',
      course_name: 'idc',
    });
    await apply({ email: 'someone.else@example.com', full_name: 'Export Person' });
    await call(stack.url, 'PATCH', `/api/admin/applications/${first}`, {
      headers: admin,
      body: { notes: 'Called on Monday' },
    });

    const found = await api<{ items: { id: string }[] }>('POST', '/search', {
      email: 'export.person@example.com',
    });
    expect(found.status).toBe(200);
    expect(found.body.items.map((item) => item.id).sort()).toEqual([first, second].sort());

    const exported = await api<{ email: string; applications: ApplicationRecord[] }>(
      'POST',
      '/export',
      {
        email: 'EXPORT.PERSON@example.com',
      },
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="personal-data-/,
    );
    const held = exported.body.applications.find((record) => record.id === first)!;
    // Every answer field, the consent record, the history and the staff notes.
    for (const field of Object.keys(APPLICATION_FIELDS)) expect(held, field).toHaveProperty(field);
    expect(held).toMatchObject({
      spiritual_name: 'Ekadasi Dasi',
      testimonial: 'Hare Krishna',
      notes: 'Called on Monday',
    });
    expect(held.consent?.notice_text).toMatch(/I have read the personal data notice/);
    expect(held.history?.map((entry) => entry.kind)).toEqual(['notes']);
    expect(held).toEqual(
      (
        await call<ApplicationRecord>(stack.url, 'GET', `/api/admin/applications/${first}`, {
          headers: admin,
        })
      ).body,
    );

    const log = await api<{ items: DataRequestView[] }>('GET', '');
    const access = log.body.items.find((request) => request.type === 'access')!;
    expect(access).toMatchObject({
      subject: 'e***@example.com',
      overdue: false,
      completed_by: 'admin@example.com',
    });
    expect(access.application_ids.sort()).toEqual([first, second].sort());
    expect(JSON.stringify(log.body)).not.toContain('export.person@');
  });

  it('erase after the name is confirmed: no personal field in the table, the inbox search or the CSV', async () => {
    const email = 'erase.me@example.com';
    const name = 'Zoë Erasable Applicant';
    const id = await apply({
      email,
      full_name: name,
      phone: '+60 11-2233 4455',
      address: '7 Jalan Erase, Ipoh',
    });
    await decide(id, 'declined');
    // SES reported a bounce for the address, and one for someone else.
    const bounce = (address: string, messageId: string) =>
      recordMailEvent(stack.deps.db, {
        kind: 'bounce',
        address,
        message_id: messageId,
        detail: 'Transient/MailboxFull',
        at: new Date().toISOString(),
      });
    await bounce('Erase.Me@Example.com', 'msg-erase');
    await bounce('someone.else@example.com', 'msg-other');

    const wrongName = await api('POST', '/erase', { email, confirm_name: 'Someone Else' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.error.code).toBe('name_mismatch');

    // Typed back as a keyboard without accents types it.
    const erased = await api<{ anonymised: string[] }>('POST', '/erase', {
      email,
      confirm_name: 'zoe erasable applicant',
    });
    expect(erased.status).toBe(200);
    expect(erased.body.anonymised).toEqual([id]);
    const events = await queryAll(stack.deps.db, byTypeQuery(ITEM_TYPES.mailEvent));
    expect(events.map((event) => event.message_id)).toEqual(['msg-other']);
    // Kept a while only: DynamoDB's TTL deletes it after MAIL_EVENT_DAYS.
    const expiresIn = Number(events[0]![TTL_ATTRIBUTE]) - Date.now() / 1000;
    expect(Math.round(expiresIn / 86_400)).toBe(MAIL_EVENT_DAYS);

    const item = await rawItem(id);
    for (const attribute of PERSONAL_ATTRIBUTES)
      expect(item, attribute).not.toHaveProperty(attribute);
    const text = JSON.stringify(item);
    for (const trace of [name, 'Zoe Erasable', email, '2233', 'Jalan Erase'])
      expect(text).not.toContain(trace);
    expect(item).toMatchObject({
      status: 'declined',
      course_name: 'bhakti-shastri',
      country: 'malaysia',
    });

    const search = await call<{ items: { id: string }[] }>(
      stack.url,
      'GET',
      `/api/admin/applications?q=${encodeURIComponent('Erasable')}`,
      { headers: admin },
    );
    expect(search.body.items.map((row) => row.id)).not.toContain(id);
    const byEmail = await call<{ items: { id: string }[] }>(
      stack.url,
      'GET',
      `/api/admin/applications?q=erase.me`,
      { headers: admin },
    );
    expect(byEmail.body.items).toEqual([]);

    const csv = await fetch(`${stack.url}/api/admin/applications/export.csv`, { headers: admin });
    const body = await csv.text();
    expect(body).toContain(id);
    for (const trace of [name, 'Zoe Erasable', email, '2233', 'Jalan Erase'])
      expect(body).not.toContain(trace);

    // The audit log names the application's entries by its applicant as stored now: erased.
    const log = await call<AuditPage>(
      stack.url,
      'GET',
      '/api/admin/audit?entity=application&limit=100',
      { headers: admin },
    );
    expect(log.body.items.some((entry) => entry.entity_id === id)).toBe(true);
    expect(log.body.names[id]).toBe(ERASED_APPLICANT);
    expect(JSON.stringify(log.body)).not.toContain(name);

    const detail = await call<ApplicationRecord>(
      stack.url,
      'GET',
      `/api/admin/applications/${id}`,
      { headers: admin },
    );
    expect(detail.body.anonymised_at).toBeTruthy();
    expect(detail.body.full_name).toBe('');

    // A page still open from before: neither a note nor a decision is written into it.
    for (const patch of [{ notes: 'Typed before the erasure' }, { status: 'contacted' }]) {
      const refused = await call<ErrorShape>(stack.url, 'PATCH', `/api/admin/applications/${id}`, {
        headers: admin,
        body: patch,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(ERASED_MESSAGE);
    }
    const kept = await rawItem(id);
    expect(kept.notes).toBeUndefined();
    expect(kept.status).toBe(detail.body.status);
  });

  it('refuse to erase an application still being decided, unless a super admin overrides', async () => {
    const email = 'undecided@example.com';
    const name = 'Undecided Applicant';
    const id = await apply({ email, full_name: name });
    const refused = await api('POST', '/erase', { email, confirm_name: name });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/still being decided/);
    expect((await rawItem(id)).full_name).toBe(name);

    // The service refuses the override to anyone but a super admin.
    const notSuper = await dataRequestService(stack.deps.db).erase(
      { email, confirmName: name, override: true },
      STAFF,
      false,
    );
    expect(notSuper).toMatchObject({ ok: false, reason: 'undecided' });

    const overridden = await api<{ anonymised: string[] }>('POST', '/erase', {
      email,
      confirm_name: name,
      override: true,
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.anonymised).toEqual([id]);
    expect((await rawItem(id)).full_name).toBeUndefined();
  });

  it('log requests as they arrive and show those past the 21-day deadline', async () => {
    const email = 'late.request@example.com';
    await apply({ email, full_name: 'Late Request' });
    const now = new Date('2026-03-30T04:00:00.000Z');
    const service = dataRequestService(stack.deps.db, () => now);
    const late = await service.record('correction', email, '2026-03-01', STAFF);
    const inTime = await service.record('access', email, '2026-03-20', STAFF);
    const views = await service.list();
    expect(views.find((view) => view.id === late.id)).toMatchObject({
      due_on: '2026-03-22',
      overdue: true,
      completed_at: null,
    });
    expect(views.find((view) => view.id === inTime.id)).toMatchObject({
      due_on: '2026-04-10',
      overdue: false,
    });

    const done = await api<DataRequestView>('POST', `/${inTime.id}/complete`, {});
    expect(done.status).toBe(200);
    expect(done.body.completed_by).toBe('admin@example.com');
    expect((await api('POST', `/${inTime.id}/complete`, {})).status).toBe(404);
    // The audit log names the request by its masked address, and lists only what changed.
    const trail = await call<{ items: AuditEntry[] }>(
      stack.url,
      'GET',
      '/api/admin/audit?entity=data_request',
      { headers: admin },
    );
    const completion = trail.body.items.find(
      (item) => item.entity_id === inTime.id && item.action === 'update',
    )!;
    expect(auditRecordTitle(completion)).toBe('l***@example.com');
    expect(auditChanges(completion).map((change) => change.field)).toEqual([
      'completed_at',
      'completed_by',
    ]);

    const badType = await api('POST', '', { email, type: 'delete-everything' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.fields).toEqual({ type: 'Choose access, correction or erasure' });
    // A day the calendar lacks, or one after today in Ipoh, would give a wrong due day.
    const tomorrow = addDays(instituteDayOf(new Date()), 1);
    for (const [received_on, message] of [
      ['2026-02-30', DATA_REQUEST_MESSAGES.receivedOn],
      [tomorrow, DATA_REQUEST_MESSAGES.receivedOnFuture],
    ]) {
      const refused = await api('POST', '', { email, type: 'correction', received_on });
      expect([received_on, refused.status]).toEqual([received_on, 400]);
      expect(refused.body.error.fields).toEqual({ received_on: message });
    }
    const created = await api<DataRequestView>('POST', '', {
      email,
      type: 'correction',
      received_on: '2026-01-02',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'correction',
      subject: 'l***@example.com',
      due_on: '2026-01-23',
    });
  });

  it('correct contact details on request, checked as the form checks them, and audited without the values', async () => {
    const id = await apply({ email: 'old.address@example.com', full_name: 'Correct Me' });
    const bad = await api('POST', `/correct/${id}`, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ email: 'Please enter a valid email address' });

    const fixed = await api<ApplicationRecord>('POST', `/correct/${id}`, {
      email: 'new.address@example.com',
      phone: '+60 12-000 1111',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({
      email: 'new.address@example.com',
      phone: '+60 12-000 1111',
      full_name: 'Correct Me',
    });
    // The inbox finds it by the new address and the new number.
    for (const query of ['new.address', '012-000 1111']) {
      const search = await call<{ items: { id: string }[] }>(
        stack.url,
        'GET',
        `/api/admin/applications?q=${encodeURIComponent(query)}`,
        { headers: admin },
      );
      expect(search.body.items.map((row) => row.id)).toEqual([id]);
    }

    const audit = await call<{
      items: { entity_id: string; actor_email: string; after: unknown }[];
    }>(stack.url, 'GET', '/api/admin/audit?entity=application', { headers: admin });
    const entry = audit.body.items.find((item) => item.entity_id === id)!;
    expect(entry).toMatchObject({
      actor_email: 'admin@example.com',
      after: { corrected_fields: ['email', 'phone'], reason: 'correction' },
    });
    expect(JSON.stringify(entry)).not.toContain('new.address');
  });
});
