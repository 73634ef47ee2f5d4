import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { permissionMapSchema } from '@institute/core/access/permissions';
import { userAccountSchema, userRolesSchema, usernameSchema } from '@institute/core/users/schema';
import { auditLog } from '@institute/core/audit/service';
import { userService, type UserResult } from '@institute/core/users/service';
import type { AppDeps } from '../../deps';
import { ApiError, notFound, refused } from '../../errors';
import { actorOf } from '../../middleware/account';
import { logRefusal, type AuthEnv } from '../../middleware/auth';
import { parseJson } from '../../validation';
import { isSuperAdmin } from '@institute/core/auth/roles';

function usernameParam(value: string): string {
  if (!v.is(usernameSchema, value)) throw notFound('User');
  return value;
}

function answer(result: UserResult) {
  if (result.ok) return result.user;
  throw refused(result);
}

/**
 * User and role management and the permission map: the admin app lets in only roles with the
 * `users` area (super_admin). Every change first asks Cognito for the caller's current account:
 * a token minted before a demotion must not be able to undo it, even in the seconds before the
 * revocation reaches this process.
 */
export function userRoutes({ cognito, config, db, account, access, signOutEverywhere }: AppDeps) {
  const audit = auditLog(db);
  const users = userService(cognito, config.userPoolId, audit, signOutEverywhere);

  async function currentSuperAdmin(c: Context<AuthEnv>) {
    const caller = c.get('caller');
    const current = await users.get(caller.username);
    if (!current?.enabled || !isSuperAdmin(current.groups)) {
      logRefusal(c.req.path, 403, 'not_super_admin_now', caller.sub);
      throw new ApiError(
        403,
        'forbidden',
        'Your account is no longer a super admin; only super admins manage users and roles',
      );
    }
    return actorOf(caller, account);
  }

  return (
    new Hono<AuthEnv>()
      .get('/', async (c) => c.json(await users.list()))
      // Static paths before '/:username'.
      .get('/permission-map', async (c) => c.json(await access.permissionMap()))
      .put('/permission-map', async (c) => {
        const map = await parseJson(c, permissionMapSchema);
        const actor = await currentSuperAdmin(c);
        return c.json(await access.savePermissionMap(map, actor, audit));
      })
      .put('/:username/roles', async (c) => {
        const username = usernameParam(c.req.param('username'));
        const { roles } = await parseJson(c, userRolesSchema);
        const actor = await currentSuperAdmin(c);
        return c.json(answer(await users.setRoles(username, roles, actor)));
      })
      .post('/:username/sign-out', async (c) => {
        const username = usernameParam(c.req.param('username'));
        const actor = await currentSuperAdmin(c);
        return c.json(answer(await users.signOut(username, actor)));
      })
      .patch('/:username', async (c) => {
        const username = usernameParam(c.req.param('username'));
        const { enabled } = await parseJson(c, userAccountSchema);
        const actor = await currentSuperAdmin(c);
        return c.json(answer(await users.setEnabled(username, enabled, actor)));
      })
  );
}
