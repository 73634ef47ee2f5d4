import type { Db } from '../db/client';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import { teamMemberRepository } from './repository';
import type { TeamMember, TeamMemberInput } from './schema';

export type TeamMemberService = OrderedRecordService<TeamMemberInput, TeamMember>;

export function teamMemberService(db: Db, clock?: () => Date): TeamMemberService {
  return createOrderedRecordService<TeamMemberInput, TeamMember>(teamMemberRepository(db), {
    db,
    entity: 'team_member',
    clock,
  });
}
