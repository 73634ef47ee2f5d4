import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { changedFields } from './diff';
import { auditRepository } from './repository';
import type { AuditAction, AuditActor, AuditPage, AuditQuery, AuditSnapshot } from './schema';

export interface AuditChange {
  actor: AuditActor;
  entity: string;
  entityId: string;
  action: AuditAction;
  before: object | null;
  after: object | null;
}

/** Plain JSON copies, so a snapshot never shares objects with the record returned to the caller. */
const snapshot = (value: object | null): AuditSnapshot | null =>
  value === null ? null : (JSON.parse(JSON.stringify(value)) as AuditSnapshot);

const isNoOp = (change: AuditChange) =>
  changedFields(snapshot(change.before), snapshot(change.after)).length === 0;

/**
 * The audit trail of admin writes. `record` runs after the change it describes (there are no
 * transactions here), so it never throws: a failed write is logged loudly for the operators.
 */
export function auditLog(db: Db, clock: () => Date = () => new Date()) {
  const repository = auditRepository(db);
  return {
    async record(change: AuditChange): Promise<void> {
      // A save that changes nothing is not a change worth a line in the trail.
      if (change.action === 'update' && isNoOp(change)) return;
      const entry = {
        id: randomUUID(),
        actor_sub: change.actor.sub,
        actor_email: change.actor.email?.toLowerCase() ?? null,
        entity: change.entity,
        entity_id: change.entityId,
        action: change.action,
        before: snapshot(change.before),
        after: snapshot(change.after),
        created_at: clock().toISOString(),
      };
      try {
        await repository.put(entry);
      } catch (err) {
        // Only the identifiers: the snapshots may hold personal data.
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'audit_write_failed',
            entity: entry.entity,
            entity_id: entry.entity_id,
            action: entry.action,
            actor_sub: entry.actor_sub,
            err: String(err),
          }),
        );
      }
    },

    /** One page of entries, newest first. */
    list(query: AuditQuery): Promise<AuditPage> {
      return repository.list({
        from: query.from ?? '0000',
        to: query.to ? `${query.to}T23:59:59.999Z` : '9999',
        actor: query.user || undefined,
        entity: query.entity,
        limit: query.limit,
        cursor: query.cursor,
      });
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
