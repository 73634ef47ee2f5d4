import type { ComponentType, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../lib/theme';
import { LazyNotifications } from './lazy-notifications';

/**
 * Mantine for the pages built with it: the admin area, the forms (enrolment, sign-in, status) and
 * the dialogs. The content pages (/, /about, /faq, /admission) render without it, so its code is
 * not part of their download; they read the same theme from styles/theme-variables.css.
 */
export function MantineArea({
  children,
  withNotifications = true,
}: {
  children: ReactNode;
  /** Off for a widget inside a page (menu, dialog): the page shows the notices once. */
  withNotifications?: boolean;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
      {withNotifications && <LazyNotifications />}
    </MantineProvider>
  );
}

/** A route's page inside the Mantine area: what the form and sign-in routes render. */
export function inMantineArea(Page: ComponentType) {
  function InMantineArea() {
    return (
      <MantineArea>
        <Page />
      </MantineArea>
    );
  }
  InMantineArea.displayName = `InMantineArea(${Page.displayName ?? Page.name})`;
  return InMantineArea;
}
