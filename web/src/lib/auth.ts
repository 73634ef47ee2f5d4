/**
 * Sign-in state from Amplify v6 (Cognito). Amplify is loaded on demand: a visitor who has never
 * signed in on this browser does not download it.
 *
 * - `configureAuth()` loads and configures Amplify, follows its Hub events and reads the session.
 *   Await it before calling `aws-amplify/auth` functions directly.
 * - `useAuth()` gives `{ status, user, isAdmin }` for components.
 * - `getAccessToken()` gives the current access token (refreshed when needed) for /api/admin calls.
 * - `signInWithPassword()` signs in with the flow this build is configured for.
 */
import { hasAdminAccess } from '@institute/core/auth/roles';
import {
  SIGNED_OUT,
  authEnv as env,
  getAuthState,
  isAuthConfigured,
  setAuthState as setState,
  type AuthState,
} from './auth-state';

// The sign-in state itself lives in auth-state.ts, which the public pages load up front.
export {
  getAuthState,
  initAuth,
  isAuthConfigured,
  subscribeAuth,
  useAuth,
  type AuthState,
  type AuthStatus,
  type AuthUser,
} from './auth-state';

/** The local Cognito stand-in has no SRP, so it needs the plain password flow. */
export const authFlowType = env.endpointPath ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';

/** Reads the claims Amplify already verified; the API checks the token again on every call. */
export function stateFromClaims(
  access: Record<string, unknown> | undefined,
  id: Record<string, unknown> | undefined,
): AuthState {
  if (!access) return SIGNED_OUT;
  const rawGroups = access['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((g): g is string => typeof g === 'string')
    : [];
  const email =
    (typeof id?.email === 'string' && id.email) ||
    (typeof access.username === 'string' && access.username) ||
    '';
  return { status: 'signedIn', user: { email, groups }, isAdmin: hasAdminAccess(groups) };
}

async function refreshState(): Promise<void> {
  const { fetchAuthSession } = await import('aws-amplify/auth');
  try {
    const { tokens } = await fetchAuthSession();
    setState(stateFromClaims(tokens?.accessToken.payload, tokens?.idToken?.payload));
  } catch (error) {
    console.error('Could not read the sign-in session', error);
    setState(SIGNED_OUT);
  }
}

let configuring: Promise<void> | undefined;

export function configureAuth(): Promise<void> {
  configuring ??= (async () => {
    if (!isAuthConfigured) {
      setState(SIGNED_OUT);
      return;
    }
    const [{ Amplify }, { Hub }] = await Promise.all([
      import('aws-amplify'),
      import('aws-amplify/utils'),
    ]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: env.userPoolId!,
          userPoolClientId: env.userPoolClientId!,
          loginWith: { email: true },
          ...(env.endpointPath
            ? { userPoolEndpoint: window.location.origin + env.endpointPath }
            : {}),
        },
      },
    });
    Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
        case 'tokenRefresh':
          void refreshState();
          break;
        case 'signedOut':
        case 'tokenRefresh_failure':
          setState(SIGNED_OUT);
          break;
      }
    });
    await refreshState();
  })();
  return configuring;
}

/**
 * Amplify's auth functions, configured: the one way this module reaches them (loaded on first
 * use, so pages without a session never download Amplify).
 */
async function amplifyAuth() {
  await configureAuth();
  return import('aws-amplify/auth');
}

export async function getAccessToken(): Promise<string | undefined> {
  if (!isAuthConfigured) {
    await configureAuth(); // records the signed-out state
    return undefined;
  }
  const { fetchAuthSession } = await amplifyAuth();
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString();
}

export async function signInWithPassword(email: string, password: string) {
  const { signIn } = await amplifyAuth();
  return signIn({ username: email, password, options: { authFlowType } });
}

export async function signOutUser(): Promise<void> {
  const { signOut } = await amplifyAuth();
  await signOut();
  setState(SIGNED_OUT);
}

/** Reads the session again (refreshing tokens when needed) and returns the resulting state. */
export async function reloadAuthState(): Promise<AuthState> {
  await configureAuth();
  if (isAuthConfigured) await refreshState();
  return getAuthState();
}

/** Registers an account; Cognito then e-mails a confirmation code. */
export async function signUpWithPassword(email: string, password: string, fullName: string) {
  const { signUp } = await amplifyAuth();
  return signUp({
    username: email,
    password,
    options: { userAttributes: { email, name: fullName } },
  });
}

export async function confirmSignUpCode(email: string, code: string) {
  const { confirmSignUp } = await amplifyAuth();
  return confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendSignUpCodeTo(email: string) {
  const { resendSignUpCode } = await amplifyAuth();
  return resendSignUpCode({ username: email });
}

/** Starts a password reset; Cognito e-mails a code. */
export async function requestPasswordReset(email: string) {
  const { resetPassword } = await amplifyAuth();
  return resetPassword({ username: email });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string) {
  const { confirmResetPassword } = await amplifyAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/** Finishes a sign-in that Cognito answered with a challenge (the authenticator app's code). */
export async function confirmSignInWithCode(code: string) {
  const { confirmSignIn } = await amplifyAuth();
  return confirmSignIn({ challengeResponse: code });
}

/** Whether the signed-in account has an authenticator app (TOTP) turned on. */
export async function fetchAuthenticatorStatus(): Promise<{ enabled: boolean }> {
  const { fetchMFAPreference } = await amplifyAuth();
  const preference = await fetchMFAPreference();
  return { enabled: (preference.enabled ?? []).includes('TOTP') };
}

export interface AuthenticatorSetup {
  /** The base32 secret, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address a QR code carries (and that phones open directly). */
  uri: string;
}

/** Asks Cognito for a new secret; it counts only after `confirmAuthenticatorSetup`. */
export async function startAuthenticatorSetup(
  issuer: string,
  account: string,
): Promise<AuthenticatorSetup> {
  const { setUpTOTP } = await amplifyAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(issuer, account).toString() };
}

/** Checks a code from the app against the new secret, then makes the app the sign-in step. */
export async function confirmAuthenticatorSetup(code: string): Promise<void> {
  const { updateMFAPreference, verifyTOTPSetup } = await amplifyAuth();
  await verifyTOTPSetup({ code, options: { friendlyDeviceName: 'Authenticator app' } });
  await updateMFAPreference({ totp: 'PREFERRED' });
}
