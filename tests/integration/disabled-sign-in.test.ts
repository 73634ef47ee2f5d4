import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminUser } from '@institute/core/users/schema';
import { LOCAL_CLIENT_ID, LOCAL_CODE, LOCAL_PASSWORD } from '../../infra/local/constants';
import type { LocalStack } from '../../infra/local/stack';
import { siteCognito } from '../support/auth';
import { call } from '../support/http';
import { startSignedIn } from '../support/stack';

/*
 * A disabled account cannot sign in on the local stack, as on AWS: cognito-local keeps the flag
 * that Admin → Users → Disable sets (AdminDisableUser) but signed the account in anyway. Cognito
 * refuses a password sign-in and a refresh alike with 400 NotAuthorizedException "User is
 * disabled.". Every call goes through the site's /cognito path, as Amplify makes it.
 */

const MEMBER = 'member@example.com';
/** Cognito's own words (the SPA's sign-in page turns them into a sentence). */
const REFUSED = {
  status: 400,
  body: { __type: 'NotAuthorizedException', message: 'User is disabled.' },
};

let stack: LocalStack;
let admin: Record<string, string>;
let member: AdminUser;

beforeAll(async () => {
  ({
    stack,
    auth: { admin },
  } = await startSignedIn({ admin: 'admin@example.com' }));
  const users = await call<AdminUser[]>(stack.url, 'GET', '/api/admin/users', { headers: admin });
  member = users.body.find((user) => user.email === MEMBER)!;
});

afterAll(async () => {
  await stack?.stop();
});

const cognito = async (target: string, body: object) => {
  const answer = await siteCognito(stack.url, target, { ClientId: LOCAL_CLIENT_ID, ...body });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

const signIn = (email = MEMBER, password = LOCAL_PASSWORD) =>
  cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

/** A password sign-in that works, answering its refresh token. */
async function refreshToken(email?: string, password?: string): Promise<string> {
  const answer = await signIn(email, password);
  expect(answer.status).toBe(200);
  return (answer.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;
}

/** Both ways a refresh reaches the adapter: InitiateAuth, and Amplify's GetTokensFromRefreshToken. */
const refreshes = (token: string) =>
  Promise.all([
    cognito('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: token },
    }),
    cognito('GetTokensFromRefreshToken', { RefreshToken: token }),
  ]);

/** Tokens carry whole seconds: one issued in the second of a revocation counts as before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

const setEnabled = (enabled: boolean) =>
  call<AdminUser>(stack.url, 'PATCH', `/api/admin/users/${member.username}`, {
    headers: admin,
    body: { enabled },
  });

describe('a disabled account', () => {
  it('disabled on Admin → Users, cannot sign in or refresh; enabled again, signs in', async () => {
    const before = await refreshToken();

    expect((await setEnabled(false)).body.enabled).toBe(false);
    expect(await signIn()).toEqual(REFUSED);
    for (const refresh of await refreshes(before)) expect(refresh).toEqual(REFUSED);

    expect((await setEnabled(true)).body.enabled).toBe(true);
    await nextSecond();
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.AuthenticationResult).toMatchObject({
      AccessToken: expect.any(String),
      RefreshToken: expect.any(String),
    });
    // The new session refreshes; the one from before the disabling stays ended (revoked).
    const after = (signedIn.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;
    for (const refresh of await refreshes(after)) expect(refresh.status).toBe(200);
    for (const refresh of await refreshes(before)) {
      expect(refresh.body).toMatchObject({ message: 'Refresh Token has been revoked' });
    }
  });

  it('disabled in Cognito alone (no session ended by the API), cannot refresh or sign in', async () => {
    // An account of its own, so this test does not depend on the one above.
    const email = `disabled-direct-${Date.now()}@example.com`;
    const password = 'Kinta-Valley-Sunrise-7';
    expect(
      (
        await cognito('SignUp', {
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        })
      ).status,
    ).toBe(200);
    const code = { Username: email, ConfirmationCode: LOCAL_CODE };
    expect((await cognito('ConfirmSignUp', code)).status).toBe(200);
    const token = await refreshToken(email, password);

    const account = { UserPoolId: stack.config.userPoolId, Username: email };
    await stack.deps.cognito.send(new AdminDisableUserCommand(account));
    for (const refresh of await refreshes(token)) expect(refresh).toEqual(REFUSED);
    expect(await signIn(email, password)).toEqual(REFUSED);

    await stack.deps.cognito.send(new AdminEnableUserCommand(account));
    for (const refresh of await refreshes(token)) expect(refresh.status).toBe(200);
    expect((await signIn(email, password)).status).toBe(200);
  });
});
