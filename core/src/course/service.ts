import type { Db } from '../db/client';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import type { InputRefusal } from '../db/record-service';
import { intakeCountRepository } from '../intake/repository';
import { courseRepository } from './repository';
import { COURSE_MESSAGES, type Course, type CourseInput } from './schema';

export type CourseService = OrderedRecordService<CourseInput, Course>;

/** Courses: admin list and edits in sort_order; public reads only published, levels normalised. */
export function courseService(db: Db, clock: () => Date = () => new Date()): CourseService {
  const repository = courseRepository(db);
  return createOrderedRecordService(repository, {
    db,
    entity: 'course',
    clock,
    refuseInput: async (input, id) => {
      if (input.intakes.length === 0) return null;
      const [live, trashed, counted] = await Promise.all([
        repository.list(),
        repository.trash.list(clock()),
        intakeCountRepository(db).all(),
      ]);
      const owners = new Map([...counted].map(([intakeId, { courseId }]) => [intakeId, courseId]));
      for (const course of [...live, ...trashed.map((entry) => entry.record)]) {
        for (const intake of course.intakes) owners.set(intake.id, course.id);
      }
      return intakeOfAnotherCourse(input, id, owners);
    },
  });
}

/**
 * An intake id is one course's: applications and their counts name an intake by its id alone.
 * A new intake gets a fresh one, so only an id copied from another course can be refused here:
 * from one of its intakes (in the trash too, which may come back) or one with counted
 * applications (`owners`: intake id to course id).
 */
export function intakeOfAnotherCourse(
  input: Pick<CourseInput, 'intakes'>,
  id: string | null,
  owners: ReadonlyMap<string, string>,
): InputRefusal | null {
  const copied = input.intakes.find((intake) => {
    const owner = owners.get(intake.id);
    return owner !== undefined && owner !== id;
  });
  if (!copied) return null;
  const message = COURSE_MESSAGES.intakeOtherCourse(copied.id);
  return { ok: false, reason: 'refused', message, fields: { intakes: message } };
}
