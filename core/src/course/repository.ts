import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import { padSortOrder } from '../db/sort-order';
import { createRecordRepository, type RecordRepository } from '../db/record-repository';
import { courseRecordSchema, type Course } from './schema';

/** A course as it may sit in the table: older rows carry a legacy level or none. */
export type StoredCourse = Omit<Course, 'level' | 'intakes' | 'image'> & {
  /** Absent on courses stored before image sets (they have `image_url` only). */
  image?: Course['image'];
  level?: string | null;
  /** Absent on courses stored before intakes existed. */
  intakes?: Course['intakes'];
};

export interface CourseRepository extends RecordRepository<Course> {
  /** Writes a course with its level exactly as given (sample data keeps legacy rows). */
  createStored(course: StoredCourse): Promise<boolean>;
}

export function courseRepository(db: Db): CourseRepository {
  const base = createRecordRepository<Course>(db, {
    type: ITEM_TYPES.course,
    schema: courseRecordSchema,
    orderOf: (course) => padSortOrder(course.sort_order),
  });
  return {
    ...base,
    // The cast only widens the level; create() writes the fields as they are.
    createStored: (course) => base.create(course as Course),
  };
}
