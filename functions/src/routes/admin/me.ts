import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Hono } from 'hono';
import { accessOf } from '@institute/core/access/permissions';
import { auditLog } from '@institute/core/audit/service';
import { authenticatorSwitch } from '@institute/core/auth/authenticator';
import { turnOffAuthenticatorSchema } from '@institute/core/auth/authenticator-schema';
import { rateLimitService } from '@institute/core/rate-limit/service';
import type { AppDeps } from '../../deps';
import { ApiError, refused } from '../../errors';
import { actorOf } from '../../middleware/account';
import { logRefusal, type AuthEnv } from '../../middleware/auth';
import { rateLimit } from '../../middleware/rate-limit';
import { parseJson } from '../../validation';

/** Cognito's answers to GetUser for a token whose user no longer exists or is disabled. */
const GONE = new Set(['UserNotFoundException', 'NotAuthorizedException']);

/**
 * The signed-in admin: e-mail (read from Cognito with the caller's own token), groups, and what
 * the permission map gives them per area (the admin navigation hides the rest).
 */
export function meRoutes({ cognito, access, account, config, db }: AppDeps) {
  const authenticator = authenticatorSwitch(
    cognito,
    {
      userPoolId: config.userPoolId,
      clientId: config.userPoolClientId,
      local: Boolean(config.local),
    },
    auditLog(db),
  );
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
      // Turning the authenticator app off asks for the password and a current code, so an
      // unattended signed-in browser cannot do it (docs/decisions/039-authenticator-off.md).
      .post(
        '/authenticator/turn-off',
        rateLimit({
          limiter: rateLimitService(db),
          rule: { bucket: 'authenticator-off', limit: 5, windowSeconds: 900 },
        }),
        async (c) => {
          const caller = c.get('caller');
          const input = await parseJson(c, turnOffAuthenticatorSchema);
          const result = await authenticator.turnOff(
            caller.username,
            input,
            await actorOf(caller, account),
          );
          if (!result.ok) {
            const { reason, field, message } = result;
            const error = refused({ reason, message, fields: field && { [field]: message } });
            logRefusal(c.req.path, error.status, reason, caller.sub);
            throw error;
          }
          account.forget(caller.sub);
          return c.body(null, 204);
        },
      )
  );
}
