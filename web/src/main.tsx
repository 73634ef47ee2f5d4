// Styles first, so the app's own CSS modules (imported through the routes) come after them and
// win. Only the Mantine styles the entry pages use; route and widget chunks import their own.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own variables: the content pages render without MantineProvider, which writes them.
import './styles/theme-variables.css';
import '@mantine/core/styles/global.css';
// In the order of Mantine's styles.css (the parts other components reuse first): rules of equal
// weight, so the later file wins; an Anchor's underline, say, must come after Text's "none".
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import './components/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, type AppRouter } from './app';
import { initAuth } from './lib/auth-state';
import { loadPublicHome } from './lib/public-home-query';
import { takeEarlyPress } from './lib/early-press';
import { yieldToMain } from './lib/yield-to-main';

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Starts the app in steps, each a task of its own, so none holds the main thread for long:
 * evaluating the modules, building the router, loading the page's route, hydrating.
 */
async function start() {
  const root = document.getElementById('root')!;
  // Public pages arrive prerendered (web/prerender): hydrate them once the route's code is
  // loaded, so the first render matches the markup. Anything else, or markup made for another
  // path, renders from scratch.
  const here = window.location.pathname.replace(/\/+$/, '') || '/';
  const prerendered = root.dataset.prerendered === here;
  // Their HTML has preloaded the home data: taken now, it is in the store before they hydrate.
  if (prerendered) void loadPublicHome();
  await yieldToMain();
  const router = createAppRouter();
  initAuth();

  const app = <App router={router} />;
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  // Render the match tree as the prerender did (no Suspense around the root route), the way
  // TanStack Start marks a router it hydrates.
  router.ssr = { manifest: undefined };
  await router.load();
  await yieldToMain();
  // A button pressed before this did nothing; it is pressed again once the page is hydrated.
  takeEarlyPress();
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread in one long task; the page is already on screen meanwhile.
  startTransition(() => void hydrateRoot(root, app));
}

void start();
