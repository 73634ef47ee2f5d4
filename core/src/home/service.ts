import * as v from 'valibot';
import { contentSectionRecordSchema, type ContentSection } from '../content-section/schema';
import { courseRecordSchema, type Course } from '../course/schema';
import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import { readSettingItem } from '../site-setting/repository';
import { toPublicSettings, type PublicSettings } from '../site-setting/schema';
import { teamMemberRecordSchema, type TeamMember } from '../team-member/schema';
import { testimonialRecordSchema, type Testimonial } from '../testimonial/schema';
import { earliest, liveNow } from '../db/publish-window';
import { queryPublished } from './repository';

/** A published course with the ids of its intakes whose accepted count reached the capacity. */
export type PublicCourse = Course & { full_intakes: string[] };

export interface PublicHome {
  courses: PublicCourse[];
  testimonials: Testimonial[];
  team_members: TeamMember[];
  sections: ContentSection[];
  settings: PublicSettings;
}

/**
 * Everything the home page shows at `now`, from one Query: the published records inside their
 * publish window, in order, and the full settings; with `nextChange`, the instant (epoch ms) a
 * scheduled record next comes or goes, null when none is scheduled (decision 047).
 */
export async function loadPublicHome(
  db: Db,
  now: Date = new Date(),
): Promise<{ home: PublicHome; nextChange: number | null }> {
  const items = await queryPublished(db);
  let nextChange: number | null = null;
  const read = <S extends v.GenericSchema<unknown, { status: string }>>(
    schema: S,
    list: unknown[],
  ): v.InferOutput<S>[] => {
    const windowed = liveNow(
      list.map((item) => v.parse(schema, item)),
      now,
    );
    nextChange = earliest(nextChange, windowed.nextChange);
    return windowed.live;
  };
  // The intake counters come back in the same Query (they are on the published index).
  const accepted = new Map(
    items[ITEM_TYPES.intakeCount].map((item) => [String(item.intake_id), Number(item.accepted)]),
  );
  const courses = read(courseRecordSchema, items[ITEM_TYPES.course]).map((course: Course) => ({
    ...course,
    full_intakes: course.intakes
      .filter((intake) => (accepted.get(intake.id) ?? 0) >= intake.capacity)
      .map((intake) => intake.id),
  }));
  const home: PublicHome = {
    courses,
    testimonials: read(testimonialRecordSchema, items[ITEM_TYPES.testimonial]),
    team_members: read(teamMemberRecordSchema, items[ITEM_TYPES.teamMember]),
    sections: read(contentSectionRecordSchema, items[ITEM_TYPES.contentSection]),
    settings: toPublicSettings(items[ITEM_TYPES.setting].map(readSettingItem)),
  };
  return { home, nextChange };
}

/** The home data at `now` (see loadPublicHome). */
export async function getPublicHome(db: Db, now: Date = new Date()): Promise<PublicHome> {
  return (await loadPublicHome(db, now)).home;
}
