import * as v from 'valibot';

/**
 * A version: a record as it was before a save replaced it, kept under the record's own partition
 * (`pk` of the record, `sk` = `VERSION#<version_id>`). The id starts with the moment of the save,
 * so the sort key orders a record's versions by time and a GetItem finds one by its id.
 */
export interface RecordVersion {
  version_id: string;
  /** The audit trail's name of the kind: course, testimonial, team_member, content_section, settings. */
  entity: string;
  entity_id: string;
  /** When the save that set this version aside happened. */
  saved_at: string;
  /** Who made that save: the sub always, the e-mail when it could be read. */
  saved_by_sub: string;
  saved_by_email: string | null;
  /** The whole record as it was. */
  record: Record<string, unknown>;
}

/** A version as the list shows it (no record). */
export type VersionSummary = Omit<RecordVersion, 'record'>;

/** One field that differs between a version and the record as it is now. */
export interface VersionChange {
  field: string;
  /** "Title", "Hero section". */
  label: string;
  /** The value in the chosen version, as text. */
  before: string;
  /** The value now, as text. */
  after: string;
}

/** GET …/versions/:versionId: the version, and what restoring it would change. */
export interface VersionDetail extends RecordVersion {
  changes: VersionChange[];
}

/** `20261124T060727123Z-1a2b3c4d`: the save's instant (sortable) and 8 random hex digits. */
export const VERSION_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export const isVersionId = (value: string) => VERSION_ID.test(value);

/** The version id of a save made at `at` (an ISO instant). */
export function versionIdOf(at: string, random: string): string {
  return `${at.replace(/[-:.]/g, '')}-${random.slice(0, 8).toLowerCase()}`;
}

/** A stored version as readers see it. */
export const recordVersionSchema = v.object({
  version_id: v.string(),
  entity: v.fallback(v.string(), ''),
  entity_id: v.fallback(v.string(), ''),
  saved_at: v.fallback(v.string(), ''),
  saved_by_sub: v.fallback(v.string(), ''),
  saved_by_email: v.fallback(v.nullable(v.string()), null),
  record: v.fallback(v.record(v.string(), v.unknown()), () => ({})),
}) satisfies v.GenericSchema<unknown, RecordVersion>;
