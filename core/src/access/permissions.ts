import * as v from 'valibot';
import { choice, mustBeOneOf } from '../validation/choice-options';
import { ADMIN_GROUPS, isAdminGroup, type AdminGroup } from '../auth/roles';

/**
 * The permission map: which admin role may read or write each area of the admin. The API
 * enforces it (functions/src/middleware/permissions.ts) and the admin navigation hides what a
 * role cannot read; both get it from here. A super admin edits it on the Users page.
 */
export const AREAS = [
  'content_sections',
  'courses',
  'testimonials',
  'team',
  'settings',
  'applications',
  'analytics',
  'users',
  'audit',
] as const;

export type Area = (typeof AREAS)[number];

export const {
  values: ACCESS_LEVELS,
  labels: ACCESS_LEVEL_LABELS,
  options: ACCESS_LEVEL_OPTIONS,
} = choice({
  none: 'No access',
  read: 'Read',
  write: 'Read and edit',
});
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type AccessMode = 'read' | 'write';

export const AREA_LABELS: Record<Area, string> = {
  content_sections: 'Content sections',
  courses: 'Courses',
  testimonials: 'Testimonials',
  team: 'Team',
  settings: 'Settings (they route application e-mails)',
  applications: "Applications (applicants' personal data, notes, export, data requests)",
  analytics: 'Analytics (counts only)',
  users: 'Users, roles and this map',
  audit: 'Audit log',
};

/**
 * Areas fixed to super_admin: whoever manages users could otherwise grant themselves anything,
 * so these are not in the editable map. super_admin itself keeps every area (the map can never
 * lock the last person who can fix it out).
 */
export const SUPER_ADMIN_AREAS = ['users', 'audit'] as const satisfies readonly Area[];
export type EditableArea = Exclude<Area, (typeof SUPER_ADMIN_AREAS)[number]>;
const isSuperAdminArea = (area: Area): area is (typeof SUPER_ADMIN_AREAS)[number] =>
  (SUPER_ADMIN_AREAS as readonly Area[]).includes(area);
export const EDITABLE_AREAS = AREAS.filter((area): area is EditableArea => !isSuperAdminArea(area));
export type EditableRole = Exclude<AdminGroup, 'super_admin'>;
export const EDITABLE_ROLES = ADMIN_GROUPS.filter(
  (group): group is EditableRole => group !== 'super_admin',
);

export type PermissionMap = Record<EditableArea, Record<EditableRole, AccessLevel>>;

const everyRole = (level: AccessLevel): Record<EditableRole, AccessLevel> => ({
  content_admin: level,
  course_manager: level,
  editor: level,
});

/**
 * The defaults: the content lists for every role, as the first version had it; settings
 * to content_admin; applicants' personal data to course_manager; analytics (counts) to all.
 */
export const DEFAULT_PERMISSION_MAP: PermissionMap = {
  content_sections: everyRole('write'),
  courses: everyRole('write'),
  testimonials: everyRole('write'),
  team: everyRole('write'),
  settings: { content_admin: 'write', course_manager: 'none', editor: 'none' },
  applications: { content_admin: 'none', course_manager: 'write', editor: 'none' },
  analytics: everyRole('read'),
};

const levelSchema = v.picklist(ACCESS_LEVELS, mustBeOneOf('Each level', ACCESS_LEVELS));
const rowSchema = v.strictObject(
  { content_admin: levelSchema, course_manager: levelSchema, editor: levelSchema },
  (issue) => `Unknown role ${String(issue.input)}: the roles are ${EDITABLE_ROLES.join(', ')}`,
);

/** PUT /api/admin/users/permission-map: the whole editable map. */
export const permissionMapSchema = v.strictObject(
  {
    content_sections: rowSchema,
    courses: rowSchema,
    testimonials: rowSchema,
    team: rowSchema,
    settings: rowSchema,
    applications: rowSchema,
    analytics: rowSchema,
  },
  (issue) =>
    `Unknown area ${String(issue.input)}: the editable areas are ${EDITABLE_AREAS.join(', ')}`,
) satisfies v.GenericSchema<unknown, PermissionMap>;

const RANK: Record<AccessLevel, number> = { none: 0, read: 1, write: 2 };

/** The highest level any of `groups` has on `area` under `map`. */
export function levelOf(map: PermissionMap, groups: readonly string[], area: Area): AccessLevel {
  let best: AccessLevel = 'none';
  for (const group of groups) {
    if (!isAdminGroup(group)) continue;
    const level: AccessLevel =
      group === 'super_admin' ? 'write' : isSuperAdminArea(area) ? 'none' : map[area][group];
    if (RANK[level] > RANK[best]) best = level;
  }
  return best;
}

export function can(
  map: PermissionMap,
  groups: readonly string[],
  area: Area,
  mode: AccessMode,
): boolean {
  return RANK[levelOf(map, groups, area)] >= RANK[mode];
}

/** Every area's level for these groups: what /api/admin/me tells the admin navigation. */
export function accessOf(map: PermissionMap, groups: readonly string[]): Record<Area, AccessLevel> {
  return Object.fromEntries(AREAS.map((area) => [area, levelOf(map, groups, area)])) as Record<
    Area,
    AccessLevel
  >;
}

/** Roles that can read applicants' personal data must have an authenticator app on AWS. */
export const readsPersonalData = (map: PermissionMap, groups: readonly string[]) =>
  can(map, groups, 'applications', 'read');

/** Image uploads serve the course, testimonial and team forms: any of those rights is enough. */
export const UPLOAD_AREAS: readonly Area[] = ['courses', 'testimonials', 'team'];
