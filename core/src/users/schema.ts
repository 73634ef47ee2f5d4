import * as v from 'valibot';
import { ADMIN_GROUPS, type AdminGroup } from '../auth/roles';

/** A user of the pool as the users page shows it. */
export interface AdminUser {
  /** Cognito's Username (the sub in a pool that signs in by e-mail): what every admin call takes. */
  username: string;
  /** The Cognito sub (what tokens carry); the same as username in a pool that signs in by e-mail. */
  sub: string;
  email: string;
  name: string | null;
  /** Cognito's UserStatus: CONFIRMED, UNCONFIRMED, FORCE_CHANGE_PASSWORD, … */
  status: string;
  enabled: boolean;
  created_at: string | null;
  /** Only the four admin groups; other groups of the pool are not ours to show. */
  groups: AdminGroup[];
}

export const GROUP_LABELS: Record<AdminGroup, string> = {
  super_admin: 'Super admin',
  content_admin: 'Content admin',
  course_manager: 'Course manager',
  editor: 'Editor',
};

/** A person's admin roles in words, in the order roles are listed ("Super admin, Editor"). */
export function rolesInWords(groups: readonly string[]): string {
  const roles = ADMIN_GROUPS.filter((group) => groups.includes(group));
  return roles.length > 0 ? roles.map((group) => GROUP_LABELS[group]).join(', ') : 'No role';
}

export const usernameSchema = v.pipe(
  v.string('A user id is required'),
  v.minLength(1, 'A user id is required'),
  v.maxLength(128, 'A user id has at most 128 characters'),
);

/** PUT /api/admin/users/:username/roles: the user's complete set of admin groups. */
export const userRolesSchema = v.object({
  roles: v.pipe(
    v.array(
      v.picklist(ADMIN_GROUPS, `Roles must be among: ${ADMIN_GROUPS.join(', ')}`),
      'Roles must be a list',
    ),
    v.maxLength(ADMIN_GROUPS.length, 'Each role at most once'),
    v.transform((roles) => [...new Set(roles)]),
  ),
});

/** PATCH /api/admin/users/:username: enable or disable the account. */
export const userAccountSchema = v.object({
  enabled: v.boolean('enabled must be true or false'),
});

export const LAST_SUPER_ADMIN_MESSAGE =
  'This is the last enabled super admin. Make someone else a super admin first, so the site always has one.';
