import { randomUUID } from 'node:crypto';
import type { AuditActor } from '../audit/schema';
import type { AuditLog } from '../audit/service';
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
 * delete. Every write is audited here, in one place, with the record before and after it.
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
      // A fresh UUID never collides; the condition only guards against a broken generator.
      if (!(await repository.create(record))) throw new Error('Record id already taken');
      const stored = (await repository.get(record.id)) ?? record;
      await audit.record({
        actor,
        entity,
        entityId: stored.id,
        action: 'create',
        before: null,
        after: stored,
      });
      return stored;
    },

    async update(id, input, actor) {
      const before = await repository.get(id);
      if (!before) return null;
      const now = clock().toISOString();
      const after = await repository.replace({ ...input, id, updated_at: now } as unknown as Omit<
        R,
        'created_at'
      >);
      if (after)
        await audit.record({ actor, entity, entityId: id, action: 'update', before, after });
      return after;
    },

    async remove(id, actor) {
      const before = await repository.get(id);
      if (!before || !(await repository.remove(id))) return false;
      await audit.record({ actor, entity, entityId: id, action: 'delete', before, after: null });
      return true;
    },
  };
}
