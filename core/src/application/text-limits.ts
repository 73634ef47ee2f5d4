import { CONSENT_ENTRIES } from './consent';
import { APPLICATION_ENTRIES, type ApplicationFormField } from './schema';

/*
 * The most characters each text answer may have, read from the schema's own rules (its
 * `maxLength`), so the form's counter and the check that refuses a long answer cannot differ.
 */

type Pipe = readonly { readonly type: string; readonly requirement?: unknown }[];

function maxLengthOf(schema: unknown): number | undefined {
  const pipe = (schema as { pipe?: Pipe }).pipe ?? [];
  const rule = pipe.find((item) => item.type === 'max_length');
  return typeof rule?.requirement === 'number' ? rule.requirement : undefined;
}

/** Each answer with a length limit, and the limit; choices and dates have none. */
export const APPLICATION_TEXT_LIMITS: Readonly<Partial<Record<ApplicationFormField, number>>> =
  Object.fromEntries(
    Object.entries({ ...APPLICATION_ENTRIES, ...CONSENT_ENTRIES }).flatMap(([field, schema]) => {
      const max = maxLengthOf(schema);
      return max === undefined ? [] : [[field, max]];
    }),
  );
