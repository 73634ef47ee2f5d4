import { contentSectionService } from '../content-section/service';
import { courseService } from '../course/service';
import type { Db } from '../db/client';
import { teamMemberService } from '../team-member/service';
import { testimonialService } from '../testimonial/service';

/**
 * Deletes the trash of every list past its 30 days, with the versions of those records. On AWS
 * the table's TTL does this (some time after expiry); the local table has none, so the local
 * stack runs this at start-up and each list's trash view runs its own part when it is opened.
 * Answers how many records went.
 */
export async function sweepAllTrash(db: Db, clock?: () => Date): Promise<number> {
  const services = [
    courseService(db, clock),
    testimonialService(db, clock),
    teamMemberService(db, clock),
    contentSectionService(db, clock),
  ];
  let count = 0;
  for (const service of services) count += await service.sweepTrash();
  return count;
}
