import { auditValueText, changesToRead, fieldLabel } from '../audit/display';
import type { VersionChange } from './schema';

/** How many versions a record keeps: the newest `keep`, and any younger than `maxAgeDays`. */
export interface VersionPolicy {
  keep: number;
  maxAgeDays: number;
}

export const VERSION_POLICY: VersionPolicy = { keep: 50, maxAgeDays: 90 };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The versions to delete, given a record's versions newest first: those past the newest
 * `keep` that are also older than `maxAgeDays` at `now`. A version whose time cannot be read
 * counts as old.
 */
export function versionsToPrune<T extends { saved_at: string }>(
  newestFirst: readonly T[],
  now: Date,
  policy: VersionPolicy = VERSION_POLICY,
): T[] {
  const oldest = now.getTime() - policy.maxAgeDays * DAY_MS;
  return newestFirst.slice(policy.keep).filter((version) => {
    const at = Date.parse(version.saved_at);
    return Number.isNaN(at) || at < oldest;
  });
}

/** Fields a restore never takes from a version: the record's identity and bookkeeping. */
const NOT_RESTORED = new Set(['id', 'created_at', 'updated_at', 'revision', 'sort_order']);

/**
 * What restoring `version` over `current` would change, field by field, labelled for people
 * ("Title": before = the version's value, after = the value now), of an object only the keys that
 * differ, as the audit log lists them. The record's identity, its bookkeeping and its place in the
 * list are not restored, so they are not listed. A stored choice reads in the words of the
 * entity's field.
 */
export function versionChanges(
  version: Record<string, unknown>,
  current: Record<string, unknown>,
  entity: string,
): VersionChange[] {
  return changesToRead(version, current)
    .filter((change) => !NOT_RESTORED.has(change.field))
    .map((change) => {
      const where = { entity, field: change.field };
      return {
        field: change.field,
        label: fieldLabel(change.field, entity),
        before: auditValueText(change.before, where),
        after: auditValueText(change.after, where),
      };
    });
}

/**
 * The record a restore writes: the version's fields over the current identity. The id,
 * created_at and (for ordered lists) sort_order stay as they are now: a restore brings back
 * content, not an old place in the list.
 */
export function restoredRecord(
  version: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> {
  const restored: Record<string, unknown> = { ...version };
  for (const field of NOT_RESTORED) {
    if (field in current) restored[field] = current[field];
    else delete restored[field];
  }
  return restored;
}
