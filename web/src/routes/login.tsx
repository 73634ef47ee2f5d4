import { MantineArea } from '../components/mantine-area';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { safeRedirect } from '../features/auth/safe-redirect';

interface LoginSearch {
  /** Where the user was heading when the admin guard sent them here. */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  // The key is always returned: the router keeps raw search keys the validator leaves out.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeRedirect(search.redirect),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return (
    <MantineArea>
      <LoginPage redirect={redirect} />
    </MantineArea>
  );
}
