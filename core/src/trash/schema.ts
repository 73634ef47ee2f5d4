import type { ItemType } from '../db/keys';

/** How long a deleted record stays in the trash before it is gone for good. */
export const TRASH_DAYS = 30;

/** The sort key of a trashed record, in the record's own partition (beside its versions). */
export const TRASH_SK = 'TRASH';

/** The byType index partition that lists the trash of one kind (`TRASH#COURSE`). */
export const trashPartition = (type: ItemType) => `TRASH#${type}`;

/** A record in the trash, as the admin sees it. */
export interface TrashedRecord<R> {
  id: string;
  record: R;
  deleted_at: string;
  /** The e-mail of who deleted it; null when it could not be read. */
  deleted_by: string | null;
  /** When it is deleted for good (ISO). */
  expires_at: string;
}
