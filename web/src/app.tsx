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
  let loadedPageRendered = false;
  let shownPath: string | undefined;
  return createRouter({
    routeTree,
    history: options.history,
    // Scroll restoration reads window and sessionStorage; the prerender has neither. On the first
    // render of the page the browser has loaded, the router scrolls only to the address's
    // #fragment: otherwise it would scroll to the top, and a prerendered page can be read, and
    // scrolled, before the app has taken over. The reader would be thrown back to the top, and a
    // tap under way would land on something else. A reload or a step back is the browser's to
    // restore, as it does. Later navigations scroll as usual (to the top, or back), except
    // between the enrolment form's steps: Back to a step would restore where Next was pressed
    // (the foot of a long step, a phone's screen of footer), and the form brings each new step's
    // title into view itself.
    scrollRestoration:
      typeof window !== 'undefined' &&
      (({ location }) => {
        const firstRender = !loadedPageRendered;
        loadedPageRendered = true;
        const betweenSteps = location.pathname === '/enroll' && shownPath === '/enroll';
        shownPath = location.pathname;
        if (betweenSteps) return false;
        return !firstRender || location.hash !== '';
      }),
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
