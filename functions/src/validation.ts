import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, validationError } from './errors';

/** Reads the JSON body and checks it against a schema; 400 in the error shape otherwise. */
export async function parseJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}
