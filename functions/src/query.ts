import type { Context } from 'hono';
import * as v from 'valibot';
import { plainIssueMessage } from '@institute/core/validation/field-messages';
import { validationError } from './errors';

/**
 * Reads the query string against a schema; 400 in the error shape otherwise. An empty value
 * (`?course=`) means the same as leaving the parameter out, as a cleared filter field sends it.
 */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const query = Object.fromEntries(
    Object.entries(c.req.query()).filter(([, value]) => value !== ''),
  );
  const result = v.safeParse(schema, query, { message: plainIssueMessage });
  if (!result.success) throw validationError(result.issues);
  return result.output;
}
