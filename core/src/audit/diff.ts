/** Bookkeeping fields every save rewrites; a change of these alone is no change. */
const BOOKKEEPING = new Set(['updated_at', 'revision']);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * JSON with object keys sorted and bookkeeping fields dropped at any depth (a settings row has
 * its own updated_at), so two equal values compare equal whatever their key order.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([name]) => !BOOKKEEPING.has(name))
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

/** Absent, undefined and null all read as "no value". */
const normal = (value: unknown) => (value === undefined ? null : value);

/**
 * The fields that differ between two snapshots of a record, in a stable order (the order of
 * `after`, then fields only `before` had). Bookkeeping fields are left out.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const names = [...Object.keys(after ?? {}), ...Object.keys(before ?? {})];
  const changes: FieldChange[] = [];
  for (const field of new Set(names)) {
    if (BOOKKEEPING.has(field)) continue;
    const old = normal(before?.[field]);
    const next = normal(after?.[field]);
    if (canonical(old) !== canonical(next)) changes.push({ field, before: old, after: next });
  }
  return changes;
}
