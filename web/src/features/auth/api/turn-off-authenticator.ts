import type { TurnOffAuthenticatorValues } from '@institute/core/auth/authenticator-schema';
import { adminRequest } from '../../../lib/api';

/** The API checks the password and a current code with Cognito, then turns the app off. */
export function turnOffAuthenticator(values: TurnOffAuthenticatorValues): Promise<void> {
  return adminRequest<void>('/me/authenticator/turn-off', { method: 'POST', body: values });
}
