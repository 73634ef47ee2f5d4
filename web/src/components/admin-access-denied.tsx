import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

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
