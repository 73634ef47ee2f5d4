import { randomUUID } from 'node:crypto';
import type { AuditActor } from '../audit/schema';
import type { AuditLog } from '../audit/service';
import { written } from './items';
import type { BaseRecord, RecordRepository } from './record-repository';

export interface RecordService<I, R extends BaseRecord> {
  /** Every record, in the admin order. */
  list(): Promise<R[]>;
  /** Published records only, in sort_order. */
  listPublished(): Promise<R[]>;
  create(input: I, actor: AuditActor): Promise<R>;
  /** null when there is no record with that id. */
  update(id: string, input: I, actor: AuditActor): Promise<R | null>;
  /** false when there was no record with that id. */
  remove(id: string, actor: AuditActor): Promise<boolean>;
}

export interface RecordServiceOptions {
  /** The audit trail's name for the entity, e.g. 'course'. */
  entity: string;
  audit: AuditLog;
  clock?: () => Date;
}

/**
 * The use cases every admin-managed record shares: list, publish-aware reads, create, edit,
 * delete. Every write is audited here, in one place, with the record before and after it, in
 * the same transaction as the write (auditLog.recordWith): no change without its entry.
 */
export function createRecordService<I extends object, R extends BaseRecord>(
  repository: RecordRepository<R>,
  { entity, audit, clock = () => new Date() }: RecordServiceOptions,
): RecordService<I, R> {
  return {
    list: () => repository.list(),
    listPublished: () => repository.listPublished(),

    async create(input, actor) {
      const now = clock().toISOString();
      const record = {
        ...input,
        id: randomUUID(),
        created_at: now,
        updated_at: now,
      } as unknown as R;
      const change = { actor, entity, entityId: record.id, action: 'create' as const };
      const created = await written(() =>
        audit.recordWith(
          { ...change, before: null, after: record },
          repository.createWrite(record),
        ),
      );
      // A fresh UUID never collides; the condition only guards against a broken generator.
      if (!created) throw new Error('Record id already taken');
      return record;
    },

    async update(id, input, actor) {
      const before = await repository.get(id);
      if (!before) return null;
      const now = clock().toISOString();
      const replacement = { ...input, id, updated_at: now } as unknown as Omit<R, 'created_at'>;
      // What the update leaves stored: every field it sets, over what it does not touch.
      const after = { ...before, ...replacement } as R;
      const saved = await written(() =>
        audit.recordWith(
          { actor, entity, entityId: id, action: 'update', before, after },
          repository.replaceWrite(replacement, before.created_at),
        ),
      );
      return saved ? after : null; // not saved: deleted meanwhile
    },

    async remove(id, actor) {
      const before = await repository.get(id);
      if (!before) return false;
      // false when it was deleted meanwhile
      return written(() =>
        audit.recordWith(
          { actor, entity, entityId: id, action: 'delete', before, after: null },
          repository.removeWrite(id),
        ),
      );
    },
  };
}
