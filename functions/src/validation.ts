import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, validationError } from './errors';

// A "__proto__" key parses as a plain own property, but code that later copies it with `obj[key] =`
// would set a prototype instead; no body the API accepts needs one, so it is dropped on reading.
const dropProtoKeys = (key: string, value: unknown) => (key === '__proto__' ? undefined : value);

/** Reads the JSON body and checks it against a schema; 400 in the error shape otherwise. */
export async function parseJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text(), dropProtoKeys);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}
