import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import { createRecordRepository, type RecordRepository } from '../db/record-repository';
import { contentSectionRecordSchema, type ContentSection } from './schema';

/** Content sections have no sort_order: both indexes order them by created_at. */
export function contentSectionRepository(db: Db): RecordRepository<ContentSection> {
  return createRecordRepository<ContentSection>(db, {
    type: ITEM_TYPES.contentSection,
    schema: contentSectionRecordSchema,
    orderOf: (section) => section.created_at,
    newestFirst: true,
  });
}
