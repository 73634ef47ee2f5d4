import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { versionLog } from '../version/service';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import { teamMemberRepository } from './repository';
import type { TeamMember, TeamMemberInput } from './schema';

export type TeamMemberService = OrderedRecordService<TeamMemberInput, TeamMember>;

export function teamMemberService(db: Db, clock?: () => Date): TeamMemberService {
  return createOrderedRecordService<TeamMemberInput, TeamMember>(teamMemberRepository(db), {
    entity: 'team_member',
    audit: auditLog(db, clock),
    versions: versionLog(db, { entity: 'team_member' }),
    clock,
  });
}
