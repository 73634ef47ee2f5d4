import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSION_MAP, type PermissionMap } from '@institute/core/access/permissions';
import type { AuditPage } from '@institute/core/audit/schema';
import { courseRepository } from '@institute/core/course/repository';
import type { Course, CourseInput } from '@institute/core/course/schema';
import { createOrderedRecordService } from '@institute/core/db/record-move';
import type { SiteSetting } from '@institute/core/site-setting/schema';
import type { VersionDetail, VersionSummary } from '@institute/core/version/schema';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

let stack: LocalStack;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin, editor },
  } = await startSignedIn({
    admin: 'admin@example.com',
    editor: 'editor@example.com',
  }));
});
afterAll(async () => {
  await stack?.stop();
});

const courseBody = (title: string, extra: Partial<CourseInput> = {}) => ({
  title,
  description: `About ${title}`,
  status: 'published',
  sort_order: 5,
  ...extra,
});

async function createCourse(title: string): Promise<Course> {
  const created = await call<Course>(stack.url, 'POST', '/api/admin/courses', {
    headers: admin,
    body: courseBody(title),
  });
  expect(created.status).toBe(201);
  return created.body;
}

const saveCourse = (id: string, title: string, headers = admin, extra: Partial<CourseInput> = {}) =>
  call<Course & ErrorShape>(stack.url, 'PUT', `/api/admin/courses/${id}`, {
    headers,
    body: courseBody(title, extra),
  });

const versionsOf = (path: string, headers = admin) =>
  call<VersionSummary[] & ErrorShape>(stack.url, 'GET', `/api/admin${path}/versions`, { headers });

describe('versions of a record', () => {
  it('keeps the record as it was at each save: who saved, when, and the whole record', async () => {
    const course = await createCourse('Bhakti Sastri');
    expect((await versionsOf(`/courses/${course.id}`)).body).toEqual([]);

    expect((await saveCourse(course.id, 'Bhakti Sastri, second')).status).toBe(200);
    const started = new Date().toISOString();
    expect((await saveCourse(course.id, 'Bhakti Sastri, third')).status).toBe(200);

    const list = await versionsOf(`/courses/${course.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const [newest, oldest] = list.body as unknown as [VersionSummary, VersionSummary];
    expect(newest).toMatchObject({
      entity: 'course',
      entity_id: course.id,
      saved_by_email: 'admin@example.com',
    });
    expect(newest.saved_at >= started).toBe(true);
    expect(newest.saved_at > oldest.saved_at).toBe(true);
    // The list carries no records.
    expect(newest).not.toHaveProperty('record');

    // The newest version is the record as the last save found it.
    const detail = await call<VersionDetail>(
      stack.url,
      'GET',
      `/api/admin/courses/${course.id}/versions/${newest.version_id}`,
      { headers: admin },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.record).toMatchObject({
      id: course.id,
      title: 'Bhakti Sastri, second',
      description: 'About Bhakti Sastri, second',
      created_at: course.created_at,
    });
    expect(detail.body.changes).toEqual([
      {
        field: 'title',
        label: 'Title',
        before: 'Bhakti Sastri, second',
        after: 'Bhakti Sastri, third',
      },
      {
        field: 'description',
        label: 'Description',
        before: 'About Bhakti Sastri, second',
        after: 'About Bhakti Sastri, third',
      },
    ]);
  });

  it('keeps no version for a save that changes nothing', async () => {
    const course = await createCourse('Unchanged');
    await saveCourse(course.id, 'Unchanged');
    expect((await versionsOf(`/courses/${course.id}`)).body).toEqual([]);
  });

  it('answers 404 for a missing record, a malformed version id and an unknown version', async () => {
    const course = await createCourse('Missing versions');
    await saveCourse(course.id, 'Missing versions, saved');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await versionsOf(`/courses/${missing}`)).status).toBe(404);
    const bad = await call<ErrorShape>(
      stack.url,
      'GET',
      `/api/admin/courses/${course.id}/versions/latest`,
      { headers: admin },
    );
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toBe('Version not found');
    const unknown = await call<ErrorShape>(
      stack.url,
      'POST',
      `/api/admin/courses/${course.id}/versions/20200101T000000000Z-00000000/restore`,
      { headers: admin, body: {} },
    );
    expect(unknown.status).toBe(404);
    // Another record's version is not this record's.
    const other = await createCourse('Other record');
    const [version] = (await versionsOf(`/courses/${course.id}`)).body as VersionSummary[];
    const crossed = await call(
      stack.url,
      'GET',
      `/api/admin/courses/${other.id}/versions/${version!.version_id}`,
      { headers: admin },
    );
    expect(crossed.status).toBe(404);
  });

  it('restores a version: the old content back, its place in the list kept, a new version and an audit entry', async () => {
    const course = await createCourse('Original title');
    await saveCourse(course.id, 'Edited once');
    await saveCourse(course.id, 'Edited twice', admin, { sort_order: 9 });
    const [, first] = (await versionsOf(`/courses/${course.id}`)).body as VersionSummary[];
    expect(first).toBeDefined();

    const restored = await call<Course>(
      stack.url,
      'POST',
      `/api/admin/courses/${course.id}/versions/${first!.version_id}/restore`,
      { headers: editor, body: {} },
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: course.id,
      title: 'Original title',
      description: 'About Original title',
      sort_order: 9,
      created_at: course.created_at,
    });
    const listed = (
      await call<Course[]>(stack.url, 'GET', '/api/admin/courses', { headers: admin })
    ).body.find((row) => row.id === course.id);
    expect(listed?.title).toBe('Original title');

    // The restore is itself a version: the record as it was just before it.
    const after = (await versionsOf(`/courses/${course.id}`)).body as VersionSummary[];
    expect(after).toHaveLength(3);
    expect(after[0]!.saved_by_email).toBe('editor@example.com');
    const newest = await call<VersionDetail>(
      stack.url,
      'GET',
      `/api/admin/courses/${course.id}/versions/${after[0]!.version_id}`,
      { headers: admin },
    );
    expect(newest.body.record.title).toBe('Edited twice');

    const audit = await call<AuditPage>(stack.url, 'GET', '/api/admin/audit?entity=course', {
      headers: admin,
    });
    const entry = audit.body.items.find((item) => item.entity_id === course.id);
    expect(entry).toMatchObject({ action: 'restore', actor_email: 'editor@example.com' });
    expect(entry?.before).toMatchObject({ title: 'Edited twice' });
    expect(entry?.after).toMatchObject({ title: 'Original title' });
  });

  it('works the same for testimonials, team members and content sections', async () => {
    const kinds = [
      {
        path: '/testimonials',
        body: (text: string) => ({ name: 'Radha', content: text, rating: 5, status: 'published' }),
        field: 'content',
      },
      {
        path: '/team-members',
        body: (text: string) => ({ name: 'Govinda', role: text, status: 'published' }),
        field: 'role',
      },
      {
        path: '/content-sections',
        body: (text: string) => ({
          section_type: 'footer',
          title: 'Footer',
          content: { text },
          status: 'draft',
        }),
        field: 'content',
      },
    ];
    for (const kind of kinds) {
      const created = await call<{ id: string } & ErrorShape>(
        stack.url,
        'POST',
        `/api/admin${kind.path}`,
        { headers: admin, body: kind.body('First words') },
      );
      expect(created.status, `${kind.path}: ${JSON.stringify(created.body)}`).toBe(201);
      const saved = await call(stack.url, 'PUT', `/api/admin${kind.path}/${created.body.id}`, {
        headers: admin,
        body: kind.body('Second words'),
      });
      expect(saved.status).toBe(200);
      const [version] = (await versionsOf(`${kind.path}/${created.body.id}`))
        .body as VersionSummary[];
      expect(version?.entity_id).toBe(created.body.id);
      const restored = await call<Record<string, unknown>>(
        stack.url,
        'POST',
        `/api/admin${kind.path}/${created.body.id}/versions/${version!.version_id}/restore`,
        { headers: admin, body: {} },
      );
      expect(restored.status).toBe(200);
      expect(JSON.stringify(restored.body[kind.field])).toContain('First words');
    }
  });
});

describe('how many versions a record keeps', () => {
  it('keeps the newest 50 and drops older ones past 90 days, on the save itself', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    let at = now - 200 * day;
    const courses = createOrderedRecordService<CourseInput, Course>(
      courseRepository(stack.deps.db),
      {
        db: stack.deps.db,
        entity: 'course',
        clock: () => new Date(at),
      },
    );
    const actor = { sub: 'cap-test', email: 'cap@example.com' };
    const made = await courses.create(
      { ...courseBody('Saved often'), level: 'foundational' } as CourseInput,
      actor,
    );
    if (!made.ok) throw new Error(`not created: ${made.reason}`);
    const course = made.record;
    // 51 saves 200 days ago, a minute apart, then one today: 52 versions, the two oldest past
    // both the count and the age limit.
    for (let save = 1; save <= 52; save += 1) {
      at = save === 52 ? now : now - 200 * day + save * 60_000;
      const saved = await courses.update(
        course.id,
        { ...courseBody(`Saved often ${save}`), level: 'foundational' } as CourseInput,
        actor,
      );
      expect(saved.ok && saved.record.title).toBe(`Saved often ${save}`);
    }
    const versions = (await courses.versions(course.id))!;
    expect(versions).toHaveLength(50);
    // The oldest kept is the record as the third save found it (after save 2).
    const oldest = await courses.version(course.id, versions[49]!.version_id);
    expect(oldest?.record.title).toBe('Saved often 2');
    const newest = await courses.version(course.id, versions[0]!.version_id);
    expect(newest?.record.title).toBe('Saved often 51');
  });
});

const saveSiteName = (value: string, headers = admin) =>
  call<SiteSetting[] & ErrorShape>(stack.url, 'PUT', '/api/admin/settings', {
    headers,
    body: { settings: [{ setting_key: 'site_name', setting_value: value }] },
  });
const siteName = async () =>
  (
    await call<SiteSetting[]>(stack.url, 'GET', '/api/admin/settings', { headers: admin })
  ).body.find((row) => row.setting_key === 'site_name')?.setting_value;

describe('the settings', () => {
  it('are versioned as one record and restored with an audit entry', async () => {
    await call(stack.url, 'GET', '/api/admin/settings', { headers: admin });
    expect((await saveSiteName('Version One')).status).toBe(200);
    expect((await saveSiteName('Version Two')).status).toBe(200);
    const list = await versionsOf('/settings');
    expect(list.status).toBe(200);
    const [newest] = list.body as VersionSummary[];
    expect(newest).toMatchObject({ entity: 'settings', entity_id: 'site' });
    const detail = await call<VersionDetail>(
      stack.url,
      'GET',
      `/api/admin/settings/versions/${newest!.version_id}`,
      { headers: admin },
    );
    expect(detail.body.changes).toEqual([
      { field: 'site_name', label: 'Site Name', before: 'Version One', after: 'Version Two' },
    ]);
    const restored = await call<SiteSetting[]>(
      stack.url,
      'POST',
      `/api/admin/settings/versions/${newest!.version_id}/restore`,
      { headers: admin, body: {} },
    );
    expect(restored.status).toBe(200);
    expect(await siteName()).toBe('Version One');
    expect((await versionsOf('/settings')).body).toHaveLength(list.body.length + 1);
    const audit = await call<AuditPage>(stack.url, 'GET', '/api/admin/audit?entity=settings', {
      headers: admin,
    });
    expect(audit.body.items[0]).toMatchObject({ action: 'restore', entity_id: 'site' });
  });
});

describe('who may see and restore versions', () => {
  it('refuses a role without the right to edit the kind, for reads too', async () => {
    await saveSiteName('Refusal test');
    const [version] = (await versionsOf('/settings')).body as VersionSummary[];
    // Editors may not edit the settings (the default map).
    expect((await versionsOf('/settings', editor)).status).toBe(403);
    const refused = await call<ErrorShape>(
      stack.url,
      'POST',
      `/api/admin/settings/versions/${version!.version_id}/restore`,
      { headers: editor, body: {} },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');

    // Editors who may only read courses see the list, but not the versions.
    const course = await createCourse('Read only');
    await saveCourse(course.id, 'Read only, saved');
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
      expect((await versionsOf(`/courses/${course.id}`, editor)).status).toBe(403);
      const [courseVersion] = (await versionsOf(`/courses/${course.id}`)).body as VersionSummary[];
      const restore = await call(
        stack.url,
        'POST',
        `/api/admin/courses/${course.id}/versions/${courseVersion!.version_id}/restore`,
        { headers: editor, body: {} },
      );
      expect(restore.status).toBe(403);
    } finally {
      await call(stack.url, 'PUT', mapPath, { headers: admin, body: DEFAULT_PERMISSION_MAP });
    }
  });
});
