import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseInput } from '@institute/core/course/schema';
import type { Editor } from '@institute/core/editing/service';
import type { TeamMember } from '@institute/core/team-member/schema';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

// The API's clock, moved by the heartbeat tests.
let now = Date.now();
let stack: LocalStack;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin, editor },
  } = await startSignedIn(
    { admin: 'admin@example.com', editor: 'editor@example.com' },
    { clock: () => new Date(now) },
  ));
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

async function createCourse(title: string, extra: Partial<CourseInput> = {}): Promise<Course> {
  const created = await call<Course>(stack.url, 'POST', '/api/admin/courses', {
    headers: admin,
    body: courseBody(title, extra),
  });
  expect(created.status).toBe(201);
  return created.body;
}

const save = (id: string, title: string, headers: Record<string, string>, ifMatch?: string) =>
  call<Course & ErrorShape>(stack.url, 'PUT', `/api/admin/courses/${id}`, {
    headers: { ...headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    body: courseBody(title),
  });

const stored = async (id: string) =>
  (await call<Course[]>(stack.url, 'GET', '/api/admin/courses', { headers: admin })).body.find(
    (course) => course.id === id,
  )!;

describe('edit conflicts', () => {
  it('numbers each save: a new record is revision 1, each save one more', async () => {
    const course = await createCourse('Revisions');
    expect(course.revision).toBe(1);
    const saved = await save(course.id, 'Revisions, saved', admin, '"1"');
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(2);
    expect((await stored(course.id)).revision).toBe(2);
  });

  it('refuses a save begun before someone else saved, naming them and when, and keeps their save', async () => {
    const course = await createCourse('Shared course');
    const theirs = await save(course.id, 'Their title', admin, `"${course.revision}"`);
    expect(theirs.status).toBe(200);

    const mine = await save(course.id, 'My title', editor, `"${course.revision}"`);
    expect(mine.status).toBe(409);
    expect(mine.body.error.code).toBe('edit_conflict');
    expect(mine.body.error.message).toMatch(
      /^admin@example\.com saved this course at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Malaysia time\), after you opened it\./,
    );
    expect((await stored(course.id)).title).toBe('Their title');

    // Starting again from their revision, the save goes through.
    const again = await save(course.id, 'My title', editor, `"${theirs.body.revision}"`);
    expect(again.status).toBe(200);
    expect((await stored(course.id)).title).toBe('My title');
  });

  it('tells a save refused after your own save elsewhere that it was you, in another tab', async () => {
    const course = await createCourse('Two tabs');
    expect((await save(course.id, 'First tab', editor, `"${course.revision}"`)).status).toBe(200);
    const secondTab = await save(course.id, 'Second tab', editor, `"${course.revision}"`);
    expect(secondTab.status).toBe(409);
    expect(secondTab.body.error.message).toMatch(
      /^You saved this course at .+ \(Malaysia time\) in another tab or window, after this one was opened\. Reload the saved version/,
    );
  });

  it('lets exactly one of two saves racing from the same revision through', async () => {
    const course = await createCourse('Raced course');
    const results = await Promise.all([
      save(course.id, 'Admin wins?', admin, `"${course.revision}"`),
      save(course.id, 'Editor wins?', editor, `"${course.revision}"`),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!;
    const after = await stored(course.id);
    expect(after.title).toBe(winner.body.title);
    expect(after.revision).toBe(course.revision + 1);
  });

  it('counts a move as a save: an edit begun before it is refused', async () => {
    // Apart from every other course and last in the list, so the move is one write (no
    // renumbering of the list, which would depend on the random ids of equal orders).
    const first = await createCourse('Moved course', { sort_order: 900 });
    const other = await createCourse('Anchor course', { sort_order: 1000 });
    const moved = await call<Course>(stack.url, 'POST', `/api/admin/courses/${first.id}/move`, {
      headers: editor,
      body: { after_id: other.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.revision).toBe(first.revision + 1);
    const edit = await save(first.id, 'Edited after the move', admin, `"${first.revision}"`);
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toMatch(/^editor@example\.com saved this course/);
  });

  it('lets the last save win without If-Match, and refuses an If-Match that is not a revision', async () => {
    const course = await createCourse('No precondition');
    await save(course.id, 'First', admin, `"${course.revision}"`);
    expect((await save(course.id, 'Last wins', editor)).status).toBe(200);
    const bad = await save(course.id, 'Bad header', editor, 'yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'If-Match must be the revision the edit started from, such as "3"',
    );
    expect((await stored(course.id)).title).toBe('Last wins');
  });

  it('does the same for the other lists (a team member)', async () => {
    const created = await call<TeamMember>(stack.url, 'POST', '/api/admin/team-members', {
      headers: admin,
      body: { name: 'Devi', role: 'Teacher', status: 'published', sort_order: 1 },
    });
    expect(created.status).toBe(201);
    const path = `/api/admin/team-members/${created.body.id}`;
    const body = { name: 'Devi Dasi', role: 'Teacher', status: 'published', sort_order: 1 };
    const first = await call(stack.url, 'PUT', path, {
      headers: { ...admin, 'if-match': '"1"' },
      body,
    });
    expect(first.status).toBe(200);
    const stale = await call<ErrorShape>(stack.url, 'PUT', path, {
      headers: { ...editor, 'if-match': '"1"' },
      body,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/^admin@example\.com saved this team member/);
  });

  it('never shows who saved a record on the public site', async () => {
    const course = await createCourse('Public course');
    await save(course.id, 'Public course, saved', editor, `"${course.revision}"`);
    const home = await fetch(`${stack.url}/api/public/home`);
    expect(await home.text()).not.toContain('editor@example.com');
  });
});

describe('"is editing" heads-up', () => {
  const heartbeat = (id: string, headers: Record<string, string>) =>
    call<{ editors: Editor[] } & ErrorShape>(
      stack.url,
      'POST',
      `/api/admin/courses/${id}/editing`,
      { headers, body: {} },
    );

  it('tells each editor who else has the record open, until they leave or two minutes pass', async () => {
    const course = await createCourse('Watched course');
    expect((await heartbeat(course.id, admin)).body.editors).toEqual([]);

    now += 10_000;
    const second = await heartbeat(course.id, editor);
    expect(second.status).toBe(200);
    expect(second.body.editors.map((one) => one.name)).toEqual(['admin@example.com']);
    expect((await heartbeat(course.id, admin)).body.editors.map((one) => one.name)).toEqual([
      'editor@example.com',
    ]);

    // Closing the form clears it at once.
    const left = await call(stack.url, 'DELETE', `/api/admin/courses/${course.id}/editing`, {
      headers: editor,
    });
    expect(left.status).toBe(204);
    expect((await heartbeat(course.id, admin)).body.editors).toEqual([]);

    // A form left open without a heartbeat for over two minutes no longer counts.
    await heartbeat(course.id, editor);
    now += 121_000;
    expect((await heartbeat(course.id, admin)).body.editors).toEqual([]);
  });

  it('is for those who may edit the list', async () => {
    const course = await createCourse('Guarded course');
    const anonymous = await call(stack.url, 'POST', `/api/admin/courses/${course.id}/editing`, {
      body: {},
    });
    expect(anonymous.status).toBe(401);
  });
});
