import { fc } from '@fast-check/vitest';
import * as v from 'valibot';
import { beforeAll, describe, expect } from 'vitest';
import { COURSE_NAMES } from '@institute/core/application/choices';
import {
  contentSectionInputSchema,
  contentSectionRecordSchema,
  SECTION_TYPES,
} from '@institute/core/content-section/schema';
import { COURSE_LEVELS } from '@institute/core/course/levels';
import { courseInputSchema, courseRecordSchema } from '@institute/core/course/schema';
import { courseRepository } from '@institute/core/course/repository';
import type { Db } from '@institute/core/db/client';
import { ITEM_TYPES } from '@institute/core/db/keys';
import type { OrderedRecord } from '@institute/core/db/record-move';
import type { RecordRepository } from '@institute/core/db/record-repository';
import { hasSortOrderPrecision } from '@institute/core/db/sort-order';
import { teamMemberRepository } from '@institute/core/team-member/repository';
import { testimonialRepository } from '@institute/core/testimonial/repository';
import {
  SETTING_KEYS,
  SETTING_VALUE_SCHEMAS,
  siteSettingRecordSchema,
} from '@institute/core/site-setting/schema';
import { teamMemberInputSchema, teamMemberRecordSchema } from '@institute/core/team-member/schema';
import {
  testimonialInputSchema,
  testimonialRecordSchema,
} from '@institute/core/testimonial/schema';
import { anyValue, hostileText, mutated, requests, someText } from '../support/fuzz';
import {
  expectSafeAnswer,
  expectStoredRecord,
  send,
  storedItem,
  storingProperty,
  useFuzzApi,
} from '../support/fuzz-api';

/* The record routes (content, courses, testimonials, team), their moves, and the settings. */

const api = useFuzzApi();
const existing: Record<string, string> = {};

const status = fc.constantFrom('published', 'draft', 'Published', '', null);
const sortOrder = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double(),
  fc.constant('3'),
);
const imageUrl = fc.constantFrom(
  'https://cdn.example.org/a.jpg',
  '/images/a.jpg',
  '',
  null,
  'javascript:alert(1)',
  'data:image/png;base64,AA',
  'HTTPS://EXAMPLE.ORG/🙏.png',
);

const ENTITIES = [
  {
    path: '/api/admin/content-sections',
    type: ITEM_TYPES.contentSection,
    input: contentSectionInputSchema,
    record: contentSectionRecordSchema,
    body: { title: 'Fuzz', section_type: 'about' },
    payload: fc.record({
      title: someText,
      section_type: fc.oneof(fc.constantFrom(...SECTION_TYPES), hostileText),
      content: fc.oneof(
        fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
        anyValue,
      ),
      status,
    }),
  },
  {
    path: '/api/admin/courses',
    type: ITEM_TYPES.course,
    input: courseInputSchema,
    record: courseRecordSchema,
    body: { title: 'Fuzz' },
    payload: fc.record({
      title: someText,
      description: fc.oneof(someText, fc.constant(null)),
      duration: fc.oneof(someText, fc.constant(null)),
      level: fc.oneof(fc.constantFrom(...COURSE_LEVELS, 'Beginner', 'ADVANCED', ''), hostileText),
      prerequisites: fc.array(someText, { maxLength: 35 }),
      image_url: imageUrl,
      enroll_course: fc.oneof(fc.constantFrom(...COURSE_NAMES, '', null), hostileText),
      status,
      sort_order: sortOrder,
    }),
  },
  {
    path: '/api/admin/testimonials',
    type: ITEM_TYPES.testimonial,
    input: testimonialInputSchema,
    record: testimonialRecordSchema,
    body: { name: 'Fuzz', content: 'Fuzz' },
    payload: fc.record({
      name: someText,
      role: fc.oneof(someText, fc.constant(null)),
      content: someText,
      rating: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double(), fc.constant('5')),
      image_url: imageUrl,
      status,
      sort_order: sortOrder,
    }),
  },
  {
    path: '/api/admin/team-members',
    type: ITEM_TYPES.teamMember,
    input: teamMemberInputSchema,
    record: teamMemberRecordSchema,
    body: { name: 'Fuzz', role: 'Fuzz' },
    payload: fc.record({
      name: someText,
      role: someText,
      bio: fc.oneof(someText, fc.constant(null)),
      image_url: imageUrl,
      social_links: fc.oneof(
        fc.record({
          email: fc.oneof(fc.constantFrom('guru@example.org', '', 'not-an-email'), hostileText),
          linkedin: fc.oneof(someText, fc.constant('')),
          twitter: fc.oneof(someText, fc.constant(null)),
        }),
        anyValue,
      ),
      status,
      sort_order: sortOrder,
    }),
  },
] as const;

beforeAll(async () => {
  for (const entity of ENTITIES) {
    const created = await api.app.request(entity.path, {
      method: 'POST',
      headers: { ...api.auth, 'content-type': 'application/json' },
      body: JSON.stringify(entity.body),
    });
    expect(created.status).toBe(201);
    existing[entity.path] = ((await created.json()) as { id: string }).id;
  }
});

describe.each(ENTITIES)('$path', (entity) => {
  const bodies = requests(mutated(entity.payload as fc.Arbitrary<Record<string, unknown>>));

  storingProperty('POST never fails, stores only valid records', bodies, async (request) => {
    const answer = await send(api, 'POST', entity.path, request);
    const body = expectSafeAnswer(answer) as { id?: string };
    if (answer.status !== 201) return false;
    await expectStoredRecord(api, entity.type, body.id!, entity.input, entity.record);
    return true;
  });

  storingProperty(
    'PUT never fails, stores only valid records',
    fc.tuple(
      bodies,
      fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileText }),
    ),
    async ([request, otherId]) => {
      const id =
        otherId === null
          ? existing[entity.path]!
          : encodeURIComponent(otherId.replace(/\p{Cs}/gu, '\ufffd'));
      const answer = await send(api, 'PUT', `${entity.path}/${id}`, request);
      expectSafeAnswer(answer);
      if (answer.status !== 200) return false;
      await expectStoredRecord(
        api,
        entity.type,
        existing[entity.path]!,
        entity.input,
        entity.record,
      );
      return true;
    },
  );
});

const ORDERED: Array<{ path: string; repository: (db: Db) => RecordRepository<OrderedRecord> }> = [
  { path: '/api/admin/courses', repository: courseRepository },
  { path: '/api/admin/testimonials', repository: testimonialRepository },
  { path: '/api/admin/team-members', repository: teamMemberRepository },
];

describe.each(ORDERED)('$path/:id/move', ({ path, repository }) => {
  // Stands for a real record of the list in the generated bodies; swapped in at run time.
  const ANCHOR = '<anchor>';
  const anchorId = fc.oneof(
    { weight: 4, arbitrary: fc.constant(ANCHOR) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: anyValue },
  );
  const moves = requests(
    mutated(fc.record({ after_id: anchorId, before_id: anchorId }, { requiredKeys: [] })),
  );
  let anchors: string[] | undefined;

  storingProperty(
    'POST never fails; a saved move puts the record right next to its anchor',
    fc.tuple(moves, fc.nat()),
    async ([request, pick]) => {
      const records = repository(api.stack.deps.db);
      const id = existing[path]!;
      anchors ??= (await records.list()).map((record) => record.id).filter((other) => other !== id);
      const anchor = anchors[pick % anchors.length]!;
      const body = request.body.replaceAll(ANCHOR, anchor);
      const answer = await send(api, 'POST', `${path}/${id}/move`, { ...request, body });
      expectSafeAnswer(answer);
      if (answer.status !== 200) return false;
      const moved = (await records.get(id))!;
      expect(hasSortOrderPrecision(moved.sort_order)).toBe(true);
      const neighbours = [
        ...(await records.adjacent(moved, 'before', 1)),
        ...(await records.adjacent(moved, 'after', 1)),
      ];
      expect(neighbours.map((record) => record.id)).toContain(anchor);
      return true;
    },
  );
});

describe('/api/admin/settings', () => {
  const row = fc.record({
    setting_key: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...SETTING_KEYS) },
      { weight: 1, arbitrary: hostileText },
    ),
    setting_value: fc.oneof(
      someText,
      fc.constantFrom('info@example.org', 'not an email'),
      fc.record({
        title: someText,
        subtitle: someText,
        graduates: fc.oneof(fc.integer(), fc.double()),
      }),
      fc.record({
        graduates: fc.integer(),
        countries: fc.integer(),
        programs: fc.nat(),
        current_students: fc.nat(),
      }),
      fc.record({ facebook: someText, youtube: someText }),
      anyValue,
    ),
    description: fc.oneof(someText, fc.constant(null)),
  });
  const bodies = requests(
    mutated(fc.record({ settings: fc.array(mutated(row), { maxLength: 6 }) })),
  );

  storingProperty('PUT never fails, stores only valid settings', bodies, async (request) => {
    const answer = await send(api, 'PUT', '/api/admin/settings', request);
    expectSafeAnswer(answer);
    if (answer.status !== 200) return false;
    for (const key of SETTING_KEYS) {
      const stored = await storedItem(api, ITEM_TYPES.setting, key);
      if (!stored) continue;
      expect(v.parse(siteSettingRecordSchema, stored)).toEqual(stored);
      expect(v.parse(SETTING_VALUE_SCHEMAS[key], stored.setting_value)).toEqual(
        stored.setting_value,
      );
    }
    return true;
  });
});
