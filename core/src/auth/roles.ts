/** The Cognito groups that grant admin access; membership in any one of them is enough. */
export const ADMIN_GROUPS = ['super_admin', 'content_admin', 'course_manager', 'editor'] as const;

export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export function isAdminGroup(group: string): group is AdminGroup {
  return (ADMIN_GROUPS as readonly string[]).includes(group);
}

export function hasAdminAccess(groups: readonly string[]): boolean {
  return groups.some(isAdminGroup);
}

/** Whether the groups include super_admin: the one role with every area and the users. */
export function isSuperAdmin(groups: readonly string[]): boolean {
  return groups.includes('super_admin');
}
