import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AuditActor } from '../audit/schema';
import type { AuditLog } from '../audit/service';
import { log } from '../ops/log';
import {
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type TurnOffAuthenticatorValues,
} from './authenticator-schema';

export type TurnOffResult =
  | { ok: true }
  | {
      ok: false;
      reason: 'wrong_password' | 'wrong_code' | 'not_on';
      field?: 'password' | 'code';
      message: string;
    };

const nameOf = (err: unknown) => String((err as { name?: string } | null)?.name ?? '');
const WRONG_PASSWORD = new Set([
  'NotAuthorizedException',
  // The local stand-in's answer to a wrong password at sign-in (AWS says NotAuthorizedException).
  'InvalidPasswordException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
]);
const WRONG_CODE = new Set([
  'CodeMismatchException',
  'ExpiredCodeException',
  'NotAuthorizedException',
]);

export interface AuthenticatorSwitchConfig {
  userPoolId: string;
  clientId: string;
  /**
   * The local stand-in has no MFA challenge on AdminInitiateAuth, so there the check signs in as
   * the SPA does locally (USER_PASSWORD_AUTH); on AWS it is the server-side admin flow.
   */
  local: boolean;
}

/**
 * Turning an authenticator app off. Cognito has no call that checks a TOTP code on its own, so the
 * check is a fresh sign-in with the caller's password that must pass the SOFTWARE_TOKEN_MFA
 * challenge; its access token then turns the app off, and its refresh token is revoked at once.
 * (docs/decisions/039-authenticator-off.md)
 */
export function authenticatorSwitch(
  cognito: CognitoIdentityProviderClient,
  config: AuthenticatorSwitchConfig,
  audit: AuditLog,
) {
  const { userPoolId: UserPoolId, clientId: ClientId, local } = config;

  const start = (username: string, password: string) =>
    local
      ? cognito.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId,
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        )
      : cognito.send(
          new AdminInitiateAuthCommand({
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            UserPoolId,
            ClientId,
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );

  const answer = (username: string, session: string | undefined, code: string) => {
    const challenge = {
      ClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA' as const,
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
    };
    return local
      ? cognito.send(new RespondToAuthChallengeCommand(challenge))
      : cognito.send(new AdminRespondToAuthChallengeCommand({ ...challenge, UserPoolId }));
  };

  /**
   * The check's own session is not one anybody uses: end it. The local stand-in refuses
   * RevokeToken for a session it did not hand to a browser; its tokens are never given out.
   */
  const discard = async (tokens: AuthenticationResultType | undefined) => {
    if (!tokens?.RefreshToken || local) return;
    try {
      await cognito.send(new RevokeTokenCommand({ Token: tokens.RefreshToken, ClientId }));
    } catch (err) {
      log.warn('authenticator_check_revoke_failed', { err: String(err) });
    }
  };

  return {
    async turnOff(
      username: string,
      { password, code }: TurnOffAuthenticatorValues,
      actor: AuditActor,
    ): Promise<TurnOffResult> {
      let started;
      try {
        started = await start(username, password);
      } catch (err) {
        if (!WRONG_PASSWORD.has(nameOf(err))) throw err;
        return {
          ok: false,
          reason: 'wrong_password',
          field: 'password',
          message: WRONG_PASSWORD_MESSAGE,
        };
      }
      if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA') {
        await discard(started.AuthenticationResult);
        return {
          ok: false,
          reason: 'not_on',
          message: 'This account has no authenticator app turned on',
        };
      }
      let tokens: AuthenticationResultType | undefined;
      try {
        tokens = (await answer(username, started.Session, code)).AuthenticationResult;
      } catch (err) {
        if (!WRONG_CODE.has(nameOf(err))) throw err;
        return { ok: false, reason: 'wrong_code', field: 'code', message: WRONG_CODE_MESSAGE };
      }
      if (!tokens?.AccessToken) throw new Error('Cognito answered the code without tokens');
      await cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: tokens.AccessToken,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
      await discard(tokens);
      await audit.record({
        actor,
        entity: 'user',
        entityId: username,
        action: 'update',
        before: { authenticator_app: 'on' },
        after: { authenticator_app: 'off' },
      });
      return { ok: true };
    },
  };
}
