import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AuthEnv } from '../../middleware/auth';

/** The signed-in admin: e-mail (read from Cognito with the caller's own token) and groups. */
export function meRoutes({ cognito }: AppDeps) {
  return new Hono<AuthEnv>().get('/', async (c) => {
    const caller = c.get('caller');
    const user = await cognito.send(new GetUserCommand({ AccessToken: caller.accessToken }));
    const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? caller.username;
    return c.json({ sub: caller.sub, email, groups: caller.groups });
  });
}
