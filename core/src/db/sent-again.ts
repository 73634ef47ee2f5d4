/*
 * A write the client may send again after losing the answer (an application, a new course):
 * the client names it with an id of its own, and a second arrival is answered as the first
 * was when it carries what is stored.
 */

/** JSON with every object's keys in order: DynamoDB keeps no order of a map's keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : 1)))
      : part,
  );
}

/** Whether each field sent equals the stored one (a missing field and null are the same). */
export function sentAgain(sent: object, stored: object): boolean {
  const kept = stored as Record<string, unknown>;
  return Object.entries(sent).every(([key, value]) => canonical(value) === canonical(kept[key]));
}
