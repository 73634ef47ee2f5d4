import { createTtlCache, type TtlCache } from '../cache/ttl-cache';
import { courseChoiceForTitle } from '../application/course-choice';
import type { CourseName } from '../application/choices';
import type { ApplicationStatus } from '../application/status';
import { courseRepository } from '../course/repository';
import {
  intakeState,
  intakeToday,
  nextIntake,
  type Intake,
  type IntakeSummary,
} from '../course/intakes';
import type { Course } from '../course/schema';
import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import { queryPublished } from '../home/repository';
import { intakeCountRepository, type CountDelta } from './repository';
import * as v from 'valibot';
import { courseRecordSchema } from '../course/schema';
import { APPLICATION_MESSAGES } from '../application/answer-messages';
import type { ApplicationPlacement } from '../application/schema';

export type PlacementResult =
  | { ok: true; placement: ApplicationPlacement | null }
  | { ok: false; field: 'intake' | 'course_name'; message: string };

/** A published intake a submission may name, and the course it belongs to. */
export interface ResolvedIntake {
  intake: Intake;
  course: Pick<Course, 'id' | 'title'>;
  /** The enrolment choice the course maps to (null: no choice matches its title). */
  choice: CourseName | null;
}

/*
 * The published courses' intakes per table client, kept a few seconds like the public settings:
 * each submission naming an intake checks it, and a burst costs one Query. Whether an intake is
 * full is not kept: an accept on another instance would not reach this copy.
 */
const publishedCaches = new WeakMap<Db, TtlCache<ResolvedIntake[]>>();

function publishedIntakes(db: Db): TtlCache<ResolvedIntake[]> {
  let cache = publishedCaches.get(db);
  if (!cache) {
    cache = createTtlCache(async () => {
      const items = await queryPublished(db);
      return items[ITEM_TYPES.course].flatMap((item) => {
        const course = v.parse(courseRecordSchema, item);
        return course.intakes.map((intake) => ({
          intake,
          course: { id: course.id, title: course.title },
          choice: courseChoiceForTitle(course.title, course.enroll_course) || null,
        }));
      });
    });
    publishedCaches.set(db, cache);
  }
  return cache;
}

/** Forgets the kept intakes after an admin write in this process (as the home data is). */
export function forgetPublishedIntakes(db: Db): void {
  publishedCaches.get(db)?.invalidate();
}

/** What a status change does to the intake's counts: accepted and waitlisted, each ±1 or 0. */
export function countDelta(from: ApplicationStatus, to: ApplicationStatus): CountDelta {
  const moved = (status: ApplicationStatus) => Number(to === status) - Number(from === status);
  return { accepted: moved('accepted'), waitlisted: moved('waitlisted') };
}

export function intakeService(db: Db, clock: () => Date = () => new Date()) {
  const counters = intakeCountRepository(db);
  const courses = courseRepository(db);
  async function resolve(intakeId: string): Promise<ResolvedIntake | null> {
    const cache = publishedIntakes(db);
    const find = async () =>
      (await cache.get()).find((entry) => entry.intake.id === intakeId) ?? null;
    const found = await find();
    if (found) return found;
    // An intake published a moment ago (on another instance) is not in the kept copy yet.
    cache.invalidate();
    return find();
  }

  return {
    resolve,

    /**
     * The start day of an application's intake, as its course now says, for what the applicant
     * is told (the confirmation and its e-mail); null without an intake, or when its course is no
     * longer published.
     */
    async startOf(intakeId: string | null | undefined): Promise<string | null> {
      return intakeId ? ((await resolve(intakeId))?.intake.start_date ?? null) : null;
    },

    /**
     * The intake a submission joins. One a card named is checked: it must be an intake of a
     * published course, and of the course applied for. Without one (the course chosen in the
     * form), the course's next intake, as its card shows it. A closed or full intake puts the
     * application on its waitlist, even when the card still said Register Now (the page may be
     * older than the last accept).
     */
    async place(
      intakeId: string | null,
      waitlist: boolean,
      courseName: CourseName,
    ): Promise<PlacementResult> {
      const today = intakeToday(clock());
      let found: ResolvedIntake | null;
      if (intakeId) {
        found = await resolve(intakeId);
        if (!found)
          return { ok: false, field: 'intake', message: APPLICATION_MESSAGES.intakeUnknown };
        if (found.choice && found.choice !== courseName) {
          return {
            ok: false,
            field: 'course_name',
            message: APPLICATION_MESSAGES.intakeOtherCourse(found.course.title),
          };
        }
      } else {
        const ofCourse = (await publishedIntakes(db).get()).filter(
          (entry) => entry.choice === courseName,
        );
        const next = nextIntake(
          ofCourse.map((entry) => ({ ...entry, start_date: entry.intake.start_date })),
          today,
        );
        if (!next) return { ok: true, placement: null };
        found = next;
      }
      // Read now, not from the kept copy: the last place may have been taken a moment ago.
      const { accepted } = await counters.get(found.intake.id);
      const full = accepted >= found.intake.capacity;
      return {
        ok: true,
        placement: {
          intake: found.intake.id,
          intake_course_id: found.course.id,
          waitlist: waitlist || intakeState(found.intake, today, full) !== 'open',
        },
      };
    },

    /** The intake's capacity, read from its course now (null: the course or intake is gone). */
    async capacity(courseId: string, intakeId: string): Promise<number | null> {
      const course = await courses.get(courseId);
      return course?.intakes.find((intake) => intake.id === intakeId)?.capacity ?? null;
    },

    counts: (intakeId: string) => counters.get(intakeId),
    countWrite: counters.countWrite,

    /** Every intake of every course (drafts too), soonest first within a course, with counts. */
    async summaries(): Promise<IntakeSummary[]> {
      const [list, counts] = await Promise.all([courses.list(), counters.all()]);
      return list.flatMap((course) =>
        course.intakes.map((intake) => ({
          course_id: course.id,
          course_title: course.title,
          intake,
          accepted: counts.get(intake.id)?.accepted ?? 0,
          waitlisted: counts.get(intake.id)?.waitlisted ?? 0,
        })),
      );
    },
  };
}

export type IntakeService = ReturnType<typeof intakeService>;
