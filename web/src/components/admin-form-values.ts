import { isPlainObject } from '@institute/core/lang/values';

/**
 * An existing record's values for its admin form. The form holds the API's own fields under the
 * API's own names (the core input schema checks it as it is), so a record needs no mapping: each
 * field of `empty` (a new record's values) is read from the record. A field the record lacks or
 * holds as null starts as `empty` has it ('' for a text input); nested groups such as
 * `social_links` are read the same way, one level down.
 */
export function formValuesOf<TForm extends object>(record: object, empty: TForm): TForm {
  const stored = record as Record<string, unknown>;
  const entries = Object.entries(empty).map(([key, fallback]) => {
    const value = stored[key];
    if (value === null || value === undefined) return [key, fallback];
    if (isPlainObject(fallback) && isPlainObject(value))
      return [key, formValuesOf(value, fallback)];
    return [key, value];
  });
  return Object.fromEntries(entries) as TForm;
}
