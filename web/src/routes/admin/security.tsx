import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatorPage } from '../../features/auth/authenticator-page';

interface SecuritySearch {
  /** Set when the API refused the admin area until an authenticator app is on. */
  required?: true;
}

export const Route = createFileRoute('/admin/security')({
  validateSearch: (search: Record<string, unknown>): SecuritySearch =>
    search.required === true || search.required === 1 || search.required === '1'
      ? { required: true }
      : {},
  component: SecurityRoute,
});

function SecurityRoute() {
  const { required } = Route.useSearch();
  return <AuthenticatorPage required={required === true} />;
}
