import { teamMemberInputSchema } from '@institute/core/team-member/schema';
import { teamMemberService } from '@institute/core/team-member/service';
import { editingService } from '@institute/core/editing/service';
import type { AppDeps } from '../../deps';
import { crudRoutes, moveRoutes } from './crud';

export const teamMemberRoutes = ({ db, account, clock }: AppDeps) => {
  const service = teamMemberService(db, clock);
  return crudRoutes({
    schema: teamMemberInputSchema,
    service,
    noun: 'Team member',
    account,
    editing: editingService(db, clock),
  }).route('/', moveRoutes({ service, noun: 'Team member', account }));
};
