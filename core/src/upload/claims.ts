import type { Db } from '../db/client';
import { putNew } from '../db/items';
import { ITEM_TYPES, itemKey } from '../db/keys';
import { TTL_ATTRIBUTE } from '../db/table';

/** Longer than any presigned URL lives (UPLOAD_URL_SECONDS), so a claim outlasts its URL. */
const CLAIM_SECONDS = 24 * 3600;

/** One conditional write per completed upload: the first `complete` wins, any later one is refused. */
export function uploadClaims(db: Db, clock: () => Date = () => new Date()) {
  return async (id: string): Promise<boolean> => {
    return putNew(db, {
      ...itemKey(ITEM_TYPES.uploadClaim, id),
      [TTL_ATTRIBUTE]: Math.floor(clock().getTime() / 1000) + CLAIM_SECONDS,
    });
  };
}
