import type { ReactNode } from 'react';
import ui from './public-ui.module.css';

/**
 * Said, when scripts are off, in place of what only scripts bring (see lib/needs-script.ts): what
 * is missing, then where to read how to join a course instead.
 */
export function NoScriptNote({ className, children }: { className: string; children: ReactNode }) {
  return (
    <noscript>
      <p className={className}>
        {children}{' '}
        <a href="/admission" className={ui.anchor}>
          Admission page
        </a>
        .
      </p>
    </noscript>
  );
}
