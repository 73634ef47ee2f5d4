import type { CourseName } from '../application/choices';
import { instituteDayOf } from '../calendar/institute-day';
import type { Db } from '../db/client';
import { registerClickRepository } from './repository';

/** Counts Register Now clicks per course and institute day (the conversion figures). */
export function registerClickService(db: Db, clock: () => Date = () => new Date()) {
  const repository = registerClickRepository(db);
  return {
    record: (course: CourseName) => repository.add(instituteDayOf(clock()), course),
    listRange: (fromDay: string, toDay: string) => repository.listRange(fromDay, toDay),
  };
}
