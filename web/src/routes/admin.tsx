import { MantineArea } from '../components/mantine-area';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout, AdminNotFound } from '../components/admin-layout';

export const Route = createFileRoute('/admin')({
  // A convenience for people; the API checks the token and groups on every request.
  beforeLoad: async ({ location }) => {
    // Loaded here, not up front: the sign-in code is only for those who go to the admin area.
    const { reloadAuthState } = await import('../lib/auth');
    const auth = await reloadAuthState();
    if (auth.status !== 'signedIn') {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    if (!auth.isAdmin) throw redirect({ to: '/unauthorized', replace: true });
  },
  component: AdminRoute,
  notFoundComponent: AdminNotFoundRoute,
});

function AdminRoute() {
  return (
    <MantineArea>
      <AdminLayout />
    </MantineArea>
  );
}

function AdminNotFoundRoute() {
  return (
    <MantineArea>
      <AdminNotFound />
    </MantineArea>
  );
}
