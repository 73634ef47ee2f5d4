import * as v from 'valibot';
import type { Page } from '../db/cursor';
import { mustBeOneOf } from '../validation/choice-options';
import { dayRangeSchema } from '../calendar/day-range';

/** Who made a change: the Cognito sub always, the e-mail when it could be read. */
export interface AuditActor {
  sub: string;
  email: string | null;
}

/**
 * `restore`: a record's content brought back from one of its versions (core/src/version).
 * `delete` moves a record to the trash; `untrash` brings it back, `purge` deletes it for good
 * (core/src/trash).
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'untrash', 'purge'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The entities whose writes are audited (the filter list of the audit page). */
export const AUDIT_ENTITIES = [
  'content_section',
  'course',
  'testimonial',
  'team_member',
  'settings',
  'application',
  'data_request',
  'user',
  'permission_map',
  'status_template',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A snapshot of a record, as plain JSON. */
export type AuditSnapshot = Record<string, unknown>;

export interface AuditEntry {
  id: string;
  actor_sub: string;
  actor_email: string | null;
  entity: string;
  entity_id: string;
  action: AuditAction;
  /** null for a create. */
  before: AuditSnapshot | null;
  /** null for a delete. */
  after: AuditSnapshot | null;
  created_at: string;
}

const snapshot = v.fallback(v.nullable(v.record(v.string(), v.unknown())), null);

/** A stored entry as readers see it; reading never fails. */
export const auditEntrySchema = v.object({
  id: v.string(),
  actor_sub: v.fallback(v.string(), ''),
  actor_email: v.fallback(v.nullable(v.string()), null),
  entity: v.fallback(v.string(), ''),
  entity_id: v.fallback(v.string(), ''),
  action: v.fallback(v.picklist(AUDIT_ACTIONS), 'update'),
  before: snapshot,
  after: snapshot,
  created_at: v.fallback(v.string(), ''),
});

export const AUDIT_PAGE_MAX = 100;

/**
 * The query of GET /api/admin/audit; every filter optional. `from` and `to` are days in Malaysia
 * time, as every time in the log is shown, checked by the same range schema as the inbox's.
 */
export const auditQuerySchema = v.intersect([
  v.object({
    /** A sub, or an e-mail address or any part of one. */
    user: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
    entity: v.optional(v.picklist(AUDIT_ENTITIES, mustBeOneOf('Entity', AUDIT_ENTITIES))),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, 'Limit must be a whole number'),
        v.transform(Number),
        v.minValue(1, 'Limit must be at least 1'),
        v.maxValue(AUDIT_PAGE_MAX, `Limit must be at most ${AUDIT_PAGE_MAX}`),
      ),
      '50',
    ),
    cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  }),
  dayRangeSchema,
]);

export type AuditQuery = v.InferOutput<typeof auditQuerySchema>;

/** A page of entries, newest first: its `cursor` asks for the next (older) page. */
export interface AuditPage extends Page<AuditEntry> {
  /**
   * The applicant's name of each application the page's entries change, by id: an application
   * entry holds only staff fields (status, notes), not who applied. Absent for an erased one.
   */
  names: Record<string, string>;
}
