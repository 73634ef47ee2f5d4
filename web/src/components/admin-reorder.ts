import { sortOrderBetween } from '@institute/core/db/sort-order';
import type { MoveBody } from '../lib/admin-records';

export interface MovePlan<TRecord> {
  /** The list as it will read once the move is saved (shown at once, rolled back on failure). */
  order: TRecord[];
  moved: TRecord;
  body: MoveBody;
}

/**
 * What dropping the record at `from` onto the place of the record at `to` means: the new list,
 * and the request that says it (the record it now follows, or the first record it precedes).
 * The moved record already shows the sort_order the server will most likely give it, so the
 * Order column agrees with the rows at once. null when nothing moves.
 */
export function planMove<TRecord extends { id: string; sort_order?: number }>(
  records: readonly TRecord[],
  from: number,
  to: number,
): MovePlan<TRecord> | null {
  if (from === to || !records[from] || !records[to]) return null;
  const order = records.filter((_, index) => index !== from);
  const moving = records[from];
  const previous = order[to - 1];
  const next = order[to];
  const value =
    typeof moving.sort_order === 'number'
      ? sortOrderBetween(previous?.sort_order ?? null, next?.sort_order ?? null)
      : null;
  const moved = value === null ? moving : { ...moving, sort_order: value };
  order.splice(to, 0, moved);
  return { order, moved, body: previous ? { after_id: previous.id } : { before_id: next!.id } };
}

/** What a screen reader hears while a row is moved with the keyboard (or the pointer). */
export interface ReorderMessages {
  instructions: string;
  start(id: string): string;
  over(id: string, overId: string | null): string;
  end(id: string, overId: string | null): string;
  cancel(id: string): string;
}

export function reorderMessages(
  ids: readonly string[],
  labelOf: (id: string) => string,
): ReorderMessages {
  const total = ids.length;
  const position = (id: string) => `position ${ids.indexOf(id) + 1} of ${total}`;
  return {
    instructions:
      'To move a row, press Space or Enter on its handle, then the up and down arrow keys. ' +
      'Press Space or Enter again to drop it in its new place, or Escape to cancel.',
    start: (id) => `Picked up ${labelOf(id)}, in ${position(id)}.`,
    over: (id, overId) =>
      overId === null
        ? `${labelOf(id)} is no longer over the list.`
        : `${labelOf(id)} is now in ${position(overId)}.`,
    end: (id, overId) =>
      overId === null || overId === id
        ? `${labelOf(id)} was dropped in its old place, ${position(id)}.`
        : `${labelOf(id)} was dropped in ${position(overId)}.`,
    cancel: (id) => `Moving was cancelled. ${labelOf(id)} is back in ${position(id)}.`,
  };
}
