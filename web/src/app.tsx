import { StrictMode } from 'react';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * The router and the provider tree, shared by the browser entry (main.tsx) and the build-time
 * prerender (entry-server.tsx), so the prerendered markup is what the browser then hydrates.
 * Mantine's provider is not here: the pages that use Mantine wrap themselves in MantineArea
 * (components/mantine-area.tsx), so the content pages download none of it.
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
      <RouterProvider router={router} />
    </StrictMode>
  );
}
