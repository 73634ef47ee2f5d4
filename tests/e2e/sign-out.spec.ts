import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCAL_CLIENT_ID } from '../../infra/local/constants';
import { startSignedIn } from './support/session';

/** Amplify's refresh call, sent to the site's /cognito as the browser would. */
const refresh = (request: APIRequestContext, refreshToken: string) =>
  request.post('/cognito', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
    },
    data: JSON.stringify({ ClientId: LOCAL_CLIENT_ID, RefreshToken: refreshToken }),
  });

test('signing out in the admin area revokes the refresh token', async ({
  page,
  baseURL,
  request,
}) => {
  await startSignedIn(page, baseURL!, 'editor@example.com');
  await page.goto('/admin');
  const signOut = page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  const refreshToken = await page.evaluate((client) => {
    const prefix = `CognitoIdentityServiceProvider.${client}`;
    const user = localStorage.getItem(`${prefix}.LastAuthUser`);
    return localStorage.getItem(`${prefix}.${user}.refreshToken`);
  }, LOCAL_CLIENT_ID);
  expect(refreshToken).toBeTruthy();
  expect((await refresh(request, refreshToken!)).status()).toBe(200);

  const revoked = page.waitForRequest(
    (req) => req.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.RevokeToken',
  );
  await signOut.click();
  await revoked;
  await expect(page).toHaveURL(/\/login$/);

  const after = await refresh(request, refreshToken!);
  expect(after.status()).toBe(400);
  expect(await after.json()).toMatchObject({ __type: 'NotAuthorizedException' });
});
