import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PublicHeader } from './public-header';
import { PublicFooter } from './public-footer';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Box>
      <PublicFooter />
    </>
  );
}
