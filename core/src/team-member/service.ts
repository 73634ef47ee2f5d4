import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { versionLog } from '../version/service';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import { teamMemberRepository } from './repository';
import type { TeamMember, TeamMemberInput } from './schema';

export type TeamMemberService = OrderedRecordService<TeamMemberInput, TeamMember>;

export function teamMemberService(db: Db): TeamMemberService {
  return createOrderedRecordService<TeamMemberInput, TeamMember>(teamMemberRepository(db), {
    entity: 'team_member',
    audit: auditLog(db),
    versions: versionLog(db, { entity: 'team_member' }),
  });
}
