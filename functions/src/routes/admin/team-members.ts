import { teamMemberInputSchema } from '@institute/core/team-member/schema';
import { teamMemberService } from '@institute/core/team-member/service';
import type { AppDeps } from '../../deps';
import { crudRoutes, moveRoutes } from './crud';

export const teamMemberRoutes = ({ db, account }: AppDeps) => {
  const service = teamMemberService(db);
  return crudRoutes({
    schema: teamMemberInputSchema,
    service,
    noun: 'Team member',
    account,
  }).route('/', moveRoutes({ service, noun: 'Team member', account }));
};
