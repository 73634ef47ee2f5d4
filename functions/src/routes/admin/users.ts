import { Hono } from 'hono';
import * as v from 'valibot';
import { userAccountSchema, userRolesSchema, usernameSchema } from '@institute/core/users/schema';
import { auditLog } from '@institute/core/audit/service';
import { userService, type UserResult } from '@institute/core/users/service';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../errors';
import { actorOf } from '../../middleware/account';
import { requireGroup, type AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';

function usernameParam(value: string): string {
  if (!v.is(usernameSchema, value)) throw notFound('User');
  return value;
}

function answer(result: UserResult) {
  if (result.ok) return result.user;
  if (result.reason === 'not_found') throw notFound('User');
  throw new ApiError(409, result.reason, result.message);
}

/**
 * User and role management: super_admin only, checked here on top of the admin guard the
 * admin sub-app already applies (any admin group gets that far; only super_admin gets past this).
 */
export function userRoutes({ verify, cognito, config, db, account }: AppDeps) {
  const users = userService(cognito, config.userPoolId, auditLog(db));
  return new Hono<AuthEnv>()
    .use('*', requireGroup(verify, 'super_admin'))
    .get('/', async (c) => c.json(await users.list()))
    .put('/:username/roles', async (c) => {
      const username = usernameParam(c.req.param('username'));
      const { roles } = await parseJson(c, userRolesSchema);
      const actor = await actorOf(c.get('caller'), account);
      return c.json(answer(await users.setRoles(username, roles, actor)));
    })
    .patch('/:username', async (c) => {
      const username = usernameParam(c.req.param('username'));
      const { enabled } = await parseJson(c, userAccountSchema);
      const actor = await actorOf(c.get('caller'), account);
      return c.json(answer(await users.setEnabled(username, enabled, actor)));
    });
}
