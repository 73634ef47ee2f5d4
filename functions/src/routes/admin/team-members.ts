import { teamMemberInputSchema } from '@institute/core/team-member/schema';
import { teamMemberService } from '@institute/core/team-member/service';
import type { AppDeps } from '../../deps';
import { crudRoutes } from './crud';

export const teamMemberRoutes = ({ db, account }: AppDeps) =>
  crudRoutes({
    schema: teamMemberInputSchema,
    service: teamMemberService(db),
    noun: 'Team member',
    account,
  });
