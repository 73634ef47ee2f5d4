import type { AuditEntity, AuditEntry } from './schema';
import { changedFields, type FieldChange } from './diff';
import { formatInstituteDay, formatInstituteTime } from '../calendar/format';
import { isIsoDay } from '../calendar/institute-day';
import { capitalise } from '../lang/text';
import { isPlainObject } from '../lang/values';
import { COURSE_NAME_LABELS } from '../application/choices';
import { APPLICATION_FIELD_LABELS } from '../application/display';
import { APPLICATION_STATUS_LABELS } from '../application/status';
import { SECTION_TYPE_LABELS } from '../content-section/schema';
import { COURSE_LEVEL_LABELS } from '../course/levels';
import { INTAKE_FIELD_LABELS } from '../course/intakes';
import { DATA_REQUEST_TYPE_LABELS } from '../data-request/schema';
import { STATUS_LABELS } from '../db/record-fields';
import { GROUP_LABELS } from '../users/schema';
import { TEMPLATE_LANGUAGE_LABELS } from '../status-email/template';
import { ACCESS_LEVEL_LABELS, AREA_LABELS } from '../access/permissions';
import { SETTING_FIELD_LABELS } from '../site-setting/labels';

/**
 * Fields that identify a record rather than describe it, or that only find it again (a data
 * request's address hash): never listed as a change.
 */
const IDENTITY = new Set(['id', 'created_at', 'updated_at', 'revision', 'email_hash']);

/** The fields that name a record, in the order they are tried (a data request: its masked address). */
const TITLE_FIELDS = ['title', 'name', 'full_name', 'email', 'setting_key', 'subject'] as const;

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  content_section: 'Content section',
  course: 'Course',
  testimonial: 'Testimonial',
  team_member: 'Team member',
  settings: 'Settings',
  application: 'Application',
  data_request: 'Data request',
  user: 'User',
  permission_map: 'Permission map',
  status_template: 'E-mail template',
};

/** A stored entry's entity as staff read it; the stored name for one this build does not know. */
export const auditEntityLabel = (entity: string): string =>
  AUDIT_ENTITY_LABELS[entity as AuditEntity] ?? entity;

export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  untrash: 'Restored from trash',
  purge: 'Deleted for good',
} as const;

/**
 * The record's name as staff know it ("Bhakti Shastri", "Site settings", the permission map by
 * its heading on the Users page, an e-mail template by its status: "Accepted"); the id when none.
 */
export function auditRecordTitle(entry: AuditEntry): string {
  if (entry.entity === 'settings') return 'Site settings';
  if (entry.entity === 'permission_map') return 'What each role may do';
  if (entry.entity === 'status_template') {
    return wordsFor(APPLICATION_STATUS_LABELS, entry.entity_id) ?? entry.entity_id;
  }
  for (const snapshot of [entry.after, entry.before]) {
    for (const field of TITLE_FIELDS) {
      const value = snapshot?.[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return entry.entity_id;
}

/**
 * Fields named by a code, in the words their form or page shows: an e-mail template's languages,
 * the permission map's areas, an applicant's details, each setting and each part of one.
 */
const FIELD_WORDS: Partial<Record<AuditEntity, Record<string, string>>> = {
  // Inside its intakes.
  course: INTAKE_FIELD_LABELS,
  application: APPLICATION_FIELD_LABELS,
  settings: SETTING_FIELD_LABELS,
  status_template: TEMPLATE_LANGUAGE_LABELS,
  permission_map: AREA_LABELS,
};

/** "hero_title" -> "Hero title"; with its entity, a field named by a code in words ("en" -> "English"). */
export function fieldLabel(field: string, entity?: string): string {
  const words = entity ? FIELD_WORDS[entity as AuditEntity] : undefined;
  return (words && wordsFor(words, field)) ?? capitalise(field.replace(/[_-]+/g, ' ').trim());
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A stored day or moment as staff read them everywhere, in Malaysia time; other text as it is. */
function readableText(text: string): string {
  if (isIsoDay(text)) return formatInstituteDay(text);
  return ISO_INSTANT.test(text) ? formatInstituteTime(text) : text;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The words staff read for a stored choice, by entity and field (`*`: every field), as the admin
 * forms offer them ("foundational" is "Foundational"). A value a vocabulary no longer has is
 * shown as stored.
 */
const CHOICE_WORDS: Partial<Record<AuditEntity, Record<string, Record<string, string>>>> = {
  content_section: { section_type: SECTION_TYPE_LABELS, status: STATUS_LABELS },
  course: { level: COURSE_LEVEL_LABELS, enroll_course: COURSE_NAME_LABELS, status: STATUS_LABELS },
  testimonial: { status: STATUS_LABELS },
  team_member: { status: STATUS_LABELS },
  application: { status: APPLICATION_STATUS_LABELS },
  data_request: { type: DATA_REQUEST_TYPE_LABELS },
  user: { groups: GROUP_LABELS },
  // An area's levels by role: { content_admin: 'write', … }.
  permission_map: { '*': ACCESS_LEVEL_LABELS },
};

/** A code's words in a vocabulary; undefined for a code it does not have ("constructor" too). */
const wordsFor = (words: Record<string, string>, code: string): string | undefined =>
  Object.hasOwn(words, code) ? words[code] : undefined;

/** Where a value was stored, when known: its words then come from the field's vocabulary. */
export interface AuditValueField {
  entity: string;
  field: string;
}

const isPlainValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A stored image ({ src, alt, width, … }) is named by its file and alt text, as its form shows. */
const isImage = (value: unknown): value is { src: string; alt?: unknown } =>
  isPlainObject(value) && typeof value.src === 'string' && value.src !== '';
function imageText({ src, alt }: { src: string; alt?: unknown }): string {
  const file = src.split(/[?#]/)[0]!.split('/').pop() || src;
  return typeof alt === 'string' && alt.trim() ? `${file} (alt text: ${alt.trim()})` : file;
}

/** An object of plain values or images: shown a field at a time. */
const isSmallRecord = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) &&
  Object.values(value).every((inner) => isPlainValue(inner) || isEmpty(inner) || isImage(inner));

/** "Label: value" for each field of a small record, its identity fields left out. */
const recordParts = (record: Record<string, unknown>, where?: AuditValueField): string[] =>
  Object.entries(record)
    .filter(([key]) => !IDENTITY.has(key))
    .map(([key, inner]) => `${fieldLabel(key, where?.entity)}: ${auditValueText(inner, where)}`);

/**
 * A value as staff read it: a stored choice in the words of its field, yes or no, an image by its
 * file and alt text, a list of plain values or images one after another (split by semicolons when
 * an item has a comma of its own), an object of plain values a line a field, a list of such objects a
 * line an object, days and moments in Malaysia time. A settings row is shown by its value;
 * other objects and lists as JSON.
 */
export function auditValueText(value: unknown, where?: AuditValueField): string {
  if (isEmpty(value)) return '(empty)';
  if (value && typeof value === 'object' && !Array.isArray(value) && 'setting_value' in value) {
    return auditValueText((value as { setting_value: unknown }).setting_value, where);
  }
  if (isImage(value)) return imageText(value);
  if (Array.isArray(value) && value.every((item) => isPlainValue(item) || isImage(item))) {
    const items = value.map((item) => auditValueText(item, where));
    return items.join(items.some((item) => item.includes(',')) ? '; ' : ', ');
  }
  if (isSmallRecord(value)) {
    // A small record of its own (a template's subject and body, a member's links): a line a field.
    const lines = recordParts(value, where);
    return lines.length > 0 ? lines.join('\n') : '(empty)';
  }
  if (Array.isArray(value) && value.every(isSmallRecord)) {
    // Rows of a repeatable part (a course's intakes): a line a row.
    return value.map((item) => recordParts(item, where).join(', ')).join('\n');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const vocabularies = where && CHOICE_WORDS[where.entity as AuditEntity];
    const words =
      vocabularies &&
      (Object.hasOwn(vocabularies, where.field) ? vocabularies[where.field] : vocabularies['*']);
    return (words && wordsFor(words, value)) ?? readableText(value);
  }
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' ? readableText(inner) : inner,
  );
}

/**
 * Of two objects (a setting's row and value, a member's links, a template's texts), only the keys
 * that differ, at any depth: a change never lists a part that stayed as it was. An image is one
 * choice, shown whole.
 */
function narrowed(change: FieldChange): FieldChange {
  const { before, after } = change;
  if (!isPlainObject(before) || !isPlainObject(after) || isImage(before) || isImage(after)) {
    return change;
  }
  const inner = changedFields(before, after).map(narrowed);
  return {
    ...change,
    before: Object.fromEntries(inner.map((part) => [part.field, part.before])),
    after: Object.fromEntries(inner.map((part) => [part.field, part.after])),
  };
}

/** The fields that differ between two snapshots, each object among them cut to what changed. */
export const changesToRead = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] => changedFields(before, after).map(narrowed);

/** A corrected applicant's detail, whose values the trail does not keep (personal data). */
export const CORRECTED_VALUE_WORDS = {
  before: 'Previous value (not logged)',
  after: 'Corrected value (not logged)',
} as const;

const namesIn = (snapshot: AuditEntry['before'], key: string): Set<string> => {
  const names = snapshot?.[key];
  return new Set(Array.isArray(names) ? names.filter((name) => typeof name === 'string') : []);
};

/**
 * A correction of an applicant's details (core/src/application/correction.ts), field by field:
 * its entry names the fields and which were blank, never their values. An entry from before it
 * named the blank ones reads every field as filled. Not a correction: null.
 */
function correctionChanges({ entity, before, after }: AuditEntry): FieldChange[] | null {
  if (entity !== 'application' || !Array.isArray(after?.corrected_fields)) return null;
  const emptyBefore = namesIn(before, 'empty_fields');
  const emptyAfter = namesIn(after, 'empty_fields');
  return [...namesIn(after, 'corrected_fields')].map((field) => ({
    field,
    before: emptyBefore.has(field) ? null : CORRECTED_VALUE_WORDS.before,
    after: emptyAfter.has(field) ? null : CORRECTED_VALUE_WORDS.after,
  }));
}

/**
 * What an entry changed, field by field: for an update the fields that differ (of an object, the
 * keys that do), for a create the fields it was given, for a delete the fields it had (identity
 * fields left out); for a correction of an applicant's details the fields it corrected.
 */
export function auditChanges(entry: AuditEntry): FieldChange[] {
  const corrected = correctionChanges(entry);
  if (corrected) return corrected;
  return changesToRead(entry.before, entry.after).filter(
    (change) =>
      !IDENTITY.has(change.field) &&
      // A create or delete lists only the fields that held something.
      (entry.action === 'update' ||
        entry.action === 'restore' ||
        !isEmpty(change.before) ||
        !isEmpty(change.after)),
  );
}
