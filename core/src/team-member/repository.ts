import type { Db } from '../db/client';
import { ITEM_TYPES } from '../db/keys';
import { padSortOrder } from '../db/sort-order';
import { createRecordRepository, type RecordRepository } from '../db/record-repository';
import { teamMemberRecordSchema, type TeamMember } from './schema';

export function teamMemberRepository(db: Db): RecordRepository<TeamMember> {
  return createRecordRepository<TeamMember>(db, {
    type: ITEM_TYPES.teamMember,
    schema: teamMemberRecordSchema,
    orderOf: (member) => padSortOrder(member.sort_order),
  });
}
