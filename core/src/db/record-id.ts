import * as v from 'valibot';

/** Lower-case canonical UUID text, as randomUUID() writes it (and the seed's v5-shaped ids). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const NEW_ID_MESSAGE = 'id must be a UUID, or left out for the server to make one';

const uuidId = v.pipe(v.string(), v.toLowerCase(), v.regex(UUID));

/**
 * One ID rule per record kind. An ID from a path that breaks its kind's rule names no record:
 * the route answers 404 before the table is asked (a key over DynamoDB's limit would otherwise
 * be a 500). UUIDs are compared lower-cased, so an upper-case copy names the same record.
 */
export const RECORD_ID_RULES = {
  course: uuidId,
  testimonial: uuidId,
  team_member: uuidId,
  content_section: uuidId,
  application: uuidId,
} as const;

export type RecordKind = keyof typeof RECORD_ID_RULES;

/** The canonical ID, or null when `value` cannot be an ID of this kind. */
export function recordId(kind: RecordKind, value: string): string | null {
  const parsed = v.safeParse(RECORD_ID_RULES[kind], value);
  return parsed.success ? parsed.output : null;
}

/** Whether `value` is a UUID as this site writes them (any case): what a client-made id must be. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value.toLowerCase());

/**
 * The body's optional `id` of a new record, made by the client so that the same create sent
 * again is stored once (core/src/db/record-service.ts).
 */
export const newRecordIdSchema = v.object({
  id: v.optional(v.pipe(v.string(NEW_ID_MESSAGE), v.toLowerCase(), v.regex(UUID, NEW_ID_MESSAGE))),
});
