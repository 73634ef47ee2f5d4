import type { Db } from '../db/client';
import { createOrderedRecordService, type OrderedRecordService } from '../db/record-move';
import { teamMemberRepository } from './repository';
import type { TeamMember, TeamMemberInput } from './schema';

export type TeamMemberService = OrderedRecordService<TeamMemberInput, TeamMember>;

export const teamMemberService = (db: Db, clock?: () => Date): TeamMemberService =>
  createOrderedRecordService(teamMemberRepository(db), { db, entity: 'team_member', clock });
