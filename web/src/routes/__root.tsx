import { createRootRoute, Outlet } from '@tanstack/react-router';
import { Notifications } from '@mantine/notifications';
import { NotFoundPage } from '../components/not-found-page';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      {/* One notice at a time. */}
      <Notifications limit={1} position="top-right" zIndex={1000} />
    </>
  );
}
