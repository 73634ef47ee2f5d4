import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { versionLog } from '../version/service';
import { createRecordService, type RecordService } from '../db/record-service';
import { contentSectionRepository } from './repository';
import type { ContentSection, ContentSectionInput } from './schema';

export type ContentSectionService = RecordService<ContentSectionInput, ContentSection>;

/** Admin list newest first; public reads oldest first (the order they were written). */
export function contentSectionService(db: Db, clock?: () => Date): ContentSectionService {
  return createRecordService<ContentSectionInput, ContentSection>(contentSectionRepository(db), {
    entity: 'content_section',
    audit: auditLog(db, clock),
    versions: versionLog(db, { entity: 'content_section' }),
    clock,
  });
}
