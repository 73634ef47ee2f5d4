import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { afterAll, beforeAll, expect } from 'vitest';
import { withoutKeys } from '@institute/core/db/items';
import { itemKey, type ItemType } from '@institute/core/db/keys';
import { createApp } from '@institute/functions/app';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { bearer, signIn } from './auth';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, prototypeSnapshot, type FuzzRequest } from './fuzz';

/*
 * The harness of the API fuzz tests: every write route, called in-process (app.request) against
 * one in-memory stack per test file, with generated bodies. Pass: never a 5xx; every refusal a
 * 4xx in the error shape; whatever was stored reads back unchanged through its record schema; no
 * prototype gains a key.
 */

export interface FuzzApi {
  stack: LocalStack;
  app: ReturnType<typeof createApp>;
  auth: Record<string, string>;
}

/** Starts the stack and signs the admin in for the test file; the fields fill in beforeAll. */
export function useFuzzApi(): FuzzApi {
  const api = {} as FuzzApi;
  beforeAll(async () => {
    api.stack = await startLocalStack({
      // Every in-process request shares one client address: the limit must not end the run early.
      rateLimits: { applicationsPerWindow: 1_000_000, windowSeconds: 60 },
    });
    // The account lookup (Cognito GetUser) is not under test here; it would only add latency.
    api.app = createApp({
      ...api.stack.deps,
      account: Object.assign(async () => ({ email: 'fuzz@example.com', totp: true }), {
        forget: () => undefined,
      }),
    });
    api.auth = bearer((await signIn(api.stack.cognitoEndpoint, 'admin@example.com')).accessToken);
  }, 60_000);
  afterAll(async () => {
    await api.stack?.stop();
  });
  return api;
}

export async function send(
  api: FuzzApi,
  method: string,
  path: string,
  request: FuzzRequest,
  headers = api.auth,
) {
  const response = await api.app.request(path, {
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
export function storingProperty<T>(
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

const prototypesBefore = prototypeSnapshot();

/** The invariants every answer must keep; the parsed body of a success is returned. */
export function expectSafeAnswer(answer: { status: number; text: string }): unknown {
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

export async function storedItem(api: FuzzApi, type: ItemType, id: string) {
  const { db } = api.stack.deps;
  const result = await db.doc.send(
    new GetCommand({ TableName: db.tableName, Key: itemKey(type, id) }),
  );
  return result.Item ? withoutKeys(result.Item) : undefined;
}

export const omit = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

/** What is stored is exactly a record (nothing for the reader to default or drop) and valid input. */
export async function expectStoredRecord(
  api: FuzzApi,
  type: ItemType,
  id: string,
  input: v.GenericSchema,
  record: v.GenericSchema,
) {
  const item = await storedItem(api, type, id);
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
