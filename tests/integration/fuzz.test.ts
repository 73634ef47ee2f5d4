import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { COURSE_NAMES } from '@institute/core/application/choices';
import {
  applicationPayloadEntries,
  applicationSubmissionSchema,
} from '@institute/core/application/payload-schema';
import { APPLICATION_NOTES_MAX, APPLICATION_STATUSES } from '@institute/core/application/status';
import {
  contentSectionInputSchema,
  contentSectionRecordSchema,
  SECTION_TYPES,
} from '@institute/core/content-section/schema';
import {
  COURSE_LEVELS,
  courseInputSchema,
  courseRecordSchema,
} from '@institute/core/course/schema';
import { courseRepository } from '@institute/core/course/repository';
import type { Db } from '@institute/core/db/client';
import { withoutKeys } from '@institute/core/db/items';
import { ITEM_TYPES, itemKey, type ItemType } from '@institute/core/db/keys';
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
import { createApp } from '@institute/functions/app';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { bearer, signIn } from '../support/auth';
import {
  anyValue,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  hostileText,
  mutated,
  prototypeSnapshot,
  requests,
  someText,
  type FuzzRequest,
} from '../support/fuzz';

/*
 * Every write route, called in-process (app.request) against one in-memory stack, with generated
 * bodies: wrong types, megabyte strings, Tamil and emoji, prototype-polluting keys, extra fields,
 * wrong content types and broken JSON. Pass: never a 5xx; every refusal a 4xx in the error shape;
 * whatever was stored reads back unchanged through its record schema; no prototype gains a key.
 */

let stack: LocalStack;
let app: ReturnType<typeof createApp>;
let auth: Record<string, string>;
const existing: Record<string, string> = {};
const prototypesBefore = prototypeSnapshot();

beforeAll(async () => {
  stack = await startLocalStack({
    // Every in-process request shares one client address: the limit must not end the run early.
    rateLimits: { applicationsPerWindow: 1_000_000, windowSeconds: 60 },
  });
  // The account lookup (Cognito GetUser) is not under test here; it would only add latency.
  app = createApp({
    ...stack.deps,
    account: Object.assign(async () => ({ email: 'fuzz@example.com', totp: true }), {
      forget: () => undefined,
    }),
  });
  auth = bearer((await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken);
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

async function send(method: string, path: string, request: FuzzRequest, headers = auth) {
  const response = await app.request(path, {
    method,
    headers: {
      ...headers,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    body: request.body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

const errorShape = v.strictObject({
  error: v.strictObject({
    code: v.pipe(v.string(), v.nonEmpty()),
    message: v.pipe(v.string(), v.nonEmpty()),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});

/**
 * A property whose storage checks run only for requests the API accepted (`check` answers
 * whether it got that far). Beyond the property itself, some runs must have been accepted and
 * checked: a generator that only ever produced refusals would otherwise pass unseen.
 */
function storingProperty<T>(
  name: string,
  values: fc.Arbitrary<T>,
  check: (value: T) => Promise<boolean>,
) {
  test(
    name,
    async () => {
      let runs = 0;
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          runs += 1;
          if (await check(value)) stored += 1;
        }),
        { numRuns: FUZZ_RUNS },
      );
      // Few get through on the record routes (about 1 in 100: their generators are hostile),
      // but some must, or the checks above never ran.
      expect(stored, `${stored} of ${runs} runs were stored and checked`).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
}

/** The invariants every answer must keep; the parsed body of a success is returned. */
function expectSafeAnswer(answer: { status: number; text: string }): unknown {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  expect(prototypeSnapshot()).toEqual(prototypesBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  const body: unknown = answer.text ? JSON.parse(answer.text) : undefined;
  if (answer.status >= 400) {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(v.safeParse(errorShape, body).success, answer.text.slice(0, 300)).toBe(true);
  }
  return body;
}

async function storedItem(type: ItemType, id: string) {
  const result = await stack.deps.db.doc.send(
    new GetCommand({ TableName: stack.deps.db.tableName, Key: itemKey(type, id) }),
  );
  return result.Item ? withoutKeys(result.Item) : undefined;
}

const omit = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

/** What is stored is exactly a record (nothing for the reader to default or drop) and valid input. */
async function expectStoredRecord(
  type: ItemType,
  id: string,
  input: v.GenericSchema,
  record: v.GenericSchema,
) {
  const item = await storedItem(type, id);
  expect(item).toBeDefined();
  // Who saved last is kept beside the record, never read into it (decision 045).
  expect(typeof item!.updated_by).toBe('string');
  const stored = omit(item!, ['updated_by']);
  expect(v.parse(record, stored)).toEqual(stored);
  const editable = omit(stored, ['id', 'created_at', 'updated_at', 'revision']);
  const again = v.safeParse(input, editable);
  expect(again.success).toBe(true);
  expect(again.output).toEqual(editable);
}

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
    const created = await app.request(entity.path, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(entity.body),
    });
    expect(created.status).toBe(201);
    existing[entity.path] = ((await created.json()) as { id: string }).id;
  }
});

describe.each(ENTITIES)('$path', (entity) => {
  const bodies = requests(mutated(entity.payload as fc.Arbitrary<Record<string, unknown>>));

  storingProperty('POST never fails, stores only valid records', bodies, async (request) => {
    const answer = await send('POST', entity.path, request);
    const body = expectSafeAnswer(answer) as { id?: string };
    if (answer.status !== 201) return false;
    await expectStoredRecord(entity.type, body.id!, entity.input, entity.record);
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
      const answer = await send('PUT', `${entity.path}/${id}`, request);
      expectSafeAnswer(answer);
      if (answer.status !== 200) return false;
      await expectStoredRecord(entity.type, existing[entity.path]!, entity.input, entity.record);
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
      const records = repository(stack.deps.db);
      const id = existing[path]!;
      anchors ??= (await records.list()).map((record) => record.id).filter((other) => other !== id);
      const anchor = anchors[pick % anchors.length]!;
      const body = request.body.replaceAll(ANCHOR, anchor);
      const answer = await send('POST', `${path}/${id}/move`, { ...request, body });
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
    const answer = await send('PUT', '/api/admin/settings', request);
    expectSafeAnswer(answer);
    if (answer.status !== 200) return false;
    for (const key of SETTING_KEYS) {
      const stored = await storedItem(ITEM_TYPES.setting, key);
      if (!stored) continue;
      expect(v.parse(siteSettingRecordSchema, stored)).toEqual(stored);
      expect(v.parse(SETTING_VALUE_SCHEMAS[key], stored.setting_value)).toEqual(
        stored.setting_value,
      );
    }
    return true;
  });
});

describe('/api/applications', () => {
  const PAYLOAD_KEYS = Object.keys(applicationPayloadEntries);
  // What the service itself stores beside the payload (status, timestamps, inbox fields).
  let recordKeys: Set<string>;
  let serverKeys: string[];
  beforeAll(async () => {
    const valid = validApplication();
    const created = await app.request('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(created.status).toBe(201);
    const stored = await storedItem(ITEM_TYPES.application, valid.id as string);
    // The service also links applications with the same e-mail (as the fuzzed ones often are),
    // and the mail worker records how the e-mails went, whenever it gets to them.
    recordKeys = new Set([...Object.keys(stored!), 'possible_duplicates', 'notifications']);
    serverKeys = [...recordKeys].filter((key) => key !== 'id' && !PAYLOAD_KEYS.includes(key));
  });
  const field = (name: string, values: readonly unknown[]) =>
    fc
      .oneof(
        { weight: 6, arbitrary: fc.constantFrom(...values) },
        { weight: 1, arbitrary: anyValue },
      )
      .map((value) => [name, value] as const);
  const payload = fc
    .tuple(
      fc.uuid({ version: 4 }),
      fc.array(
        fc.oneof(
          field('full_name', ['ராதா கிருஷ்ணன்', 'Radha 🙏', 'A']),
          field('email', ['radha@example.com', 'ராதா@example.com', 'x@y']),
          field('phone', ['+60 12-345 6789', '123']),
          field('date_of_birth', [
            '1988-04-12',
            '1990-02-30',
            '2999-01-01',
            '1988-04-12T00:00:00.000Z',
          ]),
          field('preferred_language', ['tamil', 'other', 'klingon']),
          field('other_language', [null, 'Malayalam', '']),
          field('technology_access', [['internet'], [], ['telepathy']]),
          field('testimonial', [null, 'ஹரே கிருஷ்ணா 🙏', 'x'.repeat(6000)]),
          field('company_website', ['', 'https://spam.example']),
        ),
        { maxLength: 4 },
      ),
    )
    .map(([id, changes]) => validApplication({ id, ...Object.fromEntries(changes) }));
  const bodies = requests(mutated(payload));
  const noAuth = {};

  storingProperty('POST never fails, stores only valid applications', bodies, async (request) => {
    const answer = await send('POST', '/api/applications', request, noAuth);
    const body = expectSafeAnswer(answer) as { id?: string };
    if (answer.status !== 201) return false;
    const stored = await storedItem(ITEM_TYPES.application, body.id!);
    // What the server parsed (the body may be JSON text built around a payload).
    const sent = JSON.parse(request.body) as Record<string, unknown> | undefined;
    if (typeof sent?.company_website === 'string' && sent.company_website.trim() !== '') {
      expect(stored).toBeUndefined(); // the honeypot answered "thanks" and kept nothing
      return false;
    }
    expect(stored).toBeDefined();
    expect(Object.keys(stored!).filter((key) => !recordKeys.has(key))).toEqual([]);
    expect(stored!.status).toBe('new');
    const fields = omit(stored!, serverKeys);
    const again = v.safeParse(applicationSubmissionSchema, fields);
    expect(again.success).toBe(true);
    // The envelope's fields: the honeypot, and the intake a course card names (none here).
    expect(
      omit(again.output as Record<string, unknown>, ['company_website', 'intake', 'waitlist']),
    ).toEqual(fields);
    return true;
  });
});

describe('/api/admin/applications/:id (the inbox)', () => {
  let id: string;
  beforeAll(async () => {
    const application = validApplication();
    id = application.id as string;
    const created = await app.request('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(application),
    });
    expect(created.status).toBe(201);
  });
  const stored = v.object({
    status: v.picklist(APPLICATION_STATUSES),
    notes: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(APPLICATION_NOTES_MAX)))),
    history: v.optional(
      v.array(v.looseObject({ kind: v.picklist(['status', 'notes']), at: v.string() })),
    ),
  });
  const bodies = requests(
    mutated(
      fc.record(
        {
          status: fc.oneof(fc.constantFrom(...APPLICATION_STATUSES), hostileText),
          notes: fc.oneof(someText, fc.constant(null), fc.constant('ந'.repeat(5001))),
        },
        { requiredKeys: [] },
      ),
    ),
  );

  test.prop([bodies], { numRuns: FUZZ_RUNS })(
    'PATCH never fails, keeps the stored application valid',
    async (request) => {
      const answer = await send('PATCH', `/api/admin/applications/${id}`, request);
      expectSafeAnswer(answer);
      const record = await storedItem(ITEM_TYPES.application, id);
      expect(v.safeParse(stored, record).success).toBe(true);
    },
    FUZZ_TIMEOUT_MS,
  );
});
