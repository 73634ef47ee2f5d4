import { randomUUID } from 'node:crypto';
import type { AuditActor, AuditEntity } from '../audit/schema';
import type { AuditedWrite } from '../audit/service';
import type { Db } from '../db/client';
import { log } from '../ops/log';
import { VERSION_POLICY, versionsToPrune, type VersionPolicy } from './policy';
import { versionRepository } from './repository';
import { versionIdOf, type RecordVersion, type VersionSummary } from './schema';

export interface VersionLogOptions {
  /** The audit trail's name of the kind, e.g. 'course'. */
  entity: AuditEntity;
  /** How many versions to keep (tests pass a smaller one). */
  policy?: VersionPolicy;
}

/**
 * The version history of one kind of record. A save adds the record as it was (`setAside`, a
 * transaction item written with the save and its audit entry), then `prune` deletes what the
 * policy no longer keeps: one Query on the record's partition and a batch delete.
 */
export function versionLog(db: Db, { entity, policy = VERSION_POLICY }: VersionLogOptions) {
  const repository = versionRepository(db);
  return {
    entity,

    /** The write that keeps `record` (as it was before this save) as a version. */
    setAside(
      partition: string,
      entityId: string,
      record: object,
      actor: AuditActor,
      savedAt: string,
    ): { version: RecordVersion; write: AuditedWrite } {
      const version: RecordVersion = {
        version_id: versionIdOf(savedAt, randomUUID().replace(/-/g, '')),
        entity,
        entity_id: entityId,
        saved_at: savedAt,
        saved_by_sub: actor.sub,
        saved_by_email: actor.email?.toLowerCase() ?? null,
        // A plain JSON copy: the version never shares objects with the caller's record.
        record: JSON.parse(JSON.stringify(record)) as Record<string, unknown>,
      };
      return { version, write: repository.putWrite(partition, version) };
    },

    /**
     * Deletes the versions past the policy, after a save. The save has landed by then, so a
     * failure here is logged, not thrown: the next save prunes again.
     */
    async prune(partition: string, now: Date): Promise<number> {
      try {
        const versions = await repository.list(partition);
        const doomed = versionsToPrune(versions, now, policy);
        if (doomed.length) {
          await repository.remove(
            partition,
            doomed.map((version) => version.version_id),
          );
        }
        return doomed.length;
      } catch (err) {
        log.error('version_prune_failed', { entity, err: String(err) });
        return 0;
      }
    },

    list: (partition: string): Promise<VersionSummary[]> => repository.list(partition),

    /**
     * Deletes every version of a record deleted for good. The record is gone by then, so a
     * failure is logged, not thrown.
     */
    async removeAll(partition: string): Promise<void> {
      try {
        const versions = await repository.list(partition);
        await repository.remove(
          partition,
          versions.map((version) => version.version_id),
        );
      } catch (err) {
        log.error('version_removal_failed', { entity, err: String(err) });
      }
    },

    /** null when the record has no such version (or it belongs to another kind). */
    async get(partition: string, versionId: string): Promise<RecordVersion | null> {
      const version = await repository.get(partition, versionId);
      return version && version.entity === entity ? version : null;
    },
  };
}

export type VersionLog = ReturnType<typeof versionLog>;
