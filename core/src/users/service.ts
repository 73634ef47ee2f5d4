import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersCommand,
  paginateAdminListGroupsForUser,
  paginateListUsers,
  paginateListUsersInGroup,
  type AttributeType,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import pLimit from 'p-limit';
import { isAdminGroup, isSuperAdmin, type AdminGroup } from '../auth/roles';
import { LAST_SUPER_ADMIN_MESSAGE, type AdminUser } from './schema';
import type { AuditActor } from '../audit/schema';
import type { AuditLog } from '../audit/service';

export type UserResult =
  | { ok: true; user: AdminUser }
  | { ok: false; reason: 'not_found' | 'last_super_admin'; message: string };

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((item) => item.Name === name)?.Value;

const isUserNotFound = (err: unknown) =>
  (err as { name?: string } | null)?.name === 'UserNotFoundException';

// Per-user group lookups run a few at a time: Cognito's admin APIs are rate limited per pool.
const LOOKUP_CONCURRENCY = 4;

/**
 * Users and their admin groups, straight from the Cognito user pool (it is the only store of
 * roles). Group calls always take the Username, never the e-mail: with e-mail sign-in the
 * Username is the sub, and cognito-local answers an e-mail with no groups at all.
 *
 * With `audit` (and an actor per call) each role or account change goes to the audit trail; the
 * operator's command-line grant has neither (AWS CloudTrail records those calls).
 */
export function userService(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  audit?: AuditLog,
  /** Ends every session of the user (Cognito's global sign-out and the API's revocation). */
  signOutEverywhere?: (user: { username: string; sub: string }) => Promise<void>,
) {
  const UserPoolId = userPoolId;
  const endSessions = async (user: AdminUser) => {
    if (signOutEverywhere) await signOutEverywhere({ username: user.username, sub: user.sub });
  };

  async function groupsOf(username: string): Promise<AdminGroup[]> {
    const groups: AdminGroup[] = [];
    const pages = paginateAdminListGroupsForUser(
      { client: cognito },
      { UserPoolId, Username: username },
    );
    for await (const page of pages) {
      for (const group of page.Groups ?? []) {
        if (group.GroupName && isAdminGroup(group.GroupName)) groups.push(group.GroupName);
      }
    }
    return groups;
  }

  function toUser(user: UserType, groups: AdminGroup[]): AdminUser {
    const attributes = user.Attributes;
    return {
      username: user.Username ?? '',
      sub: attribute(attributes, 'sub') ?? user.Username ?? '',
      email: attribute(attributes, 'email') ?? '',
      name: attribute(attributes, 'name') ?? null,
      status: user.UserStatus ?? 'UNKNOWN',
      enabled: user.Enabled !== false,
      created_at: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
      groups,
    };
  }

  async function get(username: string): Promise<AdminUser | null> {
    try {
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
      return toUser(
        {
          Username: user.Username,
          Attributes: user.UserAttributes,
          UserStatus: user.UserStatus,
          Enabled: user.Enabled,
          UserCreateDate: user.UserCreateDate,
        },
        await groupsOf(user.Username ?? username),
      );
    } catch (err) {
      if (isUserNotFound(err)) return null;
      throw err;
    }
  }

  /** Enabled members of super_admin: the people who can still manage everyone else. */
  async function enabledSuperAdmins(): Promise<string[]> {
    const usernames: string[] = [];
    const pages = paginateListUsersInGroup(
      { client: cognito },
      { UserPoolId, GroupName: 'super_admin' },
    );
    for await (const page of pages) {
      for (const user of page.Users ?? []) {
        if (user.Enabled !== false && user.Username) usernames.push(user.Username);
      }
    }
    return usernames;
  }

  /** True when taking this user out of the enabled super admins would leave none. */
  async function isLastSuperAdmin(user: AdminUser): Promise<boolean> {
    if (!user.enabled || !isSuperAdmin(user.groups)) return false;
    const others = (await enabledSuperAdmins()).filter((name) => name !== user.username);
    return others.length === 0;
  }

  /** An audit entry for a change to the account, when the change has a known actor. */
  async function recordChange(before: AdminUser, after: object, actor?: AuditActor) {
    if (!audit || !actor) return;
    await audit.record({
      actor,
      entity: 'user',
      entityId: before.username,
      action: 'update',
      before,
      after,
    });
  }

  const notFound = { ok: false, reason: 'not_found', message: 'User not found' } as const;
  const lastSuperAdmin = {
    ok: false,
    reason: 'last_super_admin',
    message: LAST_SUPER_ADMIN_MESSAGE,
  } as const;

  return {
    /** Every user of the pool with their admin groups, sorted by e-mail. */
    async list(): Promise<AdminUser[]> {
      const users: UserType[] = [];
      for await (const page of paginateListUsers({ client: cognito }, { UserPoolId })) {
        users.push(...(page.Users ?? []));
      }
      const withGroups = await pLimit(LOOKUP_CONCURRENCY).map(users, async (user) =>
        toUser(user, user.Username ? await groupsOf(user.Username) : []),
      );
      return withGroups.sort((a, b) => a.email.localeCompare(b.email));
    },

    get,

    /**
     * Makes the user's admin groups exactly `roles`: adds the missing, removes the rest. Refused
     * when it would take super_admin from the last enabled super admin. (Two super admins
     * demoting each other at the same instant could both pass the check; Cognito has no
     * conditional writes, and at a handful of staff that is accepted.)
     */
    async setRoles(
      username: string,
      roles: readonly AdminGroup[],
      actor?: AuditActor,
    ): Promise<UserResult> {
      const user = await get(username);
      if (!user) return notFound;
      const wanted = new Set(roles);
      const removing = user.groups.filter((group) => !wanted.has(group));
      const adding = roles.filter((group) => !user.groups.includes(group));
      if (removing.includes('super_admin') && (await isLastSuperAdmin(user))) return lastSuperAdmin;
      // Adds first: a user is never left with less access than both the old and the new set.
      for (const GroupName of adding) {
        await cognito.send(
          new AdminAddUserToGroupCommand({ UserPoolId, Username: user.username, GroupName }),
        );
      }
      for (const GroupName of removing) {
        await cognito.send(
          new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: user.username, GroupName }),
        );
      }
      // A removed role ends now, not when the user's tokens expire.
      if (removing.length) await endSessions(user);
      const after = { ...user, groups: await groupsOf(user.username) };
      await recordChange(user, after, actor);
      return { ok: true, user: after };
    },

    /** Enables or disables the account; the last enabled super admin cannot be disabled. */
    async setEnabled(username: string, enabled: boolean, actor?: AuditActor): Promise<UserResult> {
      const user = await get(username);
      if (!user) return notFound;
      if (!enabled && (await isLastSuperAdmin(user))) return lastSuperAdmin;
      await cognito.send(
        enabled
          ? new AdminEnableUserCommand({ UserPoolId, Username: user.username })
          : new AdminDisableUserCommand({ UserPoolId, Username: user.username }),
      );
      if (!enabled) await endSessions(user);
      const after = { ...user, enabled };
      await recordChange(user, after, actor);
      return { ok: true, user: after };
    },

    /** Signs the user out on every device: their tokens stop counting within seconds. */
    async signOut(username: string, actor?: AuditActor): Promise<UserResult> {
      const user = await get(username);
      if (!user) return notFound;
      await endSessions(user);
      await recordChange(user, { ...user, signed_out_at: new Date().toISOString() }, actor);
      return { ok: true, user };
    },

    /** The Username of the account with this e-mail (ListUsers filter), or null. */
    async usernameForEmail(email: string): Promise<string | null> {
      const escaped = email.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
      const page = await cognito.send(
        new ListUsersCommand({ UserPoolId, Filter: `email = "${escaped}"`, Limit: 2 }),
      );
      return page.Users?.[0]?.Username ?? null;
    },
  };
}

export type UserService = ReturnType<typeof userService>;
