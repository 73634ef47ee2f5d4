import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicHome } from '@institute/core/home/service';
import { SETTING_DEFAULTS } from '@institute/core/site-setting/schema';
import { seedContent } from '../../infra/local/seed-content';
import { type LocalStack } from '../../infra/local/stack';
import { call } from '../support/http';
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

const home = async () => (await call<PublicHome>(stack.url, 'GET', '/api/public/home')).body;

describe('GET /api/public/home', () => {
  it('answers the seeded published content, cacheable', async () => {
    const response = await call<PublicHome>(stack.url, 'GET', '/api/public/home');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    const { courses, testimonials, team_members, sections } = response.body;
    expect(courses.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
    expect(team_members.length).toBeGreaterThanOrEqual(4);
    expect(sections.map((section) => section.section_type).sort()).toEqual([
      'about',
      'footer',
      'hero',
      'statistics',
    ]);
  });

  it('never shows drafts', async () => {
    const body = await home();
    for (const list of [body.courses, body.testimonials, body.team_members, body.sections]) {
      expect(list.every((record) => record.status === 'published')).toBe(true);
    }
    expect(body.courses.map((course) => course.title)).not.toContain(
      'Bhakti-vedanta (in preparation)',
    );
    expect(body.testimonials.map((t) => t.name)).not.toContain('Ravi Kumar');
    expect(body.team_members.map((m) => m.name)).not.toContain('Hari Das');
  });

  it('orders by sort_order and normalises levels (legacy Beginner and missing level read as foundational)', async () => {
    const { courses, testimonials, team_members } = await home();
    for (const list of [courses, testimonials, team_members]) {
      const orders = list.map((record) => record.sort_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    const levels = Object.fromEntries(courses.map((course) => [course.title, course.level]));
    expect(levels['Gita Saram']).toBe('foundational'); // stored as Beginner
    expect(levels['Gita Rahasya']).toBe('foundational'); // stored without a level
    expect(levels['Bhakti-vaibhava']).toBe('advanced');
    expect(
      courses.every((course) =>
        ['foundational', 'intermediate', 'advanced', 'specialized'].includes(course.level),
      ),
    ).toBe(true);
  });

  it('includes enroll_course and strips the table keys', async () => {
    const { courses } = await home();
    const idc = courses.find((course) => course.title.startsWith('ISKCON Disciples Course'));
    expect(idc?.enroll_course).toBe('idc');
    expect(courses.find((course) => course.title === 'Bhakti-shastri')?.enroll_course).toBeNull();
    for (const course of courses) {
      expect(Object.keys(course)).not.toEqual(expect.arrayContaining(['pk']));
      for (const key of ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'])
        expect(course).not.toHaveProperty(key);
    }
  });

  it('fills every setting from the defaults while none are stored, then reflects saved ones', async () => {
    const before = (await home()).settings;
    expect(before.statistics).toEqual({
      graduates: 795,
      countries: 6,
      programs: 7,
      current_students: 55,
    });
    expect(Object.keys(before).sort()).toEqual(Object.keys(SETTING_DEFAULTS).sort());

    const saved = await call(stack.url, 'PUT', '/api/admin/settings', {
      headers: admin,
      body: { settings: [{ setting_key: 'site_name', setting_value: 'Bhakti Institute (test)' }] },
    });
    expect(saved.status).toBe(200);
    const after = (await home()).settings;
    expect(after.site_name).toBe('Bhakti Institute (test)');
    expect(after.contact_email).toBe(SETTING_DEFAULTS.contact_email.value);
  });

  it('drops a course switched to draft from home and the course list, and shows it again when published', async () => {
    const { courses } = await home();
    const target = courses.find((course) => course.title === 'Bhakti-shastri')!;
    const { id, created_at: _c, updated_at: _u, ...fields } = target;
    const drafted = await call(stack.url, 'PUT', `/api/admin/courses/${id}`, {
      headers: admin,
      body: { ...fields, status: 'draft' },
    });
    expect(drafted.status).toBe(200);
    expect((await home()).courses.map((course) => course.id)).not.toContain(id);
    const list = await call<{ id: string }[]>(stack.url, 'GET', '/api/public/courses');
    expect(list.body.map((course) => course.id)).not.toContain(id);

    await call(stack.url, 'PUT', `/api/admin/courses/${id}`, {
      headers: admin,
      body: { ...fields, status: 'published' },
    });
    expect((await home()).courses.map((course) => course.id)).toContain(id);
  });
});

describe('GET /api/public/home revalidation', () => {
  it('answers 304 to its own ETag, and a new ETag once an admin write changes the data', async () => {
    const first = await fetch(`${stack.url}/api/public/home`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = (await first.json()) as PublicHome;

    const again = await fetch(`${stack.url}/api/public/home`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    // A CDN may send the weak form; any other tag gets the full answer.
    expect(
      (await fetch(`${stack.url}/api/public/home`, { headers: { 'if-none-match': `W/${etag}` } }))
        .status,
    ).toBe(304);
    expect(
      (await fetch(`${stack.url}/api/public/home`, { headers: { 'if-none-match': '"other"' } }))
        .status,
    ).toBe(200);

    const course = body.courses[0]!;
    const { id, created_at: _c, updated_at: _u, ...fields } = course;
    const saved = await call(stack.url, 'PUT', `/api/admin/courses/${id}`, {
      headers: admin,
      body: { ...fields, description: `${fields.description} (revised)` },
    });
    expect(saved.status).toBe(200);
    const changed = await fetch(`${stack.url}/api/public/home`, {
      headers: { 'if-none-match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const fresh = (await changed.json()) as PublicHome;
    expect(fresh.courses.find((c) => c.id === id)?.description).toBe(
      `${fields.description} (revised)`,
    );
  });
});

describe('per-list public reads', () => {
  it('answer published records only, in sort_order, cacheable', async () => {
    const body = await home();
    const courses = await call<{ id: string }[]>(stack.url, 'GET', '/api/public/courses');
    const testimonials = await call<{ id: string; rating: number }[]>(
      stack.url,
      'GET',
      '/api/public/testimonials',
    );
    const team = await call<{ id: string }[]>(stack.url, 'GET', '/api/public/team-members');
    for (const response of [courses, testimonials, team]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=60, stale-while-revalidate=300',
      );
    }
    expect(courses.body.map((c) => c.id)).toEqual(body.courses.map((c) => c.id));
    expect(testimonials.body.map((t) => t.id)).toEqual(body.testimonials.map((t) => t.id));
    expect(team.body.map((m) => m.id)).toEqual(body.team_members.map((m) => m.id));
    expect(testimonials.body.every((t) => t.rating >= 0 && t.rating <= 5)).toBe(true);
  });

  it('shows the team member without an image with image_url null', async () => {
    const team = await call<{ name: string; image_url: string | null }[]>(
      stack.url,
      'GET',
      '/api/public/team-members',
    );
    expect(team.body.find((member) => member.name === 'Nitai Chaitanya Das')?.image_url).toBeNull();
  });
});

describe('sample content', () => {
  it('is not written again once courses exist, so admin edits survive a restart', async () => {
    const before = await call<{ id: string }[]>(stack.url, 'GET', '/api/admin/testimonials', {
      headers: admin,
    });
    const removed = before.body[0]!.id;
    expect(
      (await call(stack.url, 'DELETE', `/api/admin/testimonials/${removed}`, { headers: admin }))
        .status,
    ).toBe(204);

    await seedContent(stack.deps.db);

    const after = await call<{ id: string }[]>(stack.url, 'GET', '/api/admin/testimonials', {
      headers: admin,
    });
    expect(after.body.map((t) => t.id)).not.toContain(removed);
    expect(after.body).toHaveLength(before.body.length - 1);
  });
});
