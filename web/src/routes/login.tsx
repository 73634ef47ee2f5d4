import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { safeRedirect } from '../features/auth/safe-redirect';

interface LoginSearch {
  /** Where the user was heading when the admin guard sent them here. */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
