import {
  GetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MiddlewareHandler } from 'hono';
import { readsPersonalData } from '@institute/core/access/permissions';
import type { AccessService } from '@institute/core/access/service';
import type { AuditActor } from '@institute/core/audit/schema';
import type { AppConfig } from '../config';
import { ApiError } from '../errors';
import { logRefusal, type AuthEnv, type Caller } from './auth';
import { isSuperAdmin } from '@institute/core/auth/roles';

/** What the API reads about the signed-in account from Cognito (not carried in the token). */
export interface AccountInfo {
  email: string | null;
  /** An authenticator app (TOTP) is enabled, so Cognito asks for its code at every sign-in. */
  totp: boolean;
}

export interface AccountLookup {
  (caller: Caller): Promise<AccountInfo>;
  /** Drops what this process remembers of the account (after its authenticator app changed). */
  forget(sub: string): void;
}

const CACHE_MS = 5 * 60_000;
const CACHE_MAX = 500;

/**
 * GetUser with the caller's own access token (no IAM rights needed). Answers are cached per sub
 * for a few minutes, but only while TOTP is on: an account that just enabled it is re-read at once.
 */
export function createAccountLookup(cognito: CognitoIdentityProviderClient): AccountLookup {
  const cache = new Map<string, { info: AccountInfo; until: number }>();
  const lookup = async (caller: Caller): Promise<AccountInfo> => {
    const hit = cache.get(caller.sub);
    if (hit && hit.until > Date.now()) return hit.info;
    const user = await cognito.send(new GetUserCommand({ AccessToken: caller.accessToken }));
    const info: AccountInfo = {
      email: user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? null,
      totp: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
    };
    if (cache.size >= CACHE_MAX) cache.clear();
    if (info.totp) cache.set(caller.sub, { info, until: Date.now() + CACHE_MS });
    return info;
  };
  return Object.assign(lookup, { forget: (sub: string) => void cache.delete(sub) });
}

/** The audit trail's "who": the sub always, the e-mail when Cognito answers. */
export async function actorOf(caller: Caller, lookup: AccountLookup): Promise<AuditActor> {
  try {
    return { sub: caller.sub, email: (await lookup(caller)).email };
  } catch {
    return { sub: caller.sub, email: null };
  }
}

/**
 * Cognito cannot require MFA for some groups only, so the API does: on AWS stages a super admin,
 * or anyone whose roles can read applicants' personal data under the permission map, is refused
 * (403) until their account has an authenticator app. Fails closed.
 */
export function requireSuperAdminMfa(
  config: Pick<AppConfig, 'requireSuperAdminMfa'>,
  lookup: AccountLookup,
  access: Pick<AccessService, 'permissionMap'>,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    const needsApp =
      config.requireSuperAdminMfa &&
      (isSuperAdmin(caller.groups) ||
        readsPersonalData(await access.permissionMap(), caller.groups));
    if (needsApp) {
      let totp = false;
      try {
        totp = (await lookup(caller)).totp;
      } catch {
        totp = false;
      }
      if (!totp) {
        logRefusal(c.req.path, 403, 'mfa_required', caller.sub);
        throw new ApiError(
          403,
          'mfa_required',
          "Staff who can read applicants' personal data, and super admins, must turn on an authenticator app (TOTP) for their account before using the admin area",
        );
      }
    }
    await next();
  };
}
