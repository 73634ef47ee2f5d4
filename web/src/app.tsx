import { StrictMode } from 'react';
import { MantineProvider } from '@mantine/core';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { cssVariablesResolver, theme } from './lib/theme';

/**
 * The router and the provider tree, shared by the browser entry (main.tsx) and the build-time
 * prerender (entry-server.tsx), so the prerendered markup is what the browser then hydrates.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    // Scroll restoration reads window and sessionStorage; the prerender has neither.
    scrollRestoration: typeof window !== 'undefined',
    defaultPreload: 'intent',
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>
  );
}
