import { auditLog } from '../audit/service';
import type { Db } from '../db/client';
import { createRecordService, type RecordService } from '../db/record-service';
import { teamMemberRepository } from './repository';
import type { TeamMember, TeamMemberInput } from './schema';

export type TeamMemberService = RecordService<TeamMemberInput, TeamMember>;

export function teamMemberService(db: Db): TeamMemberService {
  return createRecordService<TeamMemberInput, TeamMember>(teamMemberRepository(db), {
    entity: 'team_member',
    audit: auditLog(db),
  });
}
