import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { startSignedIn } from '../support/stack';

let stack: LocalStack;
let auth: Record<string, string>;

beforeAll(async () => {
  // Settings belong to super admins and content admins (the permission map).
  ({
    stack,
    auth: { admin: auth },
  } = await startSignedIn({ admin: 'admin@example.com' }));
});
afterAll(async () => {
  await stack?.stop();
});

type Row = Record<string, unknown> & { id: string; created_at: string; updated_at: string };
const api = <T = Row>(method: string, path: string, body?: unknown) =>
  call<T & ErrorShape>(stack.url, method, `/api/admin${path}`, { body, headers: auth });
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface EntityCase {
  path: string;
  noun: string;
  minimal: Record<string, unknown>;
  defaults: Record<string, unknown>;
  edit: Record<string, unknown>;
  invalid: Record<string, unknown>;
  messages: Record<string, string>;
  /** Nested fields a create sent again must match whatever order the table keeps them in. */
  sentAgain?: Record<string, unknown>;
}

const ENTITIES: EntityCase[] = [
  {
    path: '/courses',
    noun: 'Course',
    minimal: { title: 'Srimad-Bhagavatam Study Circle' },
    defaults: {
      status: 'published',
      sort_order: 0,
      level: 'foundational',
      prerequisites: [],
      description: null,
      duration: null,
      image_url: null,
      enroll_course: null,
    },
    edit: {
      title: 'Bhagavatam Circle',
      level: 'advanced',
      status: 'draft',
      sort_order: 9,
      prerequisites: ['Bhakti-shastri'],
    },
    invalid: {
      title: '  ',
      level: 'expert',
      enroll_course: 'cooking',
      sort_order: 1.2345678,
      status: 'archived',
      image_url: 'javascript:alert(1)',
    },
    messages: {
      title: 'Title is required',
      level: 'Level must be foundational, intermediate, advanced or specialized',
      enroll_course: 'Enrolment course must be one of the application course choices',
      sort_order: 'Sort order can have at most 6 decimals',
      status: 'Status must be published or draft',
      image_url: 'Image URL must start with https://, http:// or / and have no spaces',
    },
    sentAgain: {
      intakes: [
        { id: randomUUID(), start_date: '2031-01-05', deadline: '2030-12-20', capacity: 20 },
      ],
    },
  },
  {
    path: '/testimonials',
    noun: 'Testimonial',
    minimal: { name: 'Gopal Das', content: 'A wonderful course.' },
    defaults: { status: 'published', sort_order: 0, rating: 5, role: null, image_url: null },
    edit: { name: 'Gopal Das', content: 'Still wonderful.', rating: 4, role: 'Student' },
    invalid: { name: '', content: '', rating: 6 },
    messages: {
      name: 'Name is required',
      content: 'Content is required',
      rating: 'Rating must be a whole number from 1 to 5',
    },
  },
  {
    path: '/team-members',
    noun: 'Team member',
    minimal: { name: 'Lalita Devi Dasi', role: 'Teacher' },
    defaults: { status: 'published', sort_order: 0, social_links: {}, bio: null, image_url: null },
    edit: {
      name: 'Lalita Devi Dasi',
      role: 'Senior teacher',
      social_links: { email: 'lalita@example.org', linkedin: '' },
      status: 'draft',
    },
    invalid: { name: '', role: ' ', social_links: { email: 'nope' } },
    messages: {
      name: 'Name is required',
      role: 'Role is required',
      'social_links.email': 'Please enter a valid email address',
    },
  },
  {
    path: '/content-sections',
    noun: 'Content section',
    minimal: { title: 'Welcome', section_type: 'about' },
    defaults: { status: 'published', content: {} },
    edit: {
      title: 'Welcome back',
      section_type: 'about',
      content: { body: 'Hello' },
      status: 'draft',
    },
    invalid: { title: '', section_type: 'banner', content: [1, 2] },
    sentAgain: { content: { heading: 'About us', body: 'Since 1990', images: [] } },
    messages: {
      title: 'Title is required',
      section_type: 'Section type must be hero, about, statistics or footer',
      content: 'Content must be a JSON object',
    },
  },
];

describe.each(ENTITIES)('admin $path', (entity) => {
  it('creates with the defaults, lists, updates and deletes', async () => {
    const created = await api('POST', entity.path, entity.minimal);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...entity.minimal, ...entity.defaults });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    for (const key of KEY_ATTRIBUTES) expect(created.body).not.toHaveProperty(key);

    const listed = await api<Row[]>('GET', entity.path);
    expect(listed.status).toBe(200);
    expect(listed.body.find((row) => row.id === created.body.id)).toEqual(created.body);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await api('PUT', `${entity.path}/${created.body.id}`, entity.edit);
    expect(updated.status).toBe(200);
    const expected = { ...entity.edit };
    if (entity.path === '/team-members') expected.social_links = { email: 'lalita@example.org' };
    expect(updated.body).toMatchObject({
      ...expected,
      id: created.body.id,
      created_at: created.body.created_at,
    });
    expect(updated.body.updated_at > created.body.updated_at).toBe(true);
    for (const key of KEY_ATTRIBUTES) expect(updated.body).not.toHaveProperty(key);

    const deleted = await api('DELETE', `${entity.path}/${created.body.id}`);
    expect(deleted.status).toBe(204);
    const after = await api<Row[]>('GET', entity.path);
    expect(after.body.map((row) => row.id)).not.toContain(created.body.id);
  });

  it('refuses invalid input with the form messages and writes nothing', async () => {
    const before = await api<Row[]>('GET', entity.path);
    const response = await api('POST', entity.path, entity.invalid);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(entity.messages);
    expect((await api<Row[]>('GET', entity.path)).body).toHaveLength(before.body.length);
  });

  it('stores a create sent again under its id once, and refuses that id for anything else', async () => {
    const id = randomUUID();
    const body = { ...entity.minimal, ...entity.sentAgain, id: id.toUpperCase() };
    const first = await api('POST', entity.path, body);
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    // The answer was lost; the same body again is answered with the record it made.
    const again = await api('POST', entity.path, body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const listed = (await api<Row[]>('GET', entity.path)).body.filter((row) => row.id === id);
    expect(listed).toHaveLength(1);

    const taken = `A ${entity.noun.toLowerCase()} with this id was already created`;
    const changed = await api('POST', entity.path, { ...body, ...entity.edit });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('id_taken');
    expect(changed.body.error.message).toContain(taken);
    expect((await api('DELETE', `${entity.path}/${id}`)).status).toBe(204);
    const trashed = await api('POST', entity.path, body);
    expect(trashed.status).toBe(409);
    expect((await api<Row[]>('GET', entity.path)).body.map((row) => row.id)).not.toContain(id);

    const malformed = await api('POST', entity.path, { ...entity.minimal, id: 'course-1' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({
      id: 'id must be a UUID, or left out for the server to make one',
    });
  });

  it(`answers 404 in the error shape for an unknown id`, async () => {
    const put = await api('PUT', `${entity.path}/${UNKNOWN_ID}`, entity.minimal);
    expect(put.status).toBe(404);
    expect(put.body.error).toEqual({ code: 'not_found', message: `${entity.noun} not found` });
    const del = await api('DELETE', `${entity.path}/${UNKNOWN_ID}`);
    expect(del.status).toBe(404);
    expect(del.body.error.code).toBe('not_found');
  });
});

describe('admin list order', () => {
  it('lists courses, testimonials and team members by sort_order ascending', async () => {
    for (const entity of ENTITIES.slice(0, 3)) {
      const low = await api('POST', entity.path, { ...entity.minimal, sort_order: -50 });
      const high = await api('POST', entity.path, { ...entity.minimal, sort_order: 500 });
      const orders = (await api<Row[]>('GET', entity.path)).body.map(
        (row) => row.sort_order as number,
      );
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const ids = (await api<Row[]>('GET', entity.path)).body.map((row) => row.id);
      expect(ids[0]).toBe(low.body.id);
      expect(ids.at(-1)).toBe(high.body.id);
    }
  });

  it('lists content sections newest first', async () => {
    const first = await api('POST', '/content-sections', {
      title: 'Older',
      section_type: 'footer',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await api('POST', '/content-sections', {
      title: 'Newer',
      section_type: 'footer',
    });
    const rows = (await api<Row[]>('GET', '/content-sections')).body;
    const created = rows.map((row) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(rows[0]!.id).toBe(second.body.id);
    expect(rows.findIndex((row) => row.id === first.body.id)).toBe(1);
  });

  it('maps a legacy level on input and keeps prerequisites as a trimmed list', async () => {
    const created = await api('POST', '/courses', {
      title: 'Legacy level',
      level: 'Beginner',
      prerequisites: [' Chanting 16 rounds ', '', 'Reading'],
    });
    expect(created.body).toMatchObject({
      level: 'foundational',
      prerequisites: ['Chanting 16 rounds', 'Reading'],
    });
  });
});

describe('admin settings', () => {
  const KEYS = [
    'address',
    'consent_texts',
    'contact_email',
    'contact_phone',
    'hero_section',
    'main_site_url',
    'privacy_notice',
    'retention',
    'site_description',
    'site_name',
    'social_media',
    'statistics',
    'whatsapp_number',
  ];

  it('inserts the default rows once, however many first loads race, ordered by setting_key', async () => {
    const loads = await Promise.all(
      Array.from({ length: 5 }, () => api<Row[]>('GET', '/settings')),
    );
    for (const load of loads) {
      expect(load.status).toBe(200);
      expect(load.body.map((row) => row.setting_key)).toEqual(KEYS);
    }
    const again = await api<Row[]>('GET', '/settings');
    expect(again.body).toEqual(loads[0]!.body);
    const statistics = again.body.find((row) => row.setting_key === 'statistics');
    expect(statistics?.setting_value).toEqual({
      graduates: 795,
      countries: 6,
      programs: 7,
      current_students: 55,
    });
  });

  it('saves each row it is given and keeps the others', async () => {
    const before = (await api<Row[]>('GET', '/settings')).body;
    const saved = await api<Row[]>('PUT', '/settings', {
      settings: [
        { setting_key: 'contact_phone', setting_value: '+60 5-123 4567' },
        {
          setting_key: 'statistics',
          setting_value: { graduates: 800, countries: 7, programs: 8, current_students: 60 },
          description: 'Numbers for the band',
        },
      ],
    });
    expect(saved.status).toBe(200);
    const byKey = Object.fromEntries(saved.body.map((row) => [row.setting_key, row]));
    expect(byKey.contact_phone).toMatchObject({ setting_value: '+60 5-123 4567' });
    expect(byKey.contact_phone!.description).toBe(
      before.find((row) => row.setting_key === 'contact_phone')!.description,
    );
    expect(byKey.statistics).toMatchObject({
      setting_value: { graduates: 800, countries: 7, programs: 8, current_students: 60 },
      description: 'Numbers for the band',
    });
    expect(byKey.site_name).toEqual(before.find((row) => row.setting_key === 'site_name'));
  });

  it('refuses unknown keys and values of the wrong shape, saving none of the rows', async () => {
    const before = (await api<Row[]>('GET', '/settings')).body;
    const response = await api('PUT', '/settings', {
      settings: [
        { setting_key: 'site_name', setting_value: 'Should not be saved' },
        { setting_key: 'favourite_colour', setting_value: 'saffron' },
        {
          setting_key: 'statistics',
          setting_value: { graduates: -1, countries: 6, programs: 7, current_students: 55 },
        },
        { setting_key: 'contact_email', setting_value: 'not-an-email' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      'settings.1.setting_key': 'Unknown setting',
      'settings.2.setting_value': 'Statistics must be whole numbers of 0 or more',
      'settings.3.setting_value': 'Please enter a valid email address',
    });
    expect((await api<Row[]>('GET', '/settings')).body).toEqual(before);
  });
});
