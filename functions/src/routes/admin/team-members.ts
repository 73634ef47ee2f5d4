import { teamMemberInputSchema } from '@institute/core/team-member/schema';
import { teamMemberService } from '@institute/core/team-member/service';
import type { AppDeps } from '../../deps';
import { orderedCrudRoutes } from './crud';

export const teamMemberRoutes = (deps: AppDeps) =>
  orderedCrudRoutes(deps, {
    schema: teamMemberInputSchema,
    service: teamMemberService(deps.db, deps.clock),
    noun: 'Team member',
  });
