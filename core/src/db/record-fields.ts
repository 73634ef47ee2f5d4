import * as v from 'valibot';
import { choice, mustBeOneOf } from '../validation/choice-options';
import { tooLong, typedText, type TextKind } from '../validation/plain-text';
import {
  hasSortOrderPrecision,
  roundSortOrder,
  SORT_ORDER_DECIMALS,
  SORT_ORDER_MAX,
  SORT_ORDER_MIN,
} from './sort-order';
import { isPlainObject } from '../lang/values';
import { isIsoDay } from '../calendar/institute-day';
import { isImageAddress } from '../upload/image-set';

/*
 * Field schemas the admin-managed records share (courses, testimonials, team members, content
 * sections), and the helpers the admin forms use to turn typed text into those fields.
 */

export const {
  values: RECORD_STATUSES,
  labels: STATUS_LABELS,
  options: STATUS_OPTIONS,
} = choice({
  published: 'Published',
  draft: 'Draft',
});
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const RECORD_MESSAGES = {
  status: mustBeOneOf('Status', RECORD_STATUSES),
  sortOrder: 'Sort order must be a number',
  sortOrderDecimals: `Sort order can have at most ${SORT_ORDER_DECIMALS} decimals`,
  sortOrderRange: `Sort order must be between ${SORT_ORDER_MIN} and ${SORT_ORDER_MAX}`,
  imageUrl: 'Image URL must start with https://, http:// or / and have no spaces',
  link: 'Links must be web addresses starting with https:// or http://',
  publishTime: 'Must be a date and time with its time zone, such as 2026-12-01T09:00:00+08:00',
  window: 'Unpublish after must be later than Publish from',
} as const;

/** A web address a visitor may follow: http or https only (never javascript:, data:, …). */
export const isHttpLink = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The one rule for every link field staff can fill in (social links of team members and
 * settings, links inside content sections): blank is allowed, anything else must be http(s).
 */
export const linkCheck = <T extends string | null | undefined>(
  message: string = RECORD_MESSAGES.link,
) =>
  v.check<T, string>(
    (value) => value === null || value === undefined || value === '' || isHttpLink(value),
    message,
  );

/** In free JSON (content sections), every string under a key named like a link is one. */
const LINK_KEY = /(url|href|link)$/i;
function jsonLinksProblem(value: unknown, depth = 0): boolean {
  if (depth > 16 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(([key, item]) =>
    typeof item === 'string'
      ? LINK_KEY.test(key) && item !== '' && !isHttpLink(item) && !item.startsWith('/')
      : jsonLinksProblem(item, depth + 1),
  );
}

/**
 * A required text: trimmed, not empty (the message), bounded. A missing key reads as '' so it
 * fails with the same message rather than valibot's generic "Invalid key".
 */
export function requiredText(message: string, max = 200, kind: TextKind = 'line') {
  return v.optional(
    v.pipe(typedText(kind, message), v.nonEmpty(message), v.maxLength(max, tooLong(max))),
    '',
  );
}

/** A whole number from `min` to `max`, one message for every way it can be wrong but the top. */
export function wholeNumber(
  message: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  tooLargeMessage = message,
) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, tooLargeMessage),
  );
}

/** An optional text: missing, null or blank are stored as null. */
export function nullableText(max = 2000, kind: TextKind = 'area') {
  return v.pipe(
    v.optional(v.nullable(v.string('Must be text')), null),
    v.transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    }),
    v.nullable(v.pipe(typedText(kind), v.maxLength(max, tooLong(max)))),
  );
}

/** New records are published unless the form says draft. */
export const statusInput = v.optional(
  v.picklist(RECORD_STATUSES, RECORD_MESSAGES.status),
  'published',
);

/** An ISO date-time that names its zone (Z or ±hh:mm), so it means one instant. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * "Publish from" and "Unpublish after" (scheduled publishing, docs/decisions/047): optional
 * instants, stored as ISO UTC; blank or null is none.
 */
export const publishTimeInput = v.pipe(
  v.optional(v.nullable(v.string(RECORD_MESSAGES.publishTime)), null),
  v.transform((value) => (value?.trim() ? value.trim() : null)),
  v.nullable(
    v.pipe(
      v.string(),
      v.check(
        // The day checked on its own too: Date.parse reads 30 February as 2 March.
        (value) =>
          ISO_INSTANT.test(value) &&
          isIsoDay(value.slice(0, 10)) &&
          !Number.isNaN(Date.parse(value)),
        RECORD_MESSAGES.publishTime,
      ),
      v.transform((value) => new Date(value).toISOString()),
    ),
  ),
);

/** The publish window's fields, for every publishable record's input schema. */
export const publishWindowInput = {
  publish_from: publishTimeInput,
  unpublish_after: publishTimeInput,
};

/** The window's rule (checked on `unpublish_after`): its end, when both are set, after its start. */
export const windowIsOrdered = (input: {
  publish_from: string | null;
  unpublish_after: string | null;
}) => !input.publish_from || !input.unpublish_after || input.unpublish_after > input.publish_from;

/** Decimals are allowed: a drag-and-drop move may put a record between 1 and 2 (1.5). */
export const sortOrderInput = v.optional(
  v.pipe(
    v.number(RECORD_MESSAGES.sortOrder),
    v.finite(RECORD_MESSAGES.sortOrder),
    v.minValue(SORT_ORDER_MIN, RECORD_MESSAGES.sortOrderRange),
    v.maxValue(SORT_ORDER_MAX, RECORD_MESSAGES.sortOrderRange),
    v.check(hasSortOrderPrecision, RECORD_MESSAGES.sortOrderDecimals),
    // -0 is stored as 0; reading it back must give what was sent.
    v.transform((value) => value + 0),
  ),
  0,
);

/**
 * An image address: absolute http(s) or a path on this site, never javascript: or data:; the
 * same rule the pages read it by, so an address that is kept is one that is shown.
 */
export const imageUrlInput = v.pipe(
  nullableText(2048, 'line'),
  v.check((value) => value === null || isImageAddress(value), RECORD_MESSAGES.imageUrl),
);

/**
 * What DynamoDB and its document client store as given: numbers from 1e-130 up to the largest
 * safe integer in magnitude (the client refuses larger ones), nested at most MAX_JSON_DEPTH deep.
 */
const MAX_JSON_DEPTH = 16;
function isStorableJson(value: unknown, depth = 0): boolean {
  if (depth > MAX_JSON_DEPTH) return false;
  if (typeof value === 'number') {
    const size = Math.abs(value);
    return value === 0 || (size >= 1e-130 && size <= Number.MAX_SAFE_INTEGER);
  }
  if (Array.isArray(value)) return value.every((item) => isStorableJson(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.values(value).every((item) => isStorableJson(item, depth + 1));
  }
  return true;
}

/** A JSON object (not an array, not null), bounded in size, that DynamoDB can store as given. */
export function jsonObjectInput(message: string, maxChars = 20_000) {
  return v.optional(
    v.pipe(
      // custom, not record: valibot's record would accept an array and copy it into an object.
      v.custom<Record<string, unknown>>(isPlainObject, message),
      v.check(
        (value) => JSON.stringify(value).length <= maxChars,
        `Must be at most ${maxChars} characters of JSON`,
      ),
      v.check((value) => !jsonLinksProblem(value), RECORD_MESSAGES.link),
      v.check(
        (value) => isStorableJson(value),
        `Numbers must be between 1e-130 and ${Number.MAX_SAFE_INTEGER} in size, nesting at most ${MAX_JSON_DEPTH} levels deep`,
      ),
    ),
    {},
  );
}

// Reading stored items never fails: an odd stored value reads as a safe default.
export const storedText = v.fallback(v.string(), '');
export const storedNullableText = v.fallback(v.nullable(v.string()), null);
export const storedStatus = v.fallback(v.picklist(RECORD_STATUSES), 'draft');
export const storedSortOrder = v.fallback(v.pipe(v.number(), v.finite()), 0);
export const storedTimestamp = v.fallback(v.string(), '');
/** A publish window's end or start as stored (ISO UTC); none, or anything odd, is null. */
export const storedPublishTime = v.fallback(v.nullable(v.string()), null);
/** 1 when created, one more at every save or move; 0 on an item stored before revisions. */
export const storedRevision = v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);

/** What every stored publishable record has besides its own fields (sort_order aside). */
export const storedPublishableFields = {
  status: storedStatus,
  publish_from: storedPublishTime,
  unpublish_after: storedPublishTime,
  created_at: storedTimestamp,
  updated_at: storedTimestamp,
  revision: storedRevision,
};

// ---------------------------------------------------------------------------------------------
// Admin form helpers: the admin forms' shared rules and messages

/**
 * The JSON object typed into a content or social-links field, or undefined when the text is not
 * a JSON object (the form then keeps its previous value: invalid JSON is silently ignored).
 */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A sort order from typed text ("12", " 1.5 "), rounded to the allowed decimals; else 0. */
export function toSortOrder(text: string | number | null | undefined): number {
  const parsed = typeof text === 'number' ? text : Number.parseFloat(String(text ?? '').trim());
  return roundSortOrder(parsed);
}

/** An integer from typed text ("12", " 3 ", "7.9" -> 7); anything else falls back to 0. */
export function toInt(text: string | number | null | undefined, fallback = 0): number {
  const parsed =
    typeof text === 'number' ? Math.trunc(text) : Number.parseInt(String(text ?? '').trim(), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

type WindowFields = Parameters<typeof windowIsOrdered>[0];
type WindowIssue = v.PartialCheckIssue<WindowFields>;

/**
 * The window's rule on a body, said on `unpublish_after`. A partial check runs once the two dates
 * themselves are valid, so its message comes with every other field's on the first submit.
 */
const windowOrdered = v.forward(
  v.partialCheck<WindowFields, [['publish_from'], ['unpublish_after']], WindowFields, string>(
    [['publish_from'], ['unpublish_after']],
    windowIsOrdered,
    RECORD_MESSAGES.window,
  ),
  ['unpublish_after'],
);

/**
 * The request body of a publishable record: its own fields plus `status` and the publish window,
 * with the rule that the window's end comes after its start (reported on `unpublish_after`).
 */
export function publishableInput<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const body = v.object({ ...entries, status: statusInput, ...publishWindowInput });
  type Body = v.InferOutput<typeof body>;
  // The window's check only reads the two dates, and the body has them; TypeScript cannot see
  // that through the generic entries.
  return v.pipe(body, windowOrdered as v.BaseValidation<Body, Body, WindowIssue>);
}

/**
 * What the API stores for an empty body of a publishable record: each field's default (published,
 * no window, sort order 0, no picture). A new record's form starts from it.
 */
export function publishableDefaults<
  TObject extends v.ObjectSchema<v.ObjectEntries, undefined>,
>(schema: { readonly pipe: readonly [TObject, ...unknown[]] }): v.InferDefaults<TObject> {
  return v.getDefaults(schema.pipe[0]);
}
