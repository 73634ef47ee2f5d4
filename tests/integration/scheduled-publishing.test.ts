import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseInput } from '@institute/core/course/schema';
import { RECORD_MESSAGES } from '@institute/core/db/record-fields';
import type { PublicHome } from '@institute/core/home/service';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

// The API's clock: each test moves it across the windows it sets.
let now = Date.parse('2030-03-01T00:00:00.000Z');
let stack: LocalStack;
let admin: Record<string, string>;

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }, { clock: () => new Date(now) }));
});
afterAll(async () => {
  await stack?.stop();
});

const inSeconds = (seconds: number) => new Date(now + seconds * 1000).toISOString();

async function createCourse(title: string, extra: Partial<CourseInput> = {}): Promise<Course> {
  const created = await call<Course>(stack.url, 'POST', '/api/admin/courses', {
    headers: admin,
    body: { title, status: 'published', sort_order: 60, ...extra },
  });
  expect(created.status).toBe(201);
  return created.body;
}

const home = () => call<PublicHome>(stack.url, 'GET', '/api/public/home');
const shown = async () => (await home()).body.courses.map((course) => course.id);
/** max-age and stale-while-revalidate of a Cache-Control header, in seconds. */
function lifetime(header: string | null) {
  const maxAge = Number(/max-age=(\d+)/.exec(header ?? '')?.[1]);
  const stale = Number(/stale-while-revalidate=(\d+)/.exec(header ?? '')?.[1] ?? 0);
  return { maxAge, total: maxAge + stale };
}

describe('scheduled publishing', () => {
  it('shows a course only from its "publish from", and shortens the cache lifetime to reach it', async () => {
    const course = await createCourse('Starts soon', { publish_from: inSeconds(90) });
    expect(course.publish_from).toBe(inSeconds(90));

    const before = await home();
    expect(before.body.courses.map((item) => item.id)).not.toContain(course.id);
    // No copy, fresh or stale, may outlive the moment the course appears.
    const { maxAge, total } = lifetime(before.headers.get('cache-control'));
    expect(maxAge).toBeGreaterThanOrEqual(5);
    expect(total).toBeLessThanOrEqual(90);
    expect(total).toBeGreaterThanOrEqual(89);
    // The per-list read follows the same window.
    const list = await call<Course[]>(stack.url, 'GET', '/api/public/courses');
    expect(list.body.map((item) => item.id)).not.toContain(course.id);

    now += 91_000;
    // The in-process cache ends at the boundary too: no write happened in between.
    expect(await shown()).toContain(course.id);
    const listed = await call<Course[]>(stack.url, 'GET', '/api/public/courses');
    expect(listed.body.map((item) => item.id)).toContain(course.id);
  });

  it('hides a course after its "unpublish after", with a lifetime that ends then', async () => {
    const course = await createCourse('Ends soon', { unpublish_after: inSeconds(30) });
    const during = await home();
    expect(during.body.courses.map((item) => item.id)).toContain(course.id);
    expect(during.headers.get('cache-control')).toBe('public, max-age=30');

    now += 29_000;
    const late = await home();
    // Never under 5 s, even a second before.
    expect(late.headers.get('cache-control')).toBe('public, max-age=5');
    expect(late.body.courses.map((item) => item.id)).toContain(course.id);

    now += 1_000;
    expect(await shown()).not.toContain(course.id);
    // Nothing scheduled ahead any more: the usual lifetime.
    expect((await home()).headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
  });

  it('keeps a far boundary from shortening anything, and a draft out of it all', async () => {
    const far = await createCourse('Far ahead', { publish_from: inSeconds(3600) });
    await createCourse('Draft with a date', { status: 'draft', publish_from: inSeconds(20) });
    const answer = await home();
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    expect(answer.body.courses.map((item) => item.id)).not.toContain(far.id);
    // The 304 of a revalidation carries the same lifetime.
    const again = await call(stack.url, 'GET', '/api/public/home', {
      headers: { 'if-none-match': answer.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(answer.headers.get('cache-control'));
    now += 3_601_000;
  });

  it('applies to testimonials, team members and content sections too', async () => {
    const start = inSeconds(60);
    const bodies = {
      testimonials: { name: 'Scheduled words', content: 'Later', publish_from: start },
      'team-members': { name: 'Scheduled member', role: 'Teacher', publish_from: start },
      'content-sections': {
        title: 'Scheduled footer',
        section_type: 'footer',
        content: { text: 'Soon' },
        publish_from: start,
      },
    };
    const ids: Record<string, string> = {};
    for (const [list, body] of Object.entries(bodies)) {
      const created = await call<{ id: string }>(stack.url, 'POST', `/api/admin/${list}`, {
        headers: admin,
        body: { ...body, status: 'published' },
      });
      expect(created.status).toBe(201);
      ids[list] = created.body.id;
    }
    const idsOf = (data: PublicHome) => [
      ...data.testimonials.map((item) => item.id),
      ...data.team_members.map((item) => item.id),
      ...data.sections.map((item) => item.id),
    ];
    expect(idsOf((await home()).body).filter((id) => Object.values(ids).includes(id))).toEqual([]);
    now += 60_000;
    expect(idsOf((await home()).body)).toEqual(expect.arrayContaining(Object.values(ids)));
  });

  it('refuses an end before the start, and a time without its zone, naming the field', async () => {
    const reversed = await call<ErrorShape>(stack.url, 'POST', '/api/admin/courses', {
      headers: admin,
      body: { title: 'Backwards', publish_from: inSeconds(600), unpublish_after: inSeconds(60) },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ unpublish_after: RECORD_MESSAGES.window });

    const unzoned = await call<ErrorShape>(stack.url, 'POST', '/api/admin/courses', {
      headers: admin,
      body: { title: 'No zone', publish_from: '2030-03-02T09:00' },
    });
    expect(unzoned.status).toBe(400);
    expect(unzoned.body.error.fields).toEqual({ publish_from: RECORD_MESSAGES.publishTime });
  });

  it('keeps the window through an edit, and clears it when sent blank', async () => {
    const course = await createCourse('Edited window', { publish_from: inSeconds(300) });
    const saved = await call<Course>(stack.url, 'PUT', `/api/admin/courses/${course.id}`, {
      headers: admin,
      body: {
        title: 'Edited window',
        status: 'published',
        publish_from: '',
        unpublish_after: null,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ publish_from: null, unpublish_after: null });
    expect(await shown()).toContain(course.id);
  });
});
