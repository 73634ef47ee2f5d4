import { useEffect, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PublicHeader } from './public-header';
import { PublicFooter } from './public-footer';
import { replayEarlyPress } from '../lib/early-press';

export function PublicLayout({ children }: { children: ReactNode }) {
  // The public pages are the prerendered ones: once this has hydrated, a button pressed before
  // the app had loaded is pressed again.
  useEffect(replayEarlyPress, []);
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
