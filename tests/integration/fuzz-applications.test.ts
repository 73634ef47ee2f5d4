import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { beforeAll, describe, expect } from 'vitest';
import {
  APPLICATION_ENTRIES,
  applicationSubmissionSchemaAt,
} from '@institute/core/application/schema';
import { CONSENT_ENTRIES } from '@institute/core/application/consent';
import { APPLICATION_NOTES_MAX, APPLICATION_STATUSES } from '@institute/core/application/status';
import { ITEM_TYPES } from '@institute/core/db/keys';
import { validApplication } from '../support/applications';
import {
  anyValue,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  hostileText,
  mutated,
  requests,
  someText,
} from '../support/fuzz';
import {
  expectSafeAnswer,
  omit,
  send,
  storedItem,
  storingProperty,
  useFuzzApi,
} from '../support/fuzz-api';

/* The public application form's route and the inbox's change of status and notes. */

const api = useFuzzApi();

describe('/api/applications', () => {
  const PAYLOAD_KEYS = Object.keys(APPLICATION_ENTRIES);
  // What the service itself stores beside the payload (status, timestamps, inbox fields).
  let recordKeys: Set<string>;
  let serverKeys: string[];
  beforeAll(async () => {
    const valid = validApplication();
    const created = await api.app.request('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(created.status).toBe(201);
    const stored = await storedItem(api, ITEM_TYPES.application, valid.id as string);
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
    const answer = await send(api, 'POST', '/api/applications', request, noAuth);
    const body = expectSafeAnswer(answer) as { id?: string };
    if (answer.status !== 201) return false;
    const stored = await storedItem(api, ITEM_TYPES.application, body.id!);
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
    // The consent is stored as a record of its own; the answers read back as they were stored.
    const consent = { consent_notice: true, consent_sensitive: true };
    const again = v.safeParse(applicationSubmissionSchemaAt(), { ...fields, ...consent });
    expect(again.success).toBe(true);
    // The envelope's fields: the honeypot, and the intake a course card names (none here).
    expect(
      omit(again.output as Record<string, unknown>, [
        'company_website',
        'intake',
        'waitlist',
        ...Object.keys(CONSENT_ENTRIES),
      ]),
    ).toEqual(fields);
    return true;
  });
});

describe('/api/admin/applications/:id (the inbox)', () => {
  let id: string;
  beforeAll(async () => {
    const application = validApplication();
    id = application.id as string;
    const created = await api.app.request('/api/applications', {
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
      const answer = await send(api, 'PATCH', `/api/admin/applications/${id}`, request);
      expectSafeAnswer(answer);
      const record = await storedItem(api, ITEM_TYPES.application, id);
      expect(v.safeParse(stored, record).success).toBe(true);
    },
    FUZZ_TIMEOUT_MS,
  );
});
