import type { Context } from 'hono';
import * as v from 'valibot';
import { plainIssueMessage } from '@institute/core/validation/field-messages';
import { ApiError, validationError } from './errors';

// "__proto__", "constructor" and "prototype" keys parse as plain own properties, but code that
// copies them with `obj[key] =` reaches a prototype, and valibot's readers drop them anyway (so
// stored data would read back changed). No body the API accepts needs one: they are dropped.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// A lone surrogate ("\ud800") is valid JSON but not Unicode text: DynamoDB stores UTF-8 only.
const LONE_SURROGATE = /\p{Cs}/u;
class NotUnicodeError extends Error {}

function reviver(key: string, value: unknown) {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new NotUnicodeError();
  }
  return UNSAFE_KEYS.has(key) ? undefined : value;
}

/** Reads the JSON body and checks it against a schema; 400 in the error shape otherwise. */
export async function parseJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text(), reviver);
  } catch (err) {
    if (err instanceof NotUnicodeError) {
      throw new ApiError(
        400,
        'invalid_text',
        'The request contains text that is not valid Unicode',
      );
    }
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  const result = v.safeParse(schema, body, { message: plainIssueMessage });
  if (!result.success) throw validationError(result.issues);
  return result.output;
}
