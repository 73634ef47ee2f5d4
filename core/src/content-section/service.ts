import type { Db } from '../db/client';
import { createRecordService, type RecordService } from '../db/record-service';
import { contentSectionRepository } from './repository';
import type { ContentSection, ContentSectionInput } from './schema';

export type ContentSectionService = RecordService<ContentSectionInput, ContentSection>;

/** Admin list newest first; public reads oldest first (the order they were written). */
export const contentSectionService = (db: Db, clock?: () => Date): ContentSectionService =>
  createRecordService(contentSectionRepository(db), { db, entity: 'content_section', clock });
