import * as v from 'valibot';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/** snake_case wire names as the form's camelCase names ("sort_order" -> "sortOrder"). */
export const camelName = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The form field a wire path belongs to: a nested path ("social_links.linkedin") goes to a flat
 * field of the same name ("socialLinksLinkedin") when the form has one, else to its top field.
 */
export function formFieldOf(path: string | null | undefined, values: object): string {
  if (!path) return 'root';
  // A row of a repeated list ("intakes.1.deadline") goes to that row's field.
  const row = /^(\w+)\.(\d+)\.(\w+)$/.exec(path);
  if (row && Array.isArray((values as Record<string, unknown>)[camelName(row[1]!)])) {
    return `${camelName(row[1]!)}.${row[2]}.${camelName(row[3]!)}`;
  }
  const flat = camelName(path.replace(/\./g, '_'));
  return flat in values ? flat : camelName(path.split('.')[0]!);
}

/**
 * Validates a form with the API's own input schema (from core): the form's text values are first
 * turned into the request body, and each problem is shown on the field it came from. There is
 * no second, web-only copy of the rules.
 */
export function inputResolver<TForm extends FieldValues, TInput>(
  schema: v.GenericSchema<unknown, TInput>,
  toInput: (values: TForm) => unknown,
): Resolver<TForm, unknown, TInput> {
  return (values) => {
    const result = v.safeParse(schema, toInput(values));
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.issues) {
      const field = formFieldOf(v.getDotPath(issue), values);
      // Nested for a list row's field, as react-hook-form reads errors.intakes[1].deadline.
      if (!get(errors, field)) set(errors, field, { type: 'validation', message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}
