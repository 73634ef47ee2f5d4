import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { MiddlewareHandler } from 'hono';
import { hasAdminAccess, type AdminGroup } from '@institute/core/auth/roles';
import type { AppConfig } from '../config';
import { ApiError } from '../errors';

export interface Caller {
  sub: string;
  username: string;
  groups: string[];
  /** The raw access token, for calls made on the caller's behalf (e.g. GetUser). */
  accessToken: string;
}

export type AccessTokenVerifier = (token: string) => Promise<Caller>;

/**
 * The production verifier: signature, expiry, issuer, client id and token_use are all checked.
 * The local stack's JWKS is trusted only when the config carries it (local mode); its signing
 * key ships inside an npm package, so it must never be trusted anywhere else.
 */
export function createAccessTokenVerifier(config: AppConfig): AccessTokenVerifier {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: config.userPoolId,
    tokenUse: 'access',
    clientId: config.userPoolClientId,
  });
  if (config.local)
    verifier.cacheJwks(config.local.jwks as Parameters<typeof verifier.cacheJwks>[0]);
  return async (token) => {
    const payload = await verifier.verify(token);
    const groups = payload['cognito:groups'];
    return {
      sub: payload.sub,
      username: String(payload.username ?? payload.sub),
      groups: Array.isArray(groups) ? groups.map(String) : [],
      accessToken: token,
    };
  };
}

export type AuthEnv = { Variables: { caller: Caller } };

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function logRefusal(path: string, status: number, reason: string, sub?: string) {
  // Structured and free of secrets: never the token itself.
  console.warn(
    JSON.stringify({ level: 'warn', msg: 'admin_request_refused', path, status, reason, sub }),
  );
}

/** 401 without a valid access token, 403 when the caller is in none of the allowed groups. */
export function requireGroups(
  verify: AccessTokenVerifier,
  allowed: (groups: readonly string[]) => boolean,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    if (!token) {
      logRefusal(c.req.path, 401, 'missing_token');
      throw new ApiError(401, 'unauthorized', 'Sign in to continue');
    }
    let caller: Caller;
    try {
      caller = await verify(token);
    } catch {
      logRefusal(c.req.path, 401, 'invalid_token');
      throw new ApiError(401, 'unauthorized', 'Your session is not valid; sign in again');
    }
    if (!allowed(caller.groups)) {
      logRefusal(c.req.path, 403, 'missing_group', caller.sub);
      throw new ApiError(403, 'forbidden', 'You do not have permission to do this');
    }
    c.set('caller', caller);
    await next();
  };
}

export const requireAdmin = (verify: AccessTokenVerifier) => requireGroups(verify, hasAdminAccess);

export const requireGroup = (verify: AccessTokenVerifier, group: AdminGroup) =>
  requireGroups(verify, (groups) => groups.includes(group));

/** For routes inside the admin sub-app: the caller (already verified) must also be in `group`. */
export const requireCallerGroup =
  (group: AdminGroup): MiddlewareHandler<AuthEnv> =>
  async (c, next) => {
    const caller = c.get('caller');
    if (!caller.groups.includes(group)) {
      logRefusal(c.req.path, 403, 'missing_group', caller.sub);
      throw new ApiError(403, 'forbidden', 'You do not have permission to do this');
    }
    await next();
  };
