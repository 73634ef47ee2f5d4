import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Hono } from 'hono';
import { accessOf } from '@institute/core/access/permissions';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../errors';
import { logRefusal, type AuthEnv } from '../../middleware/auth';

/** Cognito's answers to GetUser for a token whose user no longer exists or is disabled. */
const GONE = new Set(['UserNotFoundException', 'NotAuthorizedException']);

/**
 * The signed-in admin: e-mail (read from Cognito with the caller's own token), groups, and what
 * the permission map gives them per area (the admin navigation hides the rest).
 */
export function meRoutes({ cognito, access }: AppDeps) {
  return (
    new Hono<AuthEnv>()
      .get('/', async (c) => {
        const caller = c.get('caller');
        let email: string;
        try {
          const user = await cognito.send(new GetUserCommand({ AccessToken: caller.accessToken }));
          email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? caller.username;
        } catch (err) {
          if (!GONE.has(String((err as { name?: string }).name))) throw err;
          logRefusal(c.req.path, 401, 'user_gone', caller.sub);
          throw new ApiError(401, 'unauthorized', 'This account no longer exists; sign in again');
        }
        const map = await access.permissionMap();
        return c.json({
          sub: caller.sub,
          email,
          groups: caller.groups,
          access: accessOf(map, caller.groups),
        });
      })
      // The admin area's Sign Out calls this before Cognito's RevokeToken: Cognito then refuses the
      // refresh token, and this API the access tokens of the same sign-in.
      .post('/sign-out', async (c) => {
        const caller = c.get('caller');
        await access.revokeSession(caller);
        return c.body(null, 204);
      })
  );
}
