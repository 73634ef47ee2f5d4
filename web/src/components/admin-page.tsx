import type { ReactNode } from 'react';
import { Stack, type MantineSpacing } from '@mantine/core';
import { AdminBackLink, type AdminBackLinkProps } from './admin-back-link';
import { AdminPageHeader } from './admin-blocks';

interface AdminPageProps {
  /** The widest the page grows, in px: a form reads better narrower than a table. */
  width?: number;
  /** Space between the page's parts. */
  gap?: MantineSpacing;
  /** The way back, above the heading. */
  back?: AdminBackLinkProps;
  title: ReactNode;
  /** What the page is for, under the heading. */
  description: ReactNode;
  /** The page's buttons, beside the heading (under it on narrow screens). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin page's frame: its width, its way back, its heading and what it is for, its buttons. */
export function AdminPage({
  width,
  gap = 'md',
  back,
  title,
  description,
  actions,
  children,
}: AdminPageProps) {
  return (
    <Stack gap={gap} maw={width}>
      {back && <AdminBackLink {...back} />}
      <AdminPageHeader title={title} description={description} actions={actions} />
      {children}
    </Stack>
  );
}
