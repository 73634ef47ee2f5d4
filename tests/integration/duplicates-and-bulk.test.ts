import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPage } from '@institute/core/application/inbox';
import type { ApplicationRecord } from '@institute/core/application/record';
import type { LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { apply, courseWithIntake } from '../support/intakes';
import { startSignedIn } from '../support/stack';

/*
 * Possible duplicates (the same e-mail, or the same name and birth date, for the same course)
 * and bulk status changes, against the local stack.
 */

type Auth = { authorization: string };
type BulkResult = {
  id: string;
  ok: boolean;
  reason?: string;
  message?: string;
  record?: ApplicationRecord;
};

describe('possible duplicates and bulk status changes', () => {
  let stack: LocalStack;
  let auth: Record<'admin' | 'manager' | 'editor', Auth>;
  const inbox = <T>(method: string, path: string, who: Auth, body?: unknown) =>
    call<T & ErrorShape>(stack.url, method, `/api/admin/applications${path}`, {
      headers: who,
      body,
    });
  const get = async (id: string) =>
    (await inbox<ApplicationRecord>('GET', `/${id}`, auth.manager)).body;

  beforeAll(async () => {
    ({ stack, auth } = await startSignedIn({
      admin: 'admin@example.com',
      manager: { email: 'bulk.manager@example.com', group: 'course_manager' },
      editor: 'editor@example.com',
    }));
  });
  afterAll(() => stack?.stop());

  it('flags the same e-mail for the same course on both applications, whatever its case', async () => {
    const first = await apply(stack.url, { email: 'twice@example.com', course_name: 'idc' });
    const second = await apply(stack.url, {
      email: ' TWICE@example.com ',
      full_name: 'Another Name',
      course_name: 'idc',
    });
    expect((await get(first)).possible_duplicates).toEqual([second]);
    expect((await get(second)).possible_duplicates).toEqual([first]);
    const page = await inbox<ApplicationPage>('GET', '?limit=5&course=idc', auth.manager);
    const rows = page.body.items.filter((item) => [first, second].includes(item.id));
    expect(rows.map((row) => row.possible_duplicates)).toEqual(
      expect.arrayContaining([[first], [second]]),
    );
  });

  it('flags the same name and birth date with another e-mail, and not another course', async () => {
    const person = { full_name: 'Govinda  Das', date_of_birth: '1970-01-02T00:00:00.000Z' };
    const first = await apply(stack.url, {
      ...person,
      email: 'govinda.one@example.com',
      course_name: 'gita-saram',
    });
    const second = await apply(stack.url, {
      ...person,
      full_name: 'govinda das',
      email: 'govinda.two@example.com',
      course_name: 'gita-saram',
    });
    const otherCourse = await apply(stack.url, {
      ...person,
      email: 'govinda.one@example.com',
      course_name: 'gita-rahasya',
    });
    const sameNameOtherBirthday = await apply(stack.url, {
      ...person,
      date_of_birth: '1971-01-02T00:00:00.000Z',
      email: 'govinda.three@example.com',
      course_name: 'gita-saram',
    });
    expect((await get(first)).possible_duplicates).toEqual([second]);
    expect((await get(second)).possible_duplicates).toEqual([first]);
    expect((await get(otherCourse)).possible_duplicates).toBeUndefined();
    expect((await get(sameNameOtherBirthday)).possible_duplicates).toBeUndefined();
  });

  it('flags the same name typed with its accents and without', async () => {
    const person = { date_of_birth: '1980-05-06T00:00:00.000Z', course_name: 'idc' } as const;
    const first = await apply(stack.url, {
      ...person,
      full_name: 'José Álvarez',
      email: 'jose.one@example.com',
    });
    const second = await apply(stack.url, {
      ...person,
      full_name: 'Jose Alvarez',
      email: 'jose.two@example.com',
    });
    expect((await get(first)).possible_duplicates).toEqual([second]);
    expect((await get(second)).possible_duplicates).toEqual([first]);
  });

  it('changes several statuses at once, each with its history, and says which could not move', async () => {
    const ids = [
      await apply(stack.url, { email: 'bulk.a@example.com', course_name: 'audiobook' }),
      await apply(stack.url, { email: 'bulk.b@example.com', course_name: 'audiobook' }),
    ];
    const contacted = await inbox<{ results: BulkResult[] }>('POST', '/bulk-status', auth.manager, {
      ids,
      status: 'contacted',
    });
    expect(contacted.status).toBe(200);
    expect(contacted.body.results.map((result) => [result.id, result.ok])).toEqual([
      [ids[0], true],
      [ids[1], true],
    ]);
    for (const id of ids) {
      const record = await get(id);
      expect(record.status).toBe('contacted');
      expect(record.history).toEqual([
        expect.objectContaining({ kind: 'status', from: 'new', to: 'contacted' }),
      ]);
    }
    const again = await inbox<{ results: BulkResult[] }>('POST', '/bulk-status', auth.manager, {
      ids: [ids[0], '00000000-0000-4000-8000-000000000000'],
      status: 'contacted',
    });
    expect(again.body.results).toEqual([
      expect.objectContaining({
        id: ids[0],
        ok: false,
        reason: 'illegal_transition',
        message: 'The application is already Contacted.',
      }),
      expect.objectContaining({ ok: false, reason: 'not_found' }),
    ]);
  });

  it('stops a bulk accept at the capacity unless staff confirm going over', async () => {
    const { intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Bulk capacity',
      capacity: 1,
      enrollCourse: 'culture-etiquette',
    });
    const ids = [
      await apply(stack.url, {
        intake: intakeId,
        email: 'cap.a@example.com',
        course_name: 'culture-etiquette',
      }),
      await apply(stack.url, {
        intake: intakeId,
        email: 'cap.b@example.com',
        course_name: 'culture-etiquette',
      }),
    ];
    await inbox('POST', '/bulk-status', auth.manager, { ids, status: 'contacted' });
    const accepted = await inbox<{ results: BulkResult[] }>('POST', '/bulk-status', auth.manager, {
      ids,
      status: 'accepted',
    });
    expect(accepted.body.results.map((result) => result.reason ?? 'ok')).toEqual([
      'ok',
      'intake_full',
    ]);
    const over = await inbox<{ results: BulkResult[] }>('POST', '/bulk-status', auth.manager, {
      ids: [ids[1]],
      status: 'accepted',
      over_capacity: true,
    });
    expect(over.body.results[0]).toMatchObject({ ok: true });
  });

  it('is for the applications permission only, and checks its body', async () => {
    const id = await apply(stack.url, { email: 'perm@example.com', course_name: 'other' });
    const editor = await inbox('POST', '/bulk-status', auth.editor, {
      ids: [id],
      status: 'contacted',
    });
    expect(editor.status).toBe(403);
    expect((await get(id)).status).toBe('new');
    const empty = await inbox('POST', '/bulk-status', auth.manager, {
      ids: [],
      status: 'contacted',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ ids: 'Choose at least one application' });
    const twice = await inbox('POST', '/bulk-status', auth.manager, {
      ids: [id, id.toUpperCase()],
      status: 'maybe',
    });
    expect(twice.body.error.fields).toEqual({
      ids: 'Each application may be named once',
      status: 'Status must be new, contacted, accepted, waitlisted or declined',
    });
  });
});
