import { useEffect, type ReactNode } from 'react';
import { PublicHeader } from './public-header';
import { PublicFooter } from './public-footer';
import { replayEarlyPress } from '../lib/early-press';
import classes from './public-header.module.css';

export function PublicLayout({ children }: { children: ReactNode }) {
  // The public pages are the prerendered ones: once this has hydrated, a button pressed before
  // the app had loaded is pressed again.
  useEffect(replayEarlyPress, []);
  // At least the window's height, the main part growing, so a short page (404) has its footer
  // at the bottom rather than a blank band under it.
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
