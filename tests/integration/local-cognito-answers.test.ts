import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCORRECT_SIGN_IN } from '../../infra/local/cognito-adapter';
import { LOCAL_CLIENT_ID, LOCAL_CODE } from '../../infra/local/constants';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { siteCognito } from '../support/auth';

/*
 * The calls the sign-in pages make answer locally as the deployed pool answers them: its client
 * does not reveal which accounts exist (preventUserExistenceErrors), and a new sign-up code can be
 * asked for (cognito-local has no ResendConfirmationCode of its own).
 */

let stack: LocalStack;
const codes: string[] = [];
beforeAll(async () => {
  stack = await startLocalStack({ onCode: (line) => codes.push(line) });
});
afterAll(async () => {
  await stack?.stop();
});

const cognito = async (target: string, body: object) => {
  const answer = await siteCognito(stack.url, target, { ClientId: LOCAL_CLIENT_ID, ...body });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

const PASSWORD = 'Kinta-Valley-Sunrise-7';
const signUp = (email: string) =>
  cognito('SignUp', {
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
const signIn = (email: string, password: string) =>
  cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

describe('the local Cognito, as the deployed pool answers', () => {
  it('refuses an unknown address and a wrong password with the same words', async () => {
    const unknown = await signIn(`nobody-${Date.now()}@example.com`, PASSWORD);
    const wrong = await signIn('admin@example.com', 'Wrong-Passw0rd!');
    for (const answer of [unknown, wrong]) {
      expect(answer).toEqual({
        status: 400,
        body: { __type: 'NotAuthorizedException', message: INCORRECT_SIGN_IN },
      });
    }
  });

  it('answers a reset for an unknown address as if a code had been sent, then as a wrong code', async () => {
    const answer = await cognito('ForgotPassword', { Username: 'nobody.here@example.org' });
    expect(answer).toEqual({
      status: 200,
      body: {
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: 'n***@e***',
        },
      },
    });
    const reset = await cognito('ConfirmForgotPassword', {
      Username: 'nobody.here@example.org',
      ConfirmationCode: LOCAL_CODE,
      Password: PASSWORD,
    });
    expect(reset).toEqual({
      status: 400,
      body: {
        __type: 'CodeMismatchException',
        message: 'Invalid code provided, please request a code again.',
      },
    });
  });

  it('sends a new sign-up code to an unconfirmed account, which then confirms with it', async () => {
    const email = `resend-${Date.now()}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    codes.length = 0;

    const resent = await cognito('ResendConfirmationCode', { Username: email });
    expect(resent.status).toBe(200);
    expect(resent.body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    expect(codes).toEqual([`Confirmation code for ${email}: ${LOCAL_CODE}`]);

    const confirmed = await cognito('ConfirmSignUp', {
      Username: email,
      ConfirmationCode: LOCAL_CODE,
    });
    expect(confirmed.status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(200);

    // Confirmed: no new code, as Cognito refuses one.
    expect(await cognito('ResendConfirmationCode', { Username: email })).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'User is already confirmed.' },
    });
  });

  it('answers a new code for an unknown address as if it had been sent, telling nobody a code', async () => {
    codes.length = 0;
    const answer = await cognito('ResendConfirmationCode', { Username: 'nobody.here@example.org' });
    expect(answer.status).toBe(200);
    expect(answer.body.CodeDeliveryDetails).toMatchObject({ Destination: 'n***@e***' });
    expect(codes).toEqual([]);
  });
});
