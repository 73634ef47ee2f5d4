import * as v from 'valibot';

/**
 * The first message per field, keyed by the field's dotted path in the input ("name",
 * "stats.0.value"), or "_" for the input as a whole: what the API answers with a 400 and what a
 * form shows beside each field.
 */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[v.getDotPath(issue) ?? '_'] ??= issue.message;
  return fields;
}

/** What `schema` finds wrong with `input`, as `fieldMessages`; `{}` when the input is valid. */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldMessages(result.issues);
}
