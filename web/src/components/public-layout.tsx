import { useEffect, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PublicHeader } from './public-header';
import { PublicFooter } from './public-footer';
import { replayEarlyPress } from '../lib/early-press';

export function PublicLayout({ children }: { children: ReactNode }) {
  // The public pages are the prerendered ones: once this has hydrated, a button pressed before
  // the app had loaded is pressed again.
  useEffect(replayEarlyPress, []);
  // At least the window's height, the main part growing, so a short page (404) has its footer
  // at the bottom rather than a blank band under it.
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ outline: 'none', flex: 1 }}>
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
