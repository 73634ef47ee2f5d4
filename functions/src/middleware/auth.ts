import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { MiddlewareHandler } from 'hono';
import type { AccessService, Refusal, TokenTimes } from '@institute/core/access/service';
import { hasAdminAccess } from '@institute/core/auth/roles';
import type { AppConfig } from '../config';
import { ApiError } from '../errors';
import { viewerAuthorization } from './edge';
import { log } from '@institute/core/ops/log';

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
  log.warn('admin_request_refused', { path, status, reason, sub });
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

/** Why a request is not from a signed-in admin: what requireAdmin answers and logs. */
interface NotAdmin {
  status: 401 | 403;
  reason: string;
  code: string;
  message: string;
  sub?: string;
}

/**
 * The one check of who is calling: a valid access token, not issued before the user's last
 * revocation (role removed, account disabled, signed out everywhere) nor from a signed-out
 * session, of a user in an admin group. The revocation check reads the table (cached a few
 * seconds), never Cognito.
 */
export async function adminCaller(
  verify: AccessTokenVerifier,
  access: Pick<AccessService, 'refusal'>,
  authorization: string | undefined,
): Promise<{ caller: Caller } | { refused: NotAdmin }> {
  const token = bearer(authorization);
  if (!token) {
    return {
      refused: {
        status: 401,
        reason: 'missing_token',
        code: 'unauthorized',
        message: 'Sign in to continue',
      },
    };
  }
  let caller: Caller;
  try {
    caller = await verify(token);
  } catch {
    return {
      refused: {
        status: 401,
        reason: 'invalid_token',
        code: 'unauthorized',
        message: 'Your session is not valid; sign in again',
      },
    };
  }
  const refusal = await access.refusal(caller);
  if (refusal) {
    return { refused: { status: 401, reason: refusal, ...REFUSALS[refusal], sub: caller.sub } };
  }
  if (!hasAdminAccess(caller.groups)) {
    return {
      refused: {
        status: 403,
        reason: 'missing_group',
        code: 'forbidden',
        message: 'You do not have permission to do this',
        sub: caller.sub,
      },
    };
  }
  return { caller };
}

/** 401 or 403 unless adminCaller finds a signed-in admin, who is then the request's `caller`. */
export function requireAdmin(
  verify: AccessTokenVerifier,
  access: Pick<AccessService, 'refusal'>,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const result = await adminCaller(verify, access, viewerAuthorization(c));
    if ('refused' in result) {
      const { status, reason, code, message, sub } = result.refused;
      logRefusal(c.req.path, status, reason, sub);
      throw new ApiError(status, code, message);
    }
    c.set('caller', result.caller);
    await next();
  };
}
