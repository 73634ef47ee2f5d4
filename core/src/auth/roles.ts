/** The Cognito groups that grant admin access; membership in any one of them is enough. */
export const ADMIN_GROUPS = ['super_admin', 'content_admin', 'course_manager', 'editor'] as const;

export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export function isAdminGroup(group: string): group is AdminGroup {
  return (ADMIN_GROUPS as readonly string[]).includes(group);
}

export function hasAdminAccess(groups: readonly string[]): boolean {
  return groups.some(isAdminGroup);
}
