/**
 * Who is signed in, as the public pages need it (the header's Admin link), without Amplify or
 * the API client: those load from lib/auth.ts only when there is a session to read or someone
 * signs in, so a visitor's first download carries none of them.
 */
import { useSyncExternalStore } from 'react';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthUser {
  email: string;
  groups: string[];
}

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
  isAdmin: boolean;
}

export const authEnv = {
  userPoolId: import.meta.env.VITE_USER_POOL_ID as string | undefined,
  userPoolClientId: import.meta.env.VITE_USER_POOL_CLIENT_ID as string | undefined,
  region: import.meta.env.VITE_AWS_REGION as string | undefined,
  // Set only for the local stack, where a Cognito stand-in answers on the same origin.
  endpointPath: import.meta.env.VITE_COGNITO_ENDPOINT_PATH as string | undefined,
};

export const isAuthConfigured = Boolean(authEnv.userPoolId && authEnv.userPoolClientId);

export const SIGNED_OUT: AuthState = { status: 'signedOut', isAdmin: false };
/** Before the session is read: also what the prerendered public pages were drawn with. */
const STARTING: AuthState = { status: 'loading', isAdmin: false };
let state: AuthState = STARTING;
const listeners = new Set<() => void>();

export function setAuthState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hydrating a prerendered page draws it first as the prerender did, signed out; a session that is
 * already read (staff opening the site) follows in the next render. Drawn signed in at once, the
 * header's Admin link would not match the markup, and React would throw the page away and draw it
 * afresh.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, () => STARTING);
}

/** True when this browser holds an Amplify session for this app's client. */
function hasStoredSession(): boolean {
  try {
    const key = `CognitoIdentityServiceProvider.${authEnv.userPoolClientId}.LastAuthUser`;
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Called once at start-up: loads Amplify only when there may be a session to restore. */
export function initAuth(): void {
  if (isAuthConfigured && hasStoredSession()) {
    void import('./auth').then(({ configureAuth }) => configureAuth());
  } else setAuthState(SIGNED_OUT);
}
