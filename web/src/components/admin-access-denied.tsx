import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { SUPER_ADMIN_AREAS } from '@institute/core/access/permissions';
import type { AdminSection } from './admin-sections';
import { usePageMeta } from './use-page-meta';

/** In place of a page the signed-in account may not see: why, and whom to ask. */
export function AdminAccessDenied({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" maw={560}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Access Denied
        </Title>
        <Text>{children}</Text>
      </Stack>
    </Paper>
  );
}

/** A section the permission map gives this role no access to, opened from a link or the address bar. */
export function AreaAccessDenied({ section }: { section: AdminSection }) {
  usePageMeta(section.label, 'Access denied.');
  const superAdminsOnly = (SUPER_ADMIN_AREAS as readonly string[]).includes(section.area ?? '');
  return (
    <AdminAccessDenied>
      {superAdminsOnly
        ? `Only super admins can open ${section.label}.`
        : `Your role does not include ${section.label}.`}{' '}
      Please contact a super admin if you need access.
    </AdminAccessDenied>
  );
}
