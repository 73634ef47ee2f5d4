import {
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@institute/core/auth/authenticator-schema';
import { auditRepository } from '@institute/core/audit/repository';
import { localCognitoClient } from '../../infra/local/cognito';
import { LOCAL_CLIENT_ID, LOCAL_PASSWORD } from '../../infra/local/constants';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { bearer, signIn } from '../support/auth';
import { callFrom, type ErrorShape } from '../support/http';
import { totpCode } from '../support/totp';
import { createUserInGroup } from '../support/users';

/*
 * Turning an authenticator app off needs the password and a current code (issue: staff access).
 * The API checks both with a fresh sign-in against the local Cognito, with real tokens.
 */

let stack: LocalStack;
let client: CognitoIdentityProviderClient;

beforeAll(async () => {
  stack = await startLocalStack();
  client = localCognitoClient(stack.cognitoEndpoint);
});
afterAll(async () => {
  client?.destroy();
  await stack?.stop();
});

/** A staff account with an authenticator app on, and the app's secret. */
async function staffWithApp(email: string) {
  await createUserInGroup(stack.cognitoEndpoint, email, 'editor');
  const { accessToken } = await signIn(stack.cognitoEndpoint, email);
  const { SecretCode } = await client.send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode!) }),
  );
  return { accessToken, secret: SecretCode! };
}

const appIsOn = async (accessToken: string) =>
  (
    (await client.send(new GetUserCommand({ AccessToken: accessToken }))).UserMFASettingList ?? []
  ).includes('SOFTWARE_TOKEN_MFA');

/** A code the app does not show now, nor in the windows either side of now. */
const staleCode = (secret: string) => totpCode(secret, Date.now() - 10 * 60_000);

const turnOff = (from: string, accessToken: string, body: unknown) =>
  callFrom<ErrorShape>(from, stack.url, 'POST', '/api/admin/me/authenticator/turn-off', {
    body,
    headers: bearer(accessToken),
  });

describe('turning the authenticator app off', () => {
  it('refuses a missing or malformed code and a missing password with field messages', async () => {
    const { accessToken } = await staffWithApp('app-off-fields@example.com');
    const answer = await turnOff('127.0.31.1', accessToken, { password: '', code: '12ab' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      password: 'Enter your password',
      code: 'The code is the 6 digits your authenticator app shows',
    });
    expect(await appIsOn(accessToken)).toBe(true);
  });

  it('refuses a wrong password and a wrong code, and the app stays on', async () => {
    const { accessToken, secret } = await staffWithApp('app-off-wrong@example.com');
    const wrongPassword = await turnOff('127.0.31.2', accessToken, {
      password: 'Not-the-password-1',
      code: totpCode(secret),
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error).toMatchObject({
      code: 'wrong_password',
      fields: { password: WRONG_PASSWORD_MESSAGE },
    });
    const wrongCode = await turnOff('127.0.31.2', accessToken, {
      password: LOCAL_PASSWORD,
      code: staleCode(secret),
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error).toMatchObject({
      code: 'wrong_code',
      fields: { code: WRONG_CODE_MESSAGE },
    });
    expect(await appIsOn(accessToken)).toBe(true);
  });

  it('turns the app off with the password and a current code, audited; sign-in then asks for the password only', async () => {
    const email = 'app-off-right@example.com';
    const { accessToken, secret } = await staffWithApp(email);
    // While the app is on, a password alone does not sign in: Cognito asks for the code.
    const before = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: LOCAL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: LOCAL_PASSWORD },
      }),
    );
    expect(before.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

    const answer = await turnOff('127.0.31.3', accessToken, {
      password: LOCAL_PASSWORD,
      code: ` ${totpCode(secret).replace(/(\d{3})/, '$1 ')}`,
    });
    expect(answer.status).toBe(204);
    expect(await appIsOn(accessToken)).toBe(false);
    const after = await signIn(stack.cognitoEndpoint, email);
    expect(after.accessToken).toBeTruthy();

    const sub = JSON.parse(
      Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'),
    ) as { username: string };
    const page = await auditRepository(stack.deps.db).list({ entity: 'user', limit: 20 });
    expect(page.items.find((entry) => entry.entity_id === sub.username)).toMatchObject({
      action: 'update',
      before: { authenticator_app: 'on' },
      after: { authenticator_app: 'off' },
    });

    // Once off, there is nothing to turn off.
    const again = await turnOff('127.0.31.3', accessToken, {
      password: LOCAL_PASSWORD,
      code: totpCode(secret),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_on');
  });

  it('stops guessing: the sixth try from one client in 15 minutes gets 429 with Retry-After', async () => {
    const { accessToken, secret } = await staffWithApp('app-off-guess@example.com');
    for (let i = 0; i < 5; i++) {
      const guess = await turnOff('127.0.31.4', accessToken, {
        password: LOCAL_PASSWORD,
        code: staleCode(secret),
      });
      expect(guess.status).toBe(400);
    }
    const limited = await turnOff('127.0.31.4', accessToken, {
      password: LOCAL_PASSWORD,
      code: totpCode(secret),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await appIsOn(accessToken)).toBe(true);
  });
});
