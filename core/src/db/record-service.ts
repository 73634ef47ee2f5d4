import { randomUUID } from 'node:crypto';
import type { BaseRecord, RecordRepository } from './record-repository';

export interface RecordService<I, R extends BaseRecord> {
  /** Every record, in the admin order. */
  list(): Promise<R[]>;
  /** Published records only, in sort_order. */
  listPublished(): Promise<R[]>;
  create(input: I): Promise<R>;
  /** null when there is no record with that id. */
  update(id: string, input: I): Promise<R | null>;
  /** false when there was no record with that id. */
  remove(id: string): Promise<boolean>;
}

/** The use cases every admin-managed record shares: list, publish-aware reads, create, edit, delete. */
export function createRecordService<I extends object, R extends BaseRecord>(
  repository: RecordRepository<R>,
  clock: () => Date = () => new Date(),
): RecordService<I, R> {
  return {
    list: () => repository.list(),
    listPublished: () => repository.listPublished(),

    async create(input) {
      const now = clock().toISOString();
      const record = {
        ...input,
        id: randomUUID(),
        created_at: now,
        updated_at: now,
      } as unknown as R;
      // A fresh UUID never collides; the condition only guards against a broken generator.
      if (!(await repository.create(record))) throw new Error('Record id already taken');
      return (await repository.get(record.id)) ?? record;
    },

    update(id, input) {
      const now = clock().toISOString();
      return repository.replace({ ...input, id, updated_at: now } as unknown as Omit<
        R,
        'created_at'
      >);
    },

    remove: (id) => repository.remove(id),
  };
}
