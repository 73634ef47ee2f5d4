import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@institute/core/auth/common-passwords';
import { LOCAL_CLIENT_ID } from '../../infra/local/constants';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { siteCognito } from '../support/auth';

/*
 * Common passwords are refused where one is chosen, by the local Cognito as by the SPA (on AWS,
 * Cognito's threat protection refuses breached ones: tests/infra).
 */

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack();
});
afterAll(async () => {
  await stack?.stop();
});

const cognito = (target: string, body: object) => siteCognito(stack.url, target, body);

const signUp = (email: string, password: string) =>
  cognito('SignUp', {
    ClientId: LOCAL_CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });

describe('choosing a password (local Cognito)', () => {
  it('refuses a common password that meets the policy, and creates no account', async () => {
    const email = `common-${Date.now()}@example.com`;
    const refused = await signUp(email, 'Password2024!');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      __type: 'InvalidPasswordException',
      message: `Password did not conform with policy: ${COMMON_PASSWORD_MESSAGE}`,
    });
    // The same address can then sign up with a good password: nothing was made the first time.
    const accepted = await signUp(email, 'Kinta-Valley-Sunrise-7');
    expect(accepted.status).toBe(200);
  });

  it('refuses it on a password reset too', async () => {
    const refused = await cognito('ConfirmForgotPassword', {
      ClientId: LOCAL_CLIENT_ID,
      Username: 'member@example.com',
      ConfirmationCode: '123456',
      Password: 'Qwerty123456',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain(COMMON_PASSWORD_MESSAGE);
  });
});
