import * as v from 'valibot';
import type { AuditActor } from '../audit/schema';
import { auditLog } from '../audit/service';
import { written } from './items';
import type { BaseRecord, RecordRepository } from './record-repository';
import {
  createRecordService,
  type RecordService,
  type RecordServiceOptions,
} from './record-service';
import { evenSortOrders, sortOrderBetween } from './sort-order';

/*
 * Moving a record of an ordered list (courses, testimonials, team members) next to another one,
 * as drag and drop does. The usual move writes the moved record only: its new sort_order lies
 * between its new neighbours. When there is no such value (equal neighbours, or a gap used up by
 * many moves into it) the list is renumbered 1, 2, 3, … once. See docs/decisions/005-ordering.md.
 */

export interface OrderedRecord extends BaseRecord {
  sort_order: number;
}

export const MOVE_MESSAGES = {
  target: 'Give either after_id or before_id, not both',
  id: 'Must be the id of a record',
} as const;

const anchorId = v.optional(
  v.pipe(
    v.string(MOVE_MESSAGES.id),
    v.trim(),
    v.nonEmpty(MOVE_MESSAGES.id),
    v.maxLength(100, MOVE_MESSAGES.id),
  ),
);

/** The body of POST /api/admin/<list>/:id/move: the record it will follow, or the one it will precede. */
export const moveInputSchema = v.pipe(
  v.object({ after_id: anchorId, before_id: anchorId }),
  v.forward(
    v.check(
      (input) => (input.after_id === undefined) !== (input.before_id === undefined),
      MOVE_MESSAGES.target,
    ),
    ['after_id'],
  ),
);

export type MoveInput = v.InferOutput<typeof moveInputSchema>;

export type MoveField = 'after_id' | 'before_id';

export type MoveResult<R> =
  | {
      ok: true;
      record: R;
      /** Records written: 1 for a move, 0 when it was already there, more after a rebalance. */
      written: number;
    }
  /** not_found: no record with the moved id; anchor_not_found: the anchor is not in this list. */
  | { ok: false; reason: 'not_found' | 'anchor_not_found' | 'same_record'; field: MoveField }
  /** The list changed while the move was being written; nothing or part of it was written. */
  | { ok: false; reason: 'conflict'; field: MoveField };

export interface OrderedRecordService<I, R extends OrderedRecord> extends RecordService<I, R> {
  move(id: string, input: MoveInput, actor: AuditActor): Promise<MoveResult<R>>;
}

/** The usual record service, plus `move`. Every write is audited, each rebalanced record too. */
export function createOrderedRecordService<I extends object, R extends OrderedRecord>(
  repository: RecordRepository<R>,
  options: RecordServiceOptions<R, I>,
): OrderedRecordService<I, R> {
  const { db, entity, clock = () => new Date() } = options;
  const audit = auditLog(db, clock);
  const service = createRecordService<I, R>(repository, {
    ...options,
    // Back where it was when no other record has taken that place since; else at the end.
    placeRestored: async (record) => {
      if (!(await repository.orderTaken(record))) return record;
      const last = await repository.last();
      const sortOrder = sortOrderBetween(last?.sort_order ?? null, null);
      return sortOrder === null ? record : { ...record, sort_order: sortOrder };
    },
  });

  /** The new order and its audit entry in one transaction; null when the record changed meanwhile. */
  const write = async (record: R, sortOrder: number, actor: AuditActor): Promise<R | null> => {
    const updatedAt = clock().toISOString();
    const after = {
      ...record,
      sort_order: sortOrder,
      updated_at: updatedAt,
      revision: record.revision + 1,
    } as R;
    const saved = await written(() =>
      audit.recordWith(
        { actor, entity, entityId: record.id, action: 'update', before: record, after },
        repository.setSortOrderWrite(record, sortOrder, updatedAt, actor.email),
      ),
    );
    return saved ? after : null;
  };

  /** Renumbers the whole list with `record` in its new place; writes only what changes. */
  const rebalance = async (
    record: R,
    anchor: R,
    side: 'before' | 'after',
    actor: AuditActor,
    field: MoveField,
  ): Promise<MoveResult<R>> => {
    const list = (await repository.list()).filter((item) => item.id !== record.id);
    const at = list.findIndex((item) => item.id === anchor.id);
    if (at < 0) return { ok: false, reason: 'conflict', field };
    list.splice(side === 'after' ? at + 1 : at, 0, record);
    const orders = evenSortOrders(list.length);
    let moved = record;
    let written = 0;
    for (const [index, item] of list.entries()) {
      if (item.sort_order === orders[index]) continue;
      const after = await write(item, orders[index]!, actor);
      if (!after) return { ok: false, reason: 'conflict', field };
      written += 1;
      if (after.id === record.id) moved = after;
    }
    return { ok: true, record: moved, written };
  };

  return {
    ...service,

    async move(id, input, actor) {
      const field: MoveField = input.after_id !== undefined ? 'after_id' : 'before_id';
      const side = field === 'after_id' ? 'after' : 'before';
      const anchorId = (input.after_id ?? input.before_id)!;
      if (anchorId === id) return { ok: false, reason: 'same_record', field };
      const [record, anchor] = await Promise.all([repository.get(id), repository.get(anchorId)]);
      if (!record) return { ok: false, reason: 'not_found', field };
      if (!anchor) return { ok: false, reason: 'anchor_not_found', field };

      // The anchor's neighbour on that side: the record is going between the two. Two items, so
      // the record itself can be skipped (when it is that neighbour, it is already in place).
      const beyond = await repository.adjacent(anchor, side, 2);
      if (beyond[0]?.id === record.id) return { ok: true, record, written: 0 };
      const other = beyond.find((item) => item.id !== record.id) ?? null;
      const [lower, upper] = side === 'after' ? [anchor, other] : [other, anchor];

      const sortOrder = sortOrderBetween(lower?.sort_order ?? null, upper?.sort_order ?? null);
      if (sortOrder === null) return rebalance(record, anchor, side, actor, field);
      const after = await write(record, sortOrder, actor);
      return after
        ? { ok: true, record: after, written: 1 }
        : { ok: false, reason: 'conflict', field };
    },
  };
}
