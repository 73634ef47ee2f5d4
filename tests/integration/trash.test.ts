import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PERMISSION_MAP, type PermissionMap } from '@institute/core/access/permissions';
import type { AuditPage } from '@institute/core/audit/schema';
import type { Course, CourseInput } from '@institute/core/course/schema';
import { queryAll } from '@institute/core/db/items';
import type { PublicHome } from '@institute/core/home/service';
import { TRASH_SK, type TrashedRecord } from '@institute/core/trash/schema';
import { sweepAllTrash } from '@institute/core/trash/sweep';
import type { VersionSummary } from '@institute/core/version/schema';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

// The API's clock: the expiry tests move it past the trash's 30 days.
let now = Date.now();
const clock = () => new Date(now);
const DAY = 24 * 60 * 60 * 1000;
let stack: LocalStack;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin, editor },
  } = await startSignedIn({ admin: 'admin@example.com', editor: 'editor@example.com' }, { clock }));
});
afterAll(async () => {
  await stack?.stop();
});

const courseBody = (title: string, extra: Partial<CourseInput> = {}) => ({
  title,
  description: `About ${title}`,
  status: 'published',
  sort_order: 40,
  ...extra,
});

async function createCourse(title: string, extra: Partial<CourseInput> = {}): Promise<Course> {
  const created = await call<Course>(stack.url, 'POST', '/api/admin/courses', {
    headers: admin,
    body: courseBody(title, extra),
  });
  expect(created.status).toBe(201);
  return created.body;
}

const remove = (path: string, headers = admin) =>
  call<ErrorShape>(stack.url, 'DELETE', `/api/admin${path}`, { headers });
const trashOf = (list: string, headers = admin) =>
  call<TrashedRecord<Course>[] & ErrorShape>(stack.url, 'GET', `/api/admin/${list}/trash`, {
    headers,
  });
const restore = (list: string, id: string, headers = admin) =>
  call<Course & ErrorShape>(stack.url, 'POST', `/api/admin/${list}/trash/${id}/restore`, {
    headers,
    body: {},
  });
const purge = (list: string, id: string, headers = admin) =>
  call<ErrorShape>(stack.url, 'DELETE', `/api/admin/${list}/trash/${id}`, { headers });
const courses = async () =>
  (await call<Course[]>(stack.url, 'GET', '/api/admin/courses', { headers: admin })).body;
const home = async () => (await call<PublicHome>(stack.url, 'GET', '/api/public/home')).body;
const auditOf = async (id: string) =>
  (
    await call<AuditPage>(stack.url, 'GET', '/api/admin/audit?entity=course', { headers: admin })
  ).body.items.filter((entry) => entry.entity_id === id);
const trashItem = async (id: string) =>
  (
    await stack.deps.db.doc.send(
      new GetCommand({
        TableName: stack.deps.db.tableName,
        Key: { pk: `COURSE#${id}`, sk: TRASH_SK },
      }),
    )
  ).Item;
const partition = (id: string) =>
  queryAll(stack.deps.db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `COURSE#${id}` },
  });

describe('the trash', () => {
  it('takes a deleted course off the lists and the public site at once, for 30 days', async () => {
    const course = await createCourse('Trashed at once');
    expect((await home()).courses.map((item) => item.id)).toContain(course.id);

    const deleted = await remove(`/courses/${course.id}`);
    expect(deleted.status).toBe(204);
    expect((await courses()).map((item) => item.id)).not.toContain(course.id);
    expect((await home()).courses.map((item) => item.id)).not.toContain(course.id);
    // Gone as far as the record's own routes know.
    expect((await remove(`/courses/${course.id}`)).status).toBe(404);

    const trash = await trashOf('courses');
    expect(trash.status).toBe(200);
    const entry = trash.body.find((item) => item.id === course.id)!;
    expect(entry).toMatchObject({
      deleted_by: 'admin@example.com',
      record: { title: course.title },
    });
    expect(Date.parse(entry.expires_at) - Date.parse(entry.deleted_at)).toBeGreaterThanOrEqual(
      30 * DAY - 1000,
    );
    expect(Date.parse(entry.expires_at) - Date.parse(entry.deleted_at)).toBeLessThanOrEqual(
      30 * DAY,
    );
    // The table's TTL attribute, in epoch seconds.
    expect((await trashItem(course.id))?.expires_at).toBe(Date.parse(entry.expires_at) / 1000);
  });

  it('restores with the same id, place, published state and versions, and audits each step', async () => {
    const course = await createCourse('Restored whole', { sort_order: 41 });
    const saved = await call<Course>(stack.url, 'PUT', `/api/admin/courses/${course.id}`, {
      headers: admin,
      body: courseBody('Restored whole, edited', { sort_order: 41 }),
    });
    expect(saved.status).toBe(200);
    expect((await remove(`/courses/${course.id}`)).status).toBe(204);

    const restored = await restore('courses', course.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: course.id,
      title: 'Restored whole, edited',
      sort_order: 41,
      status: 'published',
      created_at: course.created_at,
      revision: saved.body.revision + 1,
    });
    expect((await courses()).find((item) => item.id === course.id)).toMatchObject({
      sort_order: 41,
    });
    expect((await home()).courses.map((item) => item.id)).toContain(course.id);
    expect((await trashOf('courses')).body.map((item) => item.id)).not.toContain(course.id);
    expect(await trashItem(course.id)).toBeUndefined();

    const versions = await call<VersionSummary[]>(
      stack.url,
      'GET',
      `/api/admin/courses/${course.id}/versions`,
      { headers: admin },
    );
    expect(versions.body).toHaveLength(1);

    // The test's clock stands still, so the entries share one time: compared as a set.
    const entries = await auditOf(course.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'create',
      'delete',
      'untrash',
      'update',
    ]);
    expect(entries.find((entry) => entry.action === 'untrash')).toMatchObject({
      before: null,
      after: { title: 'Restored whole, edited', status: 'published' },
    });
    // Once restored, it is no longer in the trash.
    expect((await restore('courses', course.id)).status).toBe(404);
  });

  it('puts a restored course at the end when another has taken its place', async () => {
    const course = await createCourse('Place taken', { sort_order: 77 });
    expect((await remove(`/courses/${course.id}`)).status).toBe(204);
    await createCourse('Took the place', { sort_order: 77 });
    const last = Math.max(...(await courses()).map((item) => item.sort_order));

    const restored = await restore('courses', course.id);
    expect(restored.status).toBe(200);
    expect(restored.body.sort_order).toBe(Math.floor(last) + 1);
    const list = await courses();
    expect(list.at(-1)?.id).toBe(course.id);
  });

  it('keeps a draft a draft, off the public site', async () => {
    const course = await createCourse('Draft in the trash', { status: 'draft' });
    expect((await remove(`/courses/${course.id}`)).status).toBe(204);
    const restored = await restore('courses', course.id);
    expect(restored.body.status).toBe('draft');
    expect((await home()).courses.map((item) => item.id)).not.toContain(course.id);
  });

  it('deletes for good: the record, its versions, and an audit entry', async () => {
    const course = await createCourse('Gone for good');
    await call(stack.url, 'PUT', `/api/admin/courses/${course.id}`, {
      headers: admin,
      body: courseBody('Gone for good, edited'),
    });
    expect((await remove(`/courses/${course.id}`)).status).toBe(204);

    expect((await purge('courses', course.id)).status).toBe(204);
    expect(await trashItem(course.id)).toBeUndefined();
    expect((await trashOf('courses')).body.map((item) => item.id)).not.toContain(course.id);
    const again = await restore('courses', course.id);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toMatch(/^Course not found in the trash/);
    expect((await purge('courses', course.id)).status).toBe(404);
    // Nothing of it is left in its partition, versions included.
    expect(await partition(course.id)).toEqual([]);

    const purged = (await auditOf(course.id)).find((entry) => entry.action === 'purge');
    expect(purged).toMatchObject({
      action: 'purge',
      after: null,
      actor_email: 'admin@example.com',
    });
    expect(purged!.before).toMatchObject({ title: 'Gone for good, edited' });
  });

  it('lets testimonials, team members and content sections go to the trash and back', async () => {
    const bodies = {
      testimonials: { name: 'Trashed Devotee', content: 'Kind words', status: 'published' },
      'team-members': { name: 'Trashed Member', role: 'Teacher', status: 'published' },
      'content-sections': {
        title: 'Trashed footer',
        section_type: 'footer',
        content: { text: 'Hare Krishna' },
        status: 'draft',
      },
    };
    for (const [list, body] of Object.entries(bodies)) {
      const created = await call<{ id: string }>(stack.url, 'POST', `/api/admin/${list}`, {
        headers: admin,
        body,
      });
      expect(created.status).toBe(201);
      expect((await remove(`/${list}/${created.body.id}`)).status).toBe(204);
      const trash = await trashOf(list);
      expect(trash.body.map((item) => item.id)).toContain(created.body.id);
      expect((await restore(list, created.body.id)).status).toBe(200);
      const listed = await call<{ id: string }[]>(stack.url, 'GET', `/api/admin/${list}`, {
        headers: admin,
      });
      expect(listed.body.map((item) => item.id)).toContain(created.body.id);
    }
  });

  it('refuses the trash to staff who may not edit the list', async () => {
    const course = await createCourse('Not yours to restore');
    expect((await remove(`/courses/${course.id}`)).status).toBe(204);
    const mapPath = '/api/admin/users/permission-map';
    const readOnly: PermissionMap = {
      ...DEFAULT_PERMISSION_MAP,
      courses: { ...DEFAULT_PERMISSION_MAP.courses, editor: 'read' },
    };
    expect((await call(stack.url, 'PUT', mapPath, { headers: admin, body: readOnly })).status).toBe(
      200,
    );
    try {
      expect((await call(stack.url, 'GET', '/api/admin/courses', { headers: editor })).status).toBe(
        200,
      );
      expect((await trashOf('courses', editor)).status).toBe(403);
      expect((await restore('courses', course.id, editor)).status).toBe(403);
      expect((await purge('courses', course.id, editor)).status).toBe(403);
      expect(await trashItem(course.id)).toBeDefined();
    } finally {
      await call(stack.url, 'PUT', mapPath, { headers: admin, body: DEFAULT_PERMISSION_MAP });
    }
    // The editor may again, as every role edits the lists by default.
    expect((await trashOf('courses', editor)).status).toBe(200);
    expect((await call(stack.url, 'GET', '/api/admin/courses/trash')).status).toBe(401);
  });

  it('answers 404 for an id that cannot be a course', async () => {
    const answer = await restore('courses', 'not-a-uuid');
    expect(answer.status).toBe(404);
  });
});

describe('expiry', () => {
  it('lists nothing past 30 days, refuses to restore it, and sweeps it with its versions', async () => {
    const course = await createCourse('Expires');
    await call(stack.url, 'PUT', `/api/admin/courses/${course.id}`, {
      headers: admin,
      body: courseBody('Expires, edited'),
    });
    expect((await remove(`/courses/${course.id}`)).status).toBe(204);
    const other = await createCourse('Expires later');

    now += 29 * DAY;
    expect((await remove(`/courses/${other.id}`)).status).toBe(204);
    expect((await trashOf('courses')).body.map((item) => item.id)).toContain(course.id);

    now += 1 * DAY + 1000;
    expect(await trashItem(course.id)).toBeDefined();
    // Past its expiry the trash answers as TTL would have: gone, though the local table kept it.
    expect((await restore('courses', course.id)).status).toBe(404);
    expect((await purge('courses', course.id)).status).toBe(404);
    expect(await sweepAllTrash(stack.deps.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await trashItem(course.id)).toBeUndefined();
    expect(await partition(course.id)).toEqual([]);

    // The later one is still there, and listing the trash sweeps it once it expires too.
    const trash = await trashOf('courses');
    expect(trash.body.map((item) => item.id)).toEqual(expect.arrayContaining([other.id]));
    expect(trash.body.map((item) => item.id)).not.toContain(course.id);
    now += 29 * DAY;
    expect((await trashOf('courses')).body.map((item) => item.id)).not.toContain(other.id);
    expect(await trashItem(other.id)).toBeUndefined();
  });
});
