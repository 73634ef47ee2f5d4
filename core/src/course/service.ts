import type { Db } from '../db/client';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import { courseRepository } from './repository';
import type { Course, CourseInput } from './schema';

export type CourseService = OrderedRecordService<CourseInput, Course>;

/** Courses: admin list and edits in sort_order; public reads only published, levels normalised. */
export const courseService = (db: Db, clock?: () => Date): CourseService =>
  createOrderedRecordService(courseRepository(db), { db, entity: 'course', clock });
