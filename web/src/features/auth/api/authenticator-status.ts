import { queryOptions } from '@tanstack/react-query';
import { fetchAuthenticatorStatus } from '../../../lib/auth';

/**
 * Cognito's MFA preference (not our API): whether sign-in asks for an authenticator app's code.
 * Its key is outside the admin one, as the answer is Cognito's about the account, not admin data.
 */
export const authenticatorStatusQuery = () =>
  queryOptions({
    queryKey: ['account', 'authenticator'],
    queryFn: () => fetchAuthenticatorStatus(),
  });
