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

/** What a schema without a message of its own expected, in words (valibot names the type). */
const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
};

/**
 * The message of an issue whose schema gives none, for valibot's `message` option (used only
 * then), where valibot's own words would say "Invalid key" or "Invalid type": a key left out
 * "is required", a value of another type says what it must be. The field itself is named by the
 * path `fieldMessages` keys it under (the path is not complete yet when the message is made).
 */
export function plainIssueMessage(issue: v.BaseIssue<unknown>): string {
  const expected = issue.expected ?? '';
  if (issue.kind !== 'schema') return issue.message;
  if (issue.input === undefined && expected.startsWith('"')) {
    return `${expected.slice(1, -1)} is required`;
  }
  const words = EXPECTED_WORDS[expected];
  return words ? `Must be ${words}` : issue.message;
}
