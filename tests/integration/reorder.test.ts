import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack } from '../../infra/local/stack';
import { bearer, signIn } from '../support/auth';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

/*
 * Drag-and-drop reordering through the API with real tokens: POST /api/admin/<list>/:id/move
 * with { after_id } or { before_id }. A move must show in the public reads at once and write one
 * record (plus its audit entry) however long the list is.
 */

let stack: LocalStack;
let editor: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { editor },
  } = await startSignedIn({ editor: 'editor@example.com' }));
});
afterAll(async () => {
  await stack?.stop();
});

interface Row {
  id: string;
  status: string;
  sort_order: number;
  updated_at: string;
  [field: string]: unknown;
}
type Item = Record<string, unknown> & { pk: string };

const admin = <T = Row>(method: string, path: string, body?: unknown) =>
  call<T & ErrorShape>(stack.url, method, `/api/admin${path}`, { body, headers: editor });
const move = (list: string, id: string, body: unknown) => admin('POST', `${list}/${id}/move`, body);
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const adminList = async (list: string) => (await admin<Row[]>('GET', list)).body;
const publicHome = async () =>
  (
    await call<Record<'courses' | 'testimonials' | 'team_members', Row[]>>(
      stack.url,
      'GET',
      '/api/public/home',
    )
  ).body;

/** Every item of the table (test only: the app itself never scans). */
async function scanTable(): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await stack.deps.db.doc.send(
      new ScanCommand({ TableName: stack.deps.db.tableName, ExclusiveStartKey: start }),
    );
    for (const item of (page.Items ?? []) as Item[])
      items.set(`${item.pk}|${String(item.sk)}`, JSON.stringify(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Runs `action` and answers the keys of the items it added or changed, records and audit apart. */
async function writesOf<T>(action: () => Promise<T>) {
  const before = await scanTable();
  const result = await action();
  const after = await scanTable();
  const changed = [...after].filter(([key, item]) => before.get(key) !== item).map(([key]) => key);
  const removed = [...before.keys()].filter((key) => !after.has(key));
  return {
    result,
    records: changed.filter((key) => !key.startsWith('AUDIT#')),
    audits: changed.filter((key) => key.startsWith('AUDIT#')),
    removed,
  };
}

async function createMany(
  list: string,
  count: number,
  body: (n: number) => Record<string, unknown>,
) {
  const created: Row[] = [];
  // A few at a time: the local table is in memory, the machine small.
  for (let n = 0; n < count; n += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - n) }, (_, k) => admin('POST', list, body(n + k))),
    );
    for (const response of batch) {
      expect(response.status).toBe(201);
      created.push(response.body);
    }
  }
  return created;
}

describe('a move', () => {
  it('changes the admin list, the public home and the per-list read at once', async () => {
    const before = await adminList('/courses');
    const published = before.filter((course) => course.status === 'published');
    const [first, second] = published;
    const last = published.at(-1)!;
    // Read first, so whatever caches the home data holds the old order.
    expect(ids((await publicHome()).courses)).toEqual(ids(published));

    const moved = await move('/courses', last.id, { before_id: first!.id });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(last.id);
    expect(moved.body.sort_order).toBeLessThan(first!.sort_order);

    const expected = [last.id, ...ids(published).filter((id) => id !== last.id)];
    expect(ids((await publicHome()).courses)).toEqual(expected);
    const perList = await call<Row[]>(stack.url, 'GET', '/api/public/courses');
    expect(ids(perList.body)).toEqual(expected);
    // The admin list is in the same order, and its sort_order column agrees with it.
    const after = await adminList('/courses');
    expect(ids(after.filter((course) => course.status === 'published'))).toEqual(expected);
    const orders = after.map((course) => course.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    // after_id: the second course goes to the very end, after the last one there is.
    const end = after.at(-1)!;
    const toEnd = await move('/courses', second!.id, { after_id: end.id });
    expect(toEnd.status).toBe(200);
    expect(ids(await adminList('/courses')).at(-1)).toBe(second!.id);
    expect(ids((await publicHome()).courses).at(-1)).toBe(second!.id);
  });

  it('puts a record between two others with a sort_order between theirs', async () => {
    const list = await adminList('/team-members');
    const [a, b, , d] = list;
    const moved = await move('/team-members', d!.id, { after_id: a!.id });
    expect(moved.status).toBe(200);
    expect(moved.body.sort_order).toBeGreaterThan(a!.sort_order);
    expect(moved.body.sort_order).toBeLessThan(b!.sort_order);
    expect(ids(await adminList('/team-members')).slice(0, 3)).toEqual([a!.id, d!.id, b!.id]);
    // The form's field reads the same value back, and saving it keeps the place.
    const { id, created_at: _c, updated_at: _u, ...fields } = moved.body;
    const saved = await admin('PUT', `/team-members/${id}`, fields);
    expect(saved.status).toBe(200);
    expect(saved.body.sort_order).toBe(moved.body.sort_order);
    expect(ids(await adminList('/team-members')).slice(0, 3)).toEqual([a!.id, d!.id, b!.id]);
  });

  it('writes one record and one audit entry, however long the list is', async () => {
    const measure = async () => {
      const list = await adminList('/testimonials');
      const target = list.at(-1)!;
      const { result, records, audits, removed } = await writesOf(() =>
        move('/testimonials', target.id, { before_id: list[1]!.id }),
      );
      expect(result.status).toBe(200);
      return { length: list.length, records, audits, removed, target };
    };

    const short = await measure();
    await createMany('/testimonials', 60, (n) => ({
      name: `Reorder ${n}`,
      content: 'Lovely course.',
      sort_order: 100 + n,
    }));
    const long = await measure();

    expect(long.length).toBeGreaterThanOrEqual(short.length + 60);
    for (const run of [short, long]) {
      expect(run.records).toEqual([`TESTIMONIAL#${run.target.id}|TESTIMONIAL`]);
      expect(run.audits).toHaveLength(1);
      expect(run.removed).toEqual([]);
    }

    // The audit entry says who moved what, from where to where.
    const audit = await call<{ items: Array<Record<string, unknown>> }>(
      stack.url,
      'GET',
      '/api/admin/audit?entity=testimonial&limit=1',
      { headers: bearer((await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken) },
    );
    const [entry] = audit.body.items;
    expect(entry).toMatchObject({
      entity: 'testimonial',
      entity_id: long.target.id,
      action: 'update',
      actor_email: 'editor@example.com',
      before: { sort_order: long.target.sort_order },
    });
    expect((entry!.after as Row).sort_order).not.toBe(long.target.sort_order);
  });

  it('writes nothing when the record is already in that place', async () => {
    const [a, b] = await adminList('/testimonials');
    const { result, records, audits } = await writesOf(() =>
      move('/testimonials', b!.id, { after_id: a!.id }),
    );
    expect(result.status).toBe(200);
    expect(result.body.sort_order).toBe(b!.sort_order);
    expect(records).toEqual([]);
    expect(audits).toEqual([]);
  });

  it('keeps working for repeated moves into the same gap, rebalancing rarely', async () => {
    // The worst case: every move drops a record right after the same first record, so the gap
    // after it halves each time until no six-decimal value is left in it.
    let expected = ids(await adminList('/team-members'));
    const anchor = expected[0]!;
    const writes: number[] = [];
    for (let round = 0; round < 45; round += 1) {
      const id = expected[2]!;
      const { result, records, audits } = await writesOf(() =>
        move('/team-members', id, { after_id: anchor }),
      );
      expect(result.status).toBe(200);
      expect(audits).toHaveLength(records.length);
      writes.push(records.length);
      expected = [anchor, id, ...expected.slice(1).filter((other) => other !== id)];
      const list = await adminList('/team-members');
      expect(ids(list)).toEqual(expected);
      const orders = list.map((member) => member.sort_order);
      expect(new Set(orders).size).toBe(orders.length);
      expect(orders).toEqual([...orders].sort((x, y) => x - y));
    }
    const rebalances = writes.filter((count) => count > 1);
    expect(writes.filter((count) => count === 1).length).toBeGreaterThanOrEqual(40);
    expect(rebalances.length).toBeGreaterThanOrEqual(1);
    expect(rebalances.length).toBeLessThanOrEqual(3);
    // After a rebalance the list reads 1, 2, 3, … except what moved since.
    expect((await adminList('/team-members')).at(-1)!.sort_order).toBe(expected.length);
    const published = new Set(
      ids((await adminList('/team-members')).filter((member) => member.status === 'published')),
    );
    expect(ids((await publicHome()).team_members)).toEqual(
      expected.filter((id) => published.has(id)),
    );
  });

  it('renumbers a list once when neighbours share a sort_order, then writes one record again', async () => {
    // Records created without a sort_order all get 0: there is no value between two of them.
    const zeros = await createMany('/courses', 3, (n) => ({ title: `Tied course ${n}` }));
    const list = await adminList('/courses');
    const tied = list.filter((course) => course.sort_order === 0);
    expect(tied.length).toBeGreaterThanOrEqual(3);
    const last = list.at(-1)!;
    const first = await writesOf(() => move('/courses', last.id, { after_id: tied[0]!.id }));
    expect(first.result.status).toBe(200);
    expect(first.records.length).toBeGreaterThan(1);
    const renumbered = await adminList('/courses');
    expect(renumbered.map((course) => course.sort_order)).toEqual(
      renumbered.map((_, index) => index + 1),
    );
    expect(ids(renumbered).indexOf(last.id)).toBe(ids(renumbered).indexOf(tied[0]!.id) + 1);
    expect(ids(renumbered)).toEqual(expect.arrayContaining(ids(zeros)));

    const next = await writesOf(() =>
      move('/courses', renumbered[0]!.id, { after_id: renumbered[4]!.id }),
    );
    expect(next.result.status).toBe(200);
    expect(next.records).toHaveLength(1);
    expect(next.result.body.sort_order).toBe(5.5);
  });
});

describe('bad requests', () => {
  let courses: Row[];
  let testimonial: Row;
  beforeAll(async () => {
    courses = await adminList('/courses');
    testimonial = (await adminList('/testimonials'))[0]!;
  });

  it('refuse an id of another list with a clear 400, writing nothing', async () => {
    const { result, records, audits } = await writesOf(() =>
      move('/courses', courses[0]!.id, { after_id: testimonial.id }),
    );
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({
      code: 'validation_failed',
      message: 'after_id must be the id of another course: a course moves only among courses',
      fields: { after_id: 'No course has this id' },
    });
    expect(records).toEqual([]);
    expect(audits).toEqual([]);

    const team = await move('/team-members', (await adminList('/team-members'))[0]!.id, {
      before_id: courses[0]!.id,
    });
    expect(team.status).toBe(400);
    expect(team.body.error.message).toBe(
      'before_id must be the id of another team member: a team member moves only among team members',
    );
    expect(team.body.error.fields).toEqual({ before_id: 'No team member has this id' });
  });

  it('refuse an unknown anchor (400) and an unknown record (404)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const anchor = await move('/courses', courses[0]!.id, { before_id: unknown });
    expect(anchor.status).toBe(400);
    expect(anchor.body.error.fields).toEqual({ before_id: 'No course has this id' });

    const missing = await move('/courses', unknown, { after_id: courses[0]!.id });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Course not found' });
  });

  it.each([
    [{}, { after_id: 'Give either after_id or before_id, not both' }],
    [
      { after_id: 'a', before_id: 'b' },
      { after_id: 'Give either after_id or before_id, not both' },
    ],
    [{ after_id: 42 }, { after_id: 'Must be the id of a record' }],
    [{ before_id: '   ' }, { before_id: 'Must be the id of a record' }],
    [{ after_id: 'x'.repeat(101) }, { after_id: 'Must be the id of a record' }],
  ])('refuse the body %j with field messages', async (body, fields) => {
    const response = await move('/courses', courses[0]!.id, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fields,
    });
  });

  it('refuse moving a record next to itself', async () => {
    const response = await move('/courses', courses[0]!.id, { after_id: courses[0]!.id });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      message: 'A course cannot move next to itself',
      fields: { after_id: 'Must be the id of another course' },
    });
  });

  it('need an admin token and an admin role', async () => {
    const path = `/api/admin/courses/${courses[1]!.id}/move`;
    const body = { before_id: courses[0]!.id };
    const anonymous = await call<ErrorShape>(stack.url, 'POST', path, { body });
    expect(anonymous.status).toBe(401);
    const member = bearer((await signIn(stack.cognitoEndpoint, 'member@example.com')).accessToken);
    const refused = await call<ErrorShape>(stack.url, 'POST', path, { body, headers: member });
    expect(refused.status).toBe(403);
    expect(ids(await adminList('/courses'))).toEqual(ids(courses));
  });

  it('have no move for content sections (they are ordered by date)', async () => {
    const sections = await admin<Row[]>('GET', '/content-sections');
    const [a, b] = sections.body;
    const response = await move('/content-sections', a!.id, { after_id: b!.id });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});
