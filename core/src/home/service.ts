import * as v from 'valibot';
import { contentSectionRecordSchema, type ContentSection } from '../content-section/schema';
import { courseRecordSchema, type Course } from '../course/schema';
import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import {
  siteSettingRecordSchema,
  toPublicSettings,
  type PublicSettings,
} from '../site-setting/schema';
import { teamMemberRecordSchema, type TeamMember } from '../team-member/schema';
import { testimonialRecordSchema, type Testimonial } from '../testimonial/schema';
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

/** Everything the home page shows, from one Query: published records in order, full settings. */
export async function getPublicHome(db: Db): Promise<PublicHome> {
  const items = await queryPublished(db);
  const read = <S extends v.GenericSchema>(schema: S, list: unknown[]) =>
    list.map((item) => v.parse(schema, item));
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
  return {
    courses,
    testimonials: read(testimonialRecordSchema, items[ITEM_TYPES.testimonial]),
    team_members: read(teamMemberRecordSchema, items[ITEM_TYPES.teamMember]),
    sections: read(contentSectionRecordSchema, items[ITEM_TYPES.contentSection]),
    settings: toPublicSettings(read(siteSettingRecordSchema, items[ITEM_TYPES.setting])),
  };
}
