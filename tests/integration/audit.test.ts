import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, type AuditPage } from '@institute/core/audit/schema';
import { auditLog } from '@institute/core/audit/service';
import { DAY_RANGE_MESSAGES } from '@institute/core/calendar/day-range';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import type { Db } from '@institute/core/db/client';
import { createOrderedRecordService } from '@institute/core/db/record-move';
import { courseRepository } from '@institute/core/course/repository';
import { courseInputSchema, type Course, type CourseInput } from '@institute/core/course/schema';
import { correctApplication } from '@institute/core/application/correction';
import { applicationService } from '@institute/core/application/service';
import { dataRequestService } from '@institute/core/data-request/service';
import { siteSettingService } from '@institute/core/site-setting/service';
import * as v from 'valibot';
import { type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { bearer, signIn } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

let stack: LocalStack;
let admin: Record<string, string>;
let adminSub: string;

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }));
  adminSub = (await call<{ sub: string }>(stack.url, 'GET', '/api/admin/me', { headers: admin }))
    .body.sub;
});
afterAll(async () => {
  await stack?.stop();
});

const audit = (query = '', headers = admin) =>
  call<AuditPage & ErrorShape>(stack.url, 'GET', `/api/admin/audit${query}`, { headers });

/**
 * The real table, except that every audit entry is refused (as a failed write would be). The
 * client stays an instance of the real one, as the SDK's paginators check that.
 */
function refusingAuditEntries(db: Db): Db {
  const send = (command: { input?: { Item?: Record<string, unknown> } }) =>
    command.input?.Item && 'actor_sub' in command.input.Item
      ? Promise.reject(Object.assign(new Error('audit refused'), { name: 'InternalServerError' }))
      : db.doc.send(command as never);
  return { ...db, doc: Object.assign(Object.create(db.doc) as Db['doc'], { send }) };
}

describe('the audit trail', () => {
  it('records create, update and delete with who, what, when and the record before and after', async () => {
    const started = new Date().toISOString();
    const created = await call<{ id: string; title: string }>(
      stack.url,
      'POST',
      '/api/admin/courses',
      {
        body: { title: 'Audit course' },
        headers: admin,
      },
    );
    const id = created.body.id;
    await call(stack.url, 'PUT', `/api/admin/courses/${id}`, {
      body: { title: 'Audit course, renamed', status: 'draft' },
      headers: admin,
    });
    await call(stack.url, 'DELETE', `/api/admin/courses/${id}`, { headers: admin });

    const page = await audit('?entity=course');
    expect(page.status).toBe(200);
    const mine = page.body.items.filter((entry) => entry.entity_id === id);
    expect(mine.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [removed, updated, made] = mine as [AuditEntry, AuditEntry, AuditEntry];
    for (const entry of mine) {
      expect(entry).toMatchObject({
        actor_sub: adminSub,
        actor_email: 'admin@example.com',
        entity: 'course',
      });
      expect(entry.created_at >= started).toBe(true);
    }
    expect(made.before).toBeNull();
    expect(made.after).toMatchObject({ id, title: 'Audit course', status: 'published' });
    expect(updated.before).toMatchObject({ title: 'Audit course', status: 'published' });
    expect(updated.after).toMatchObject({ title: 'Audit course, renamed', status: 'draft' });
    expect(removed.before).toMatchObject({ title: 'Audit course, renamed' });
    expect(removed.after).toBeNull();
  });

  it('records settings changes, one entry with the rows before and after', async () => {
    await call(stack.url, 'GET', '/api/admin/settings', { headers: admin });
    await call(stack.url, 'PUT', '/api/admin/settings', {
      body: { settings: [{ setting_key: 'site_name', setting_value: 'Audited name' }] },
      headers: admin,
    });
    const [entry] = (await audit('?entity=settings')).body.items;
    expect(entry).toMatchObject({ action: 'update', entity_id: 'site' });
    expect(Object.keys(entry!.after!)).toEqual(['site_name']);
    expect(entry!.after!.site_name).toMatchObject({ setting_value: 'Audited name' });
    expect(entry!.before!.site_name).not.toMatchObject({ setting_value: 'Audited name' });
  });

  it("records inbox changes with the staff fields only, never the applicant's personal data", async () => {
    const application = validApplication({ email: 'applicant.private@example.com' });
    expect((await call(stack.url, 'POST', '/api/applications', { body: application })).status).toBe(
      201,
    );
    const id = application.id as string;
    const patched = await call(stack.url, 'PATCH', `/api/admin/applications/${id}`, {
      body: { status: 'contacted', notes: 'Called on Monday' },
      headers: admin,
    });
    expect(patched.status).toBe(200);
    const page = (await audit('?entity=application')).body;
    const entry = page.items.find((e) => e.entity_id === id);
    // The page names the applicant beside the entries, read from the application as it is now.
    expect(page.names[id]).toBe(application.full_name);
    expect(entry).toMatchObject({
      action: 'update',
      actor_email: 'admin@example.com',
      before: { status: 'new', notes: null },
      after: { status: 'contacted', notes: 'Called on Monday' },
    });
    expect(JSON.stringify(entry)).not.toContain('applicant.private@example.com');
  });

  it('records role and account changes of users', async () => {
    const users = await call<{ username: string; email: string }[]>(
      stack.url,
      'GET',
      '/api/admin/users',
      {
        headers: admin,
      },
    );
    const member = users.body.find((user) => user.email === 'member@example.com')!;
    const roles = (body: unknown) =>
      call(stack.url, 'PUT', `/api/admin/users/${member.username}/roles`, { body, headers: admin });
    expect((await roles({ roles: ['editor'] })).status).toBe(200);
    expect((await roles({ roles: [] })).status).toBe(200);
    const entries = (await audit('?entity=user')).body.items.filter(
      (e) => e.entity_id === member.username,
    );
    expect(entries.map((e) => [e.before?.groups, e.after?.groups])).toEqual([
      [['editor'], []],
      [[], ['editor']],
    ]);
  });

  it('filters by user (sub or e-mail), entity and date, and pages with a cursor', async () => {
    const editor = bearer((await signIn(stack.cognitoEndpoint, 'editor@example.com')).accessToken);
    await call(stack.url, 'POST', '/api/admin/testimonials', {
      body: { name: 'Editor', content: 'An editor wrote this' },
      headers: editor,
    });
    const byEditor = (await audit('?user=EDITOR@example.com')).body.items;
    expect(byEditor.length).toBeGreaterThan(0);
    expect(byEditor.every((entry) => entry.actor_email === 'editor@example.com')).toBe(true);
    // Part of an address finds its changes too.
    const byPart = (await audit('?user=Editor@')).body.items;
    expect(byPart.map((entry) => entry.id)).toEqual(byEditor.map((entry) => entry.id));
    const bySite = (await audit('?user=@example.com&limit=100')).body.items;
    expect(new Set(bySite.map((entry) => entry.actor_email))).toEqual(
      new Set(['admin@example.com', 'editor@example.com']),
    );
    const byAdmin = (await audit(`?user=${adminSub}`)).body.items;
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((entry) => entry.actor_sub === adminSub)).toBe(true);

    const today = instituteDayOf(new Date());
    const tomorrow = addDays(today, 1);
    const all = (await audit(`?from=${today}&to=${today}&limit=100`)).body.items;
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect((await audit(`?from=${tomorrow}`)).body.items).toEqual([]);
    expect((await audit(`?to=2000-01-01`)).body.items).toEqual([]);

    // Pages of one, newest first, together the same as one page of everything.
    const paged: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const page = await audit(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.body.items);
      cursor = page.body.cursor;
    } while (cursor);
    expect(paged.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
  });

  it('reads its days in Malaysia time, as it shows each time: a change at 07:30 in Ipoh is on that day', async () => {
    // Changes at chosen instants, in a year no other test writes in.
    const entityId = `ipoh-days-${Date.now()}`;
    const at = async (instant: string) =>
      auditLog(stack.deps.db, () => new Date(instant)).record({
        actor: { sub: adminSub, email: 'admin@example.com' },
        entity: 'course',
        entityId,
        action: 'delete',
        before: { title: instant },
        after: null,
      });
    await at('2031-03-01T15:59:00.000Z'); // 1 Mar 2031, 23:59 in Ipoh
    await at('2031-03-01T23:30:00.000Z'); // 2 Mar 2031, 07:30 in Ipoh (still 1 Mar in UTC)
    await at('2031-03-02T16:00:00.000Z'); // 3 Mar 2031, 00:00 in Ipoh
    const onDays = async (query: string) =>
      (await audit(`${query}&entity=course&limit=100`)).body.items
        .filter((entry) => entry.entity_id === entityId)
        .map((entry) => entry.created_at);

    expect(await onDays('?from=2031-03-02&to=2031-03-02')).toEqual(['2031-03-01T23:30:00.000Z']);
    expect(await onDays('?from=2031-03-01&to=2031-03-01')).toEqual(['2031-03-01T15:59:00.000Z']);
    expect(await onDays('?from=2031-03-02')).toEqual([
      '2031-03-02T16:00:00.000Z',
      '2031-03-01T23:30:00.000Z',
    ]);
    expect(await onDays('?to=2031-03-01')).toEqual(['2031-03-01T15:59:00.000Z']);
  });

  it('refuses an end day before the start day, naming it', async () => {
    const response = await audit('?from=2026-03-02&to=2026-03-01');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ to: DAY_RANGE_MESSAGES.order });
  });

  it('refuses bad filters with 400 in the error shape', async () => {
    for (const query of [
      '?from=yesterday',
      '?to=2026-02-30',
      '?limit=0',
      '?limit=1000',
      '?entity=DROP%20TABLE',
      '?cursor=abc',
    ]) {
      const response = await audit(query);
      expect([query, response.status]).toEqual([query, 400]);
      expect(response.body.error.code).toMatch(/validation_failed|invalid_cursor/);
    }
    const foreign = Buffer.from(
      JSON.stringify({
        pk: 'APPLICATION#x',
        sk: 'APPLICATION',
        gsi1pk: 'APPLICATION',
        gsi1sk: 'x',
      }),
    ).toString('base64url');
    // Refused as the inbox refuses a cursor from another list: the same code and words.
    const refused = await audit(`?cursor=${foreign}`);
    expect([refused.status, refused.body.error]).toEqual([
      400,
      { code: 'invalid_cursor', message: 'The page cursor does not belong to this list' },
    ]);
  });

  it('names the entities it knows when asked for another, rather than listing nothing', async () => {
    const response = await audit('?entity=courses');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      entity:
        'Entity must be content_section, course, testimonial, team_member, settings, application, data_request, user, permission_map or status_template',
    });
  });

  it('is for super_admin only', async () => {
    const editor = bearer((await signIn(stack.cognitoEndpoint, 'editor@example.com')).accessToken);
    const refused = await audit('', editor);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await audit('', {})).status).toBe(401);
  });

  it('refuses a change whose audit entry cannot be written: create, edit, move and delete leave the record as it was', async () => {
    const refusingAudit = refusingAuditEntries(stack.deps.db);
    const courses = createOrderedRecordService<CourseInput, Course>(
      courseRepository(stack.deps.db),
      {
        db: refusingAudit,
        entity: 'course',
      },
    );
    const working = createOrderedRecordService<CourseInput, Course>(
      courseRepository(stack.deps.db),
      {
        db: stack.deps.db,
        entity: 'course',
      },
    );
    const actor = { sub: adminSub, email: 'admin@example.com' };
    const listed = async (id: string) =>
      (await call<Course[]>(stack.url, 'GET', '/api/admin/courses', { headers: admin })).body.find(
        (c) => c.id === id,
      );
    const titles = async () =>
      (await call<Course[]>(stack.url, 'GET', '/api/admin/courses', { headers: admin })).body.map(
        (c) => c.title,
      );

    const before = await titles();
    await expect(
      courses.create(v.parse(courseInputSchema, { title: 'Unaudited course' }), actor),
    ).rejects.toThrow('audit refused');
    expect(await titles()).toEqual(before);

    const made = await working.create(
      v.parse(courseInputSchema, { title: 'Audited course' }),
      actor,
    );
    if (!made.ok) throw new Error(`not created: ${made.reason}`);
    const created = made.record;
    try {
      const edit = v.parse(courseInputSchema, { title: 'Unaudited edit' });
      await expect(courses.update(created.id, edit, actor)).rejects.toThrow('audit refused');
      expect(await listed(created.id)).toMatchObject({ title: 'Audited course' });

      // Moved to the far end of the list, so the move has something to write.
      const all = await working.list();
      const atStart = all.findIndex((c) => c.id === created.id) < all.length / 2;
      const move = atStart ? { after_id: all.at(-1)!.id } : { before_id: all[0]!.id };
      await expect(courses.move(created.id, move, actor)).rejects.toThrow('audit refused');
      expect((await listed(created.id))?.sort_order).toBe(created.sort_order);

      await expect(courses.remove(created.id, actor)).rejects.toThrow('audit refused');
      expect(await listed(created.id)).toMatchObject({ title: 'Audited course' });
    } finally {
      expect(await working.remove(created.id, actor)).toBe(true);
    }
  });

  it('refuses an inbox change whose audit entry cannot be written: the status and history stay', async () => {
    const body = validApplication();
    expect((await call(stack.url, 'POST', '/api/applications', { body })).status).toBe(201);
    const id = body.id as string;
    const actor = { sub: adminSub, email: 'admin@example.com' };
    const inbox = applicationService(refusingAuditEntries(stack.deps.db));
    await expect(inbox.change(id, { status: 'contacted' }, actor)).rejects.toThrow('audit refused');
    const stored = await applicationService(stack.deps.db).get(id);
    expect(stored).toMatchObject({ status: 'new', history: [] });
    // The same change with a working trail goes through, with its entry.
    const done = await applicationService(stack.deps.db).change(id, { status: 'contacted' }, actor);
    expect(done).toMatchObject({ ok: true, record: { status: 'contacted' } });
  });

  it('refuses a correction or an erasure whose audit entry cannot be written: the personal details stay', async () => {
    const email = `audit-erasure-${Date.now()}@example.com`;
    const body = validApplication({ full_name: 'Audit Erasure', email });
    expect((await call(stack.url, 'POST', '/api/applications', { body })).status).toBe(201);
    const id = body.id as string;
    const actor = { sub: adminSub, email: 'admin@example.com' };
    const refusing = refusingAuditEntries(stack.deps.db);

    await expect(
      correctApplication(refusing, id, { full_name: 'Unaudited Name' }, actor),
    ).rejects.toThrow('audit refused');
    // An erasure of a decided application, as a super admin may always do.
    await expect(
      dataRequestService(refusing).erase(
        { email, confirmName: 'Audit Erasure', override: true },
        actor,
        true,
      ),
    ).rejects.toThrow('audit refused');
    const stored = await applicationService(stack.deps.db).get(id);
    expect(stored).toMatchObject({ full_name: 'Audit Erasure', email });
    expect(stored?.anonymised_at).toBeUndefined();
  });

  it('refuses a settings save whose audit entry cannot be written, and keeps every row as it was', async () => {
    const actor = { sub: adminSub, email: 'admin@example.com' };
    const settings = siteSettingService(refusingAuditEntries(stack.deps.db));
    const before = await siteSettingService(stack.deps.db).publicSettings();
    await expect(
      settings.save(
        {
          settings: [
            { setting_key: 'site_name', setting_value: 'Unaudited name', description: null },
            {
              setting_key: 'contact_email',
              setting_value: 'unaudited@example.com',
              description: null,
            },
          ],
        },
        actor,
      ),
    ).rejects.toThrow('audit refused');
    expect(await siteSettingService(stack.deps.db).publicSettings()).toEqual(before);
  });
});
