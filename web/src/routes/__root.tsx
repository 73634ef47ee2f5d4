import { createRootRoute, Outlet } from '@tanstack/react-router';
import { LazyNotifications } from '../components/lazy-notifications';
import { NotFoundPage } from '../components/not-found-page';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <LazyNotifications />
    </>
  );
}
