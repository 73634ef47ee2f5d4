import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { MiddlewareHandler } from 'hono';
import type { AccessService, Refusal, TokenTimes } from '@institute/core/access/service';
import { hasAdminAccess } from '@institute/core/auth/roles';
import type { AppConfig } from '../config';
import { ApiError } from '../errors';

export interface Caller extends TokenTimes {
  sub: string;
  username: string;
  groups: string[];
  /** The raw access token, for calls made on the caller's behalf (e.g. GetUser). */
  accessToken: string;
}

export type AccessTokenVerifier = (token: string) => Promise<Caller>;

const seconds = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

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
    const iat = seconds(payload.iat, 0);
    return {
      sub: payload.sub,
      username: String(payload.username ?? payload.sub),
      groups: Array.isArray(groups) ? groups.map(String) : [],
      accessToken: token,
      iat,
      authTime: seconds(payload.auth_time, iat),
      session: String(payload.origin_jti ?? payload.jti ?? ''),
      exp: seconds(payload.exp, 0),
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

/** The 401 codes the admin area reads to say why it signed someone out. */
const REFUSALS: Record<Refusal, { code: string; message: string }> = {
  revoked: {
    code: 'access_revoked',
    message: 'Your access was changed or ended by an administrator. Sign in again to continue.',
  },
  signed_out: {
    code: 'signed_out',
    message: 'This session was signed out. Sign in again to continue.',
  },
};

/**
 * 401 without a valid access token, or with one issued before the user's last revocation (role
 * removed, account disabled, signed out everywhere) or from a signed-out session; 403 when the
 * caller is in no admin group. The revocation check reads the table (cached a few seconds), never
 * Cognito.
 */
export function requireAdmin(
  verify: AccessTokenVerifier,
  access: Pick<AccessService, 'refusal'>,
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
    const refusal = await access.refusal(caller);
    if (refusal) {
      logRefusal(c.req.path, 401, refusal, caller.sub);
      throw new ApiError(401, REFUSALS[refusal].code, REFUSALS[refusal].message);
    }
    if (!hasAdminAccess(caller.groups)) {
      logRefusal(c.req.path, 403, 'missing_group', caller.sub);
      throw new ApiError(403, 'forbidden', 'You do not have permission to do this');
    }
    c.set('caller', caller);
    await next();
  };
}
