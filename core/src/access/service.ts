import type { Db } from '../db/client';
import type { AuditActor } from '../audit/schema';
import type { AuditLog } from '../audit/service';
import type { PermissionMap } from './permissions';
import { accessRepository, type UserAccess } from './repository';

/**
 * How long one API process trusts what it read about a user's access or the map. Revocations and
 * map changes take effect in every process within this time (the issue asks for 10 s); the
 * process that made the change forgets its copy at once.
 */
export const ACCESS_CACHE_MS = 5_000;
const CACHE_MAX = 1_000;

/** The claims of a verified access token the revocation check reads. */
export interface TokenTimes {
  sub: string;
  iat: number;
  authTime: number;
  /** origin_jti (one per sign-in), or the token's own jti when the pool issues none. */
  session: string;
  exp: number;
}

export type Refusal = 'revoked' | 'signed_out';

/** Seconds, rounded up: a token issued in the same second as a revocation is refused too. */
const revocationSecond = (now: Date) => Math.ceil(now.getTime() / 1000);

export function accessService(db: Db, clock: () => Date = () => new Date()) {
  const repository = accessRepository(db);
  const users = new Map<string, { access: UserAccess; until: number }>();
  let map: { value: PermissionMap; until: number } | undefined;

  async function userAccess(sub: string): Promise<UserAccess> {
    const now = clock().getTime();
    const hit = users.get(sub);
    if (hit && hit.until > now) return hit.access;
    const access = await repository.userAccess(sub, Math.floor(now / 1000));
    if (users.size >= CACHE_MAX) users.clear();
    users.set(sub, { access, until: now + ACCESS_CACHE_MS });
    return access;
  }

  return {
    /** Why this verified token no longer counts, or null when it does. No Cognito call. */
    async refusal(token: TokenTimes): Promise<Refusal | null> {
      const access = await userAccess(token.sub);
      // auth_time survives a refresh on AWS: a token refreshed after the revocation is refused too.
      if (Math.min(token.iat, token.authTime) < access.validAfter) return 'revoked';
      if (access.revokedSessions.has(token.session)) return 'signed_out';
      return null;
    },

    /** Epoch seconds before which the user's tokens (refresh tokens too, locally) are refused. */
    async validAfter(sub: string): Promise<number> {
      return (await userAccess(sub)).validAfter;
    },

    /** Every token of this user issued until now stops counting (role removed, disabled, …). */
    async revokeAll(sub: string): Promise<void> {
      await repository.revokeAll(sub, revocationSecond(clock()));
      users.delete(sub);
    },

    /** The tokens of one sign-in stop counting (sign-out), until they would have expired. */
    async revokeSession(token: Pick<TokenTimes, 'sub' | 'session' | 'exp'>): Promise<void> {
      await repository.revokeSession(token.sub, token.session, token.exp);
      users.delete(token.sub);
    },

    async permissionMap(): Promise<PermissionMap> {
      const now = clock().getTime();
      if (map && map.until > now) return map.value;
      const value = await repository.permissionMap();
      map = { value, until: now + ACCESS_CACHE_MS };
      return value;
    },

    /** Saves the map with its audit entry (see audit/service's recordWith). */
    async savePermissionMap(
      next: PermissionMap,
      actor: AuditActor,
      audit: AuditLog,
    ): Promise<PermissionMap> {
      const before = await repository.permissionMap();
      await audit.recordWith(
        {
          actor,
          entity: 'permission_map',
          entityId: 'current',
          action: 'update',
          before,
          after: next,
        },
        {
          Put: {
            Item: {
              ...repository.permissionMapKey(),
              map: next,
              updated_at: clock().toISOString(),
            },
          },
        },
      );
      map = undefined;
      return next;
    },
  };
}

export type AccessService = ReturnType<typeof accessService>;
