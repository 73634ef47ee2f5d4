import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import type { AuditLog } from '../audit/service';
import { authenticatorSwitch } from './authenticator';

/*
 * The AWS path of turning an authenticator app off: what it asks Cognito. The local stand-in
 * lacks the MFA challenge on the admin flow, so the integration tests cover the other path
 * (tests/integration/authenticator-off.test.ts); here a client stands in for Cognito's answers.
 */

type Sent = { constructor: { name: string }; input: Record<string, unknown> };

function cognitoAnswering(answers: Record<string, () => unknown>) {
  const sent: Sent[] = [];
  const cognito = {
    send: async (command: Sent) => {
      sent.push(command);
      const answer = answers[command.constructor.name];
      if (!answer) throw new Error(`Unexpected ${command.constructor.name}`);
      return answer();
    },
  } as unknown as CognitoIdentityProviderClient;
  return { cognito, sent };
}

const recorded: unknown[] = [];
const audit = { record: async (change: unknown) => void recorded.push(change) } as AuditLog;
const config = { userPoolId: 'pool-1', clientId: 'client-1', local: false };
const actor = { sub: 'sub-1', email: 'staff@example.com' };
const input = { password: 'Password-1234', code: '123456' };

describe('turning an authenticator app off on AWS', () => {
  it('checks password and code with the admin sign-in flow, then turns the app off with that session and ends it', async () => {
    const { cognito, sent } = cognitoAnswering({
      AdminInitiateAuthCommand: () => ({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's-1' }),
      AdminRespondToAuthChallengeCommand: () => ({
        AuthenticationResult: { AccessToken: 'access-1', RefreshToken: 'refresh-1' },
      }),
      SetUserMFAPreferenceCommand: () => ({}),
      RevokeTokenCommand: () => ({}),
    });
    const result = await authenticatorSwitch(cognito, config, audit).turnOff(
      'user-1',
      input,
      actor,
    );
    expect(result).toEqual({ ok: true });
    expect(sent.map((command) => [command.constructor.name, command.input])).toEqual([
      [
        'AdminInitiateAuthCommand',
        {
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          UserPoolId: 'pool-1',
          ClientId: 'client-1',
          AuthParameters: { USERNAME: 'user-1', PASSWORD: 'Password-1234' },
        },
      ],
      [
        'AdminRespondToAuthChallengeCommand',
        {
          UserPoolId: 'pool-1',
          ClientId: 'client-1',
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: 's-1',
          ChallengeResponses: { USERNAME: 'user-1', SOFTWARE_TOKEN_MFA_CODE: '123456' },
        },
      ],
      [
        'SetUserMFAPreferenceCommand',
        {
          AccessToken: 'access-1',
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        },
      ],
      ['RevokeTokenCommand', { Token: 'refresh-1', ClientId: 'client-1' }],
    ]);
    expect(recorded.at(-1)).toMatchObject({ entity: 'user', entityId: 'user-1' });
  });

  it('answers a wrong password and a wrong code without touching the app', async () => {
    const wrong = (name: string) => () => {
      throw Object.assign(new Error(name), { name });
    };
    const password = cognitoAnswering({
      AdminInitiateAuthCommand: wrong('NotAuthorizedException'),
    });
    expect(
      await authenticatorSwitch(password.cognito, config, audit).turnOff('user-1', input, actor),
    ).toMatchObject({ ok: false, reason: 'wrong_password', field: 'password' });

    const code = cognitoAnswering({
      AdminInitiateAuthCommand: () => ({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's-1' }),
      AdminRespondToAuthChallengeCommand: wrong('CodeMismatchException'),
    });
    expect(
      await authenticatorSwitch(code.cognito, config, audit).turnOff('user-1', input, actor),
    ).toMatchObject({ ok: false, reason: 'wrong_code', field: 'code' });
    expect(code.sent.map((command) => command.constructor.name)).not.toContain(
      'SetUserMFAPreferenceCommand',
    );
  });
});
