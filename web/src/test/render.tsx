import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cssVariablesResolver, theme } from '../lib/theme';

/** Renders inside the app's Mantine theme; env="test" turns off transitions and portals. */
export function renderWithTheme(ui: ReactNode) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        {children}
      </MantineProvider>
    ),
  });
}

/** Renders inside a router on a memory history, for components with router links. */
export async function renderWithRouter(ui: ReactNode, path = '/') {
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderWithTheme(<RouterProvider router={router} />);
}
