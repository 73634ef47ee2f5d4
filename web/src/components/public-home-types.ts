import type { ContentSection } from '@institute/core/content-section/schema';
import type { Course } from '@institute/core/course/schema';
import type { PublicSettings } from '@institute/core/site-setting/schema';
import type { TeamMember } from '@institute/core/team-member/schema';
import type { Testimonial } from '@institute/core/testimonial/schema';

/** The answer of GET /api/public/home: published records only, each list by sort_order. */
export interface PublicHome {
  courses: Course[];
  testimonials: Testimonial[];
  team_members: TeamMember[];
  sections: ContentSection[];
  settings: PublicSettings;
}
