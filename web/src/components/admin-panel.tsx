import { useId, type ReactNode } from 'react';
import { Paper, Title, type MantineSpacing } from '@mantine/core';

interface AdminPanelProps {
  /** The panel's heading, which also names it for screen readers. */
  title: ReactNode;
  /** Space under the heading. */
  spacing?: MantineSpacing | number;
  children: ReactNode;
}

/** A bordered section of an admin page under its own heading (a landmark named by it). */
export function AdminPanel({ title, spacing = 'sm', children }: AdminPanelProps) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id} mb={spacing}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
