import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { createRecordService, type RecordService } from '../db/record-service';
import { courseRepository } from './repository';
import type { Course, CourseInput } from './schema';

export type CourseService = RecordService<CourseInput, Course>;

/** Courses: admin list and edits in sort_order; public reads only published, levels normalised. */
export function courseService(db: Db): CourseService {
  return createRecordService<CourseInput, Course>(courseRepository(db), {
    entity: 'course',
    audit: auditLog(db),
  });
}
