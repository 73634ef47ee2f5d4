import type { Page } from '@playwright/test';
import { LOCAL_CLIENT_ID } from '../../../infra/local/constants';
import { signIn } from '../../support/auth';

/**
 * Puts a real local Cognito session into the browser the way Amplify stores it, so the page
 * starts signed in without going through the sign-in screen. Once per tab: a sign-out later in
 * the test stays signed out on the next page load.
 */
export async function startSignedIn(page: Page, baseURL: string, email: string) {
  const tokens = await signIn(`${baseURL}/cognito`, email);
  const payload = JSON.parse(
    Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString(),
  ) as {
    username: string;
  };
  const prefix = `CognitoIdentityServiceProvider.${LOCAL_CLIENT_ID}`;
  const entries: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: payload.username,
    [`${prefix}.${payload.username}.accessToken`]: tokens.accessToken,
    [`${prefix}.${payload.username}.idToken`]: tokens.idToken,
    [`${prefix}.${payload.username}.refreshToken`]: tokens.refreshToken,
    [`${prefix}.${payload.username}.clockDrift`]: '0',
  };
  const once = `e2e-session-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ values, once }) => {
      try {
        if (window.sessionStorage.getItem(once)) return;
        window.sessionStorage.setItem(once, '1');
      } catch {
        return; // about:blank has no storage; the site's first page does
      }
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    },
    { values: entries, once },
  );
}
