import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSION_MAP } from '@institute/core/access/permissions';
import type { Editor } from '@institute/core/editing/service';
import type { EmailStatus, StatusTemplateRecord } from '@institute/core/status-email/template';
import type { LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

/*
 * The e-mail templates' save follows decision 045 as the admin records do: If-Match with the
 * revision an edit began at, a conditional write, 409 edit_conflict naming who saved and when.
 */

let stack: LocalStack;
let admin: Record<string, string>;
let manager: Record<string, string>;
let reader: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin, manager, reader },
  } = await startSignedIn({
    admin: 'admin@example.com',
    manager: { email: 'conflicts.manager@example.com', group: 'course_manager' },
    reader: { email: 'conflicts.reader@example.com', group: 'editor' },
  }));
});
afterAll(async () => {
  await stack?.stop();
});

const templateBody = (body: string) => ({
  en: { subject: 'About {course}', body: `Dear {name},\n\n${body}` },
  ms: null,
  ta: null,
});

const save = (
  status: EmailStatus,
  body: string,
  headers: Record<string, string>,
  ifMatch?: string,
) =>
  call<StatusTemplateRecord & ErrorShape>(
    stack.url,
    'PUT',
    `/api/admin/applications/templates/${status}`,
    {
      headers: { ...headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      body: templateBody(body),
    },
  );

const stored = async (status: EmailStatus) =>
  (
    await call<{ items: StatusTemplateRecord[] }>(
      stack.url,
      'GET',
      '/api/admin/applications/templates',
      { headers: admin },
    )
  ).body.items.find((item) => item.status === status)!;

describe('e-mail template edit conflicts', () => {
  it('numbers each save: the seeded default is revision 0, each save one more', async () => {
    expect((await stored('contacted')).revision).toBe(0);
    const saved = await save('contacted', 'First save.', admin, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(1);
    expect((await stored('contacted')).revision).toBe(1);
  });

  it('refuses a save begun before someone else saved, naming them and when, and keeps their save', async () => {
    const opened = await stored('accepted');
    const theirs = await save('accepted', 'Their text.', admin, `"${opened.revision}"`);
    expect(theirs.status).toBe(200);

    const mine = await save('accepted', 'My text.', manager, `"${opened.revision}"`);
    expect(mine.status).toBe(409);
    expect(mine.body.error.code).toBe('edit_conflict');
    expect(mine.body.error.message).toMatch(
      /^admin@example\.com saved this e-mail template at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Malaysia time\), after you opened it\./,
    );
    expect((await stored('accepted')).en.body).toContain('Their text.');

    // Starting again from their revision, the save goes through.
    const again = await save('accepted', 'My text.', manager, `"${theirs.body.revision}"`);
    expect(again.status).toBe(200);
    expect((await stored('accepted')).en.body).toContain('My text.');
  });

  it('lets exactly one of two saves racing from the same revision through', async () => {
    const opened = await stored('waitlisted');
    const results = await Promise.all([
      save('waitlisted', 'Admin wins?', admin, `"${opened.revision}"`),
      save('waitlisted', 'Manager wins?', manager, `"${opened.revision}"`),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!;
    const after = await stored('waitlisted');
    expect(after.en.body).toBe(winner.body.en.body);
    expect(after.revision).toBe(opened.revision + 1);
  });

  it('lets the last save win without If-Match, and refuses an If-Match that is not a revision', async () => {
    const opened = await stored('declined');
    expect((await save('declined', 'First.', admin, `"${opened.revision}"`)).status).toBe(200);
    const last = await save('declined', 'Last wins.', manager);
    expect(last.status).toBe(200);
    expect(last.body.updated_by).toBe('conflicts.manager@example.com');
    const bad = await save('declined', 'Bad header.', manager, 'yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'If-Match must be the revision the edit started from, such as "3"',
    );
    expect((await stored('declined')).en.body).toContain('Last wins.');
  });
});

describe('"is editing" heads-up on a template', () => {
  const editingPath = (status: string) => `/api/admin/applications/templates/${status}/editing`;
  const heartbeat = (status: string, headers: Record<string, string>) =>
    call<{ editors: Editor[] } & ErrorShape>(stack.url, 'POST', editingPath(status), {
      headers,
      body: {},
    });
  const leave = (status: string, headers: Record<string, string>) =>
    call(stack.url, 'DELETE', editingPath(status), { headers });

  it('tells the second editor of a template who has it open, until they leave', async () => {
    expect((await heartbeat('accepted', admin)).body.editors).toEqual([]);
    const second = await heartbeat('accepted', manager);
    expect(second.status).toBe(200);
    expect(second.body.editors.map((one) => one.name)).toEqual(['admin@example.com']);
    // Another status's template is another record.
    expect((await heartbeat('declined', manager)).body.editors).toEqual([]);

    expect((await leave('accepted', admin)).status).toBe(204);
    expect((await heartbeat('accepted', manager)).body.editors).toEqual([]);
    await leave('accepted', manager);
    await leave('declined', manager);
  });

  it('refuses a role that may only read the templates, as its save is refused', async () => {
    const mapPath = '/api/admin/users/permission-map';
    const readOnly = {
      ...DEFAULT_PERMISSION_MAP,
      applications: { ...DEFAULT_PERMISSION_MAP.applications, editor: 'read' },
    };
    expect((await call(stack.url, 'PUT', mapPath, { headers: admin, body: readOnly })).status).toBe(
      200,
    );
    try {
      const list = await call(stack.url, 'GET', '/api/admin/applications/templates', {
        headers: reader,
      });
      expect(list.status).toBe(200);
      const saveRefused = await save('accepted', 'Not mine to save.', reader, '"0"');
      expect(saveRefused.status).toBe(403);
      const refused = await heartbeat('accepted', reader);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(saveRefused.body);
      const leaveRefused = await leave('accepted', reader);
      expect(leaveRefused.status).toBe(403);
      expect(leaveRefused.body).toEqual(saveRefused.body);
    } finally {
      await call(stack.url, 'PUT', mapPath, { headers: admin, body: DEFAULT_PERMISSION_MAP });
    }
    expect((await heartbeat('accepted', manager)).body.editors).toEqual([]);
    await leave('accepted', manager);
  });

  it('refuses a status without a template (new), as its save does', async () => {
    const saveRefused = await save('new' as EmailStatus, 'No such template.', admin);
    expect(saveRefused.status).toBe(404);
    const refused = await heartbeat('new', admin);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(saveRefused.body);
    expect((await leave('new', admin)).body).toEqual(saveRefused.body);
  });
});
