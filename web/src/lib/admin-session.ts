import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { adminRequest } from './api';
import { signOutUser } from './auth';
import { errorMessage, notifyError, notifySuccess } from '../components/notify';

// True while the user signs out on purpose, so the admin layout does not treat the change as an
// expired session (which sends to /login with a redirect back).
let signingOut = false;

export const isSigningOut = () => signingOut;

/** Admin data is per user: drop it when the session ends. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** The Sign Out action of the admin sidebar and dashboard. */
export function useAdminSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    signingOut = true;
    try {
      // The API stops accepting this session's access token; Cognito then revokes the refresh
      // token. A failure here (already refused, offline) must not keep anyone signed in.
      await adminRequest('/me/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
      await signOutUser();
      queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
      notifySuccess('Signed Out', 'You have been signed out successfully.');
      await navigate({ to: '/login', replace: true });
    } catch (error) {
      notifyError('Sign Out Failed', errorMessage(error));
    } finally {
      signingOut = false;
      setBusy(false);
    }
  };

  return { signOut, busy };
}
