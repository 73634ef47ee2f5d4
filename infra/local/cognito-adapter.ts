import { createHash } from 'node:crypto';
import type { RateLimitResult, RateLimitRule } from '@institute/core/rate-limit/service';
import { commonPasswordProblem } from '@institute/core/auth/common-passwords';
import { passwordProblem } from '../password-policy';
import { revocable } from './revocable-tokens';
import { log } from '@institute/core/ops/log';
import { LOCAL_CODE, LOCAL_POOL_ID } from './constants';

/**
 * A thin adapter in front of cognito-local for the calls Amplify v6 makes that cognito-local
 * lacks, and for what AWS Cognito does on its own that cognito-local does not (a sign-in throttle,
 * the deployed client's answers for unknown accounts).
 * Only the calls the SPA makes pass; the rest (every Admin* call among them) are refused, as AWS
 * refuses them without IAM credentials.
 * - GetTokensFromRefreshToken (Amplify's refresh) becomes InitiateAuth with REFRESH_TOKEN_AUTH.
 * - GlobalSignOut revokes every session of the caller (the API's "valid after" time), and a
 *   refresh token issued before that time is refused: what Cognito's global sign-out does.
 * - Issued tokens carry `origin_jti`, so Amplify's signOut() revokes the refresh token (RevokeToken).
 * - New passwords (sign-up, reset, change) must fit the pool's policy: cognito-local stores the
 *   policy but does not check it.
 * - A disabled account (AdminDisableUser) cannot sign in, with its password or a refresh token:
 *   cognito-local keeps the flag but ignores it; the answer is Cognito's "User is disabled.".
 * - Password sign-ins (InitiateAuth) are counted per client with the API's DynamoDB limiter;
 *   over the limit the answer is 429 TooManyRequestsException with Retry-After, as Cognito's
 *   own throttle would refuse. Failed sign-ins are logged as JSON without secrets.
 * - ResendConfirmationCode, which cognito-local lacks, answers as Cognito does.
 * - Unknown accounts are not revealed, as by the deployed client's preventUserExistenceErrors: a
 *   sign-in fails with the same words for an unknown address as for a wrong password, a reset or
 *   a new code for an unknown address answers as if a code had been sent, and that reset's code
 *   is refused as a wrong one.
 */
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

async function forward(endpoint: string, target: string, body: string): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': TARGET_PREFIX + target,
    },
    body,
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
  });
}

export interface SignInLimit {
  hit(rule: RateLimitRule, client: string): Promise<RateLimitResult>;
  rule: RateLimitRule;
}

/** The API's revocation state, which stands in for Cognito's global sign-out locally. */
export interface Revocations {
  /** Verifies an access token and answers its user's sub (throws when it is not valid). */
  subOf(accessToken: string): Promise<string>;
  revokeAll(sub: string): Promise<void>;
  validAfter(sub: string): Promise<number>;
}

export interface AdapterContext {
  /** The caller's address (the server's socket peer). */
  client: string;
  /** Tells the operator a code was "e-mailed" (cognito-local's own are read from its log). */
  onCode?: (line: string) => void;
  signIns?: SignInLimit;
  revocations?: Revocations;
}

/** What Amplify v6 sends from the browser: sign-up, sign-in, refresh, sign-out, TOTP, password. */
export const SPA_TARGETS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ChangePassword',
]);

const notAuthorized = (message: string) => json(400, { __type: 'NotAuthorizedException', message });

/** Cognito's one answer to a failed password sign-in, whether or not the account exists. */
export const INCORRECT_SIGN_IN = 'Incorrect username or password.';

/** Cognito's answer to a reset code that does not match (also, unrevealing, for no account). */
const WRONG_CODE = {
  __type: 'CodeMismatchException',
  message: 'Invalid code provided, please request a code again.',
};

/** What cognito-local answers for an unknown account (NotAuthorized) or a wrong password. */
const SIGN_IN_REFUSALS = new Set(['NotAuthorizedException', 'InvalidPasswordException']);

/**
 * A code "sent" to an address, as Cognito describes it: the address masked. For an unknown
 * address this is all there is, so the answer does not tell whether the account exists.
 */
function codeDelivery(address: string): Response {
  const [local = '', domain = ''] = address.split('@');
  return json(200, {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`,
    },
  });
}

interface PoolUser {
  UserStatus?: string;
  Enabled?: boolean;
}

/** A user as cognito-local keeps it (its Admin calls answer only here, never to the browser). */
async function adminGetUser(endpoint: string, username: string): Promise<PoolUser | null> {
  const answer = await forward(
    endpoint,
    'AdminGetUser',
    JSON.stringify({ UserPoolId: LOCAL_POOL_ID, Username: username }),
  );
  return answer.ok ? ((await answer.json()) as PoolUser) : null;
}

/** Cognito's answer to a sign-in or a refresh of an account an administrator disabled. */
export const USER_DISABLED = 'User is disabled.';

/**
 * Cognito's refusal when this account (its e-mail or username) is disabled, else null (unknown
 * accounts too: they are answered as before). cognito-local keeps `Enabled` (AdminDisableUser)
 * but its InitiateAuth ignores it, for passwords and refresh tokens alike.
 */
async function disabledRefusal(endpoint: string, username: unknown): Promise<Response | null> {
  if (typeof username !== 'string' || !username) return null;
  const user = await adminGetUser(endpoint, username);
  return user?.Enabled === false ? notAuthorized(USER_DISABLED) : null;
}

/**
 * A new sign-up code: for an unconfirmed account, the code it has (the local code is fixed), told
 * to the operator; a confirmed one is refused as Cognito refuses it.
 */
async function resendConfirmationCode(
  request: Record<string, unknown>,
  endpoint: string,
  context: AdapterContext,
): Promise<Response> {
  const username = String(request.Username ?? '');
  const status = (await adminGetUser(endpoint, username))?.UserStatus ?? null;
  if (status === 'CONFIRMED') {
    return json(400, {
      __type: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  }
  if (status !== null) context.onCode?.(`Confirmation code for ${username}: ${LOCAL_CODE}`);
  return codeDelivery(username);
}

/** A sign-in's answer with its tokens made revocable (answers without tokens pass as they are). */
function withRevocableTokens(text: string): string {
  const result = parse(text);
  if (!result.AuthenticationResult) return text;
  return JSON.stringify({
    ...result,
    AuthenticationResult: revocable(result.AuthenticationResult as Record<string, unknown>),
  });
}

/** The refresh token's user and issue time (a local token is a JWT cognito-local signed). */
function refreshClaims(token: unknown): { sub: string; iat: number } | null {
  try {
    const payload = String(token).split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const sub = claims['cognito:username'];
    return typeof sub === 'string' && typeof claims.iat === 'number'
      ? { sub, iat: claims.iat }
      : null;
  } catch {
    return null;
  }
}

/**
 * Why this refresh token no longer gives tokens, in Cognito's words, or null when it still does:
 * its account was disabled, or its user signed out everywhere (or lost access) after it was issued.
 */
async function refreshRefusal(
  token: unknown,
  endpoint: string,
  revocations?: Revocations,
): Promise<Response | null> {
  const claims = refreshClaims(token);
  if (!claims) return null;
  const disabled = await disabledRefusal(endpoint, claims.sub);
  if (disabled) return disabled;
  if (revocations && claims.iat < (await revocations.validAfter(claims.sub))) {
    return notAuthorized('Refresh Token has been revoked');
  }
  return null;
}

const PASSWORD_FLOWS = new Set(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']);

/** The new password a call sets, if it sets one. */
function newPassword(target: string, request: Record<string, unknown>): string | undefined {
  const value =
    target === 'SignUp' || target === 'ConfirmForgotPassword'
      ? request.Password
      : target === 'ChangePassword'
        ? request.ProposedPassword
        : target === 'RespondToAuthChallenge'
          ? (request.ChallengeResponses as Record<string, unknown> | undefined)?.NEW_PASSWORD
          : undefined;
  return typeof value === 'string' ? value : undefined;
}

function parse(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body || '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stable, short fingerprint of the account name: lets logs be correlated without the e-mail. */
const fingerprint = (name: unknown) =>
  createHash('sha256')
    .update(
      String(name ?? '')
        .trim()
        .toLowerCase(),
    )
    .digest('hex')
    .slice(0, 12);

async function passwordSignIn(
  body: string,
  request: Record<string, unknown>,
  endpoint: string,
  context: AdapterContext,
): Promise<Response> {
  const params = (request.AuthParameters ?? {}) as Record<string, unknown>;
  const account = fingerprint(params.USERNAME);
  if (context.signIns) {
    const result = await context.signIns.hit(context.signIns.rule, context.client);
    if (!result.allowed) {
      log.warn('sign_in_throttled', { client: context.client, account });
      return new Response(
        JSON.stringify({
          __type: 'TooManyRequestsException',
          message: 'Too many sign-in attempts. Please try again later.',
        }),
        {
          status: 429,
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'retry-after': String(result.retryAfterSeconds),
          },
        },
      );
    }
  }
  // As Cognito: a disabled account is refused before its password is looked at.
  const disabled = await disabledRefusal(endpoint, params.USERNAME);
  if (disabled) {
    log.warn('sign_in_failed', { client: context.client, account, reason: 'UserDisabled' });
    return disabled;
  }
  const answer = await forward(endpoint, 'InitiateAuth', body);
  let text = await answer.text();
  if (answer.ok) {
    text = withRevocableTokens(text);
  } else {
    const reason = String(parse(text).__type ?? answer.status);
    log.warn('sign_in_failed', { client: context.client, account, reason });
    if (SIGN_IN_REFUSALS.has(reason))
      text = JSON.stringify({ __type: 'NotAuthorizedException', message: INCORRECT_SIGN_IN });
  }
  return new Response(text, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/x-amz-json-1.1' },
  });
}

export async function cognitoAdapter(
  request: Request,
  endpoint: string,
  context: AdapterContext = { client: 'unknown' },
): Promise<Response> {
  const target = (request.headers.get('x-amz-target') ?? '').replace(TARGET_PREFIX, '');
  if (!SPA_TARGETS.has(target)) {
    return json(403, {
      __type: 'AccessDeniedException',
      message: `${target || 'This call'} is not one the site makes; it is not served here`,
    });
  }
  const body = await request.text();

  const proposed = newPassword(target, parse(body));
  if (proposed !== undefined) {
    // Cognito's policy first, as on AWS; then the common-password list (threat protection's part).
    const problem = passwordProblem(proposed) ?? (await commonPasswordProblem(proposed));
    if (problem) {
      return json(400, {
        __type: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${problem}`,
      });
    }
  }

  if (target === 'InitiateAuth') {
    const parsed = parse(body);
    if (PASSWORD_FLOWS.has(String(parsed.AuthFlow))) {
      return passwordSignIn(body, parsed, endpoint, context);
    }
    const params = (parsed.AuthParameters ?? {}) as Record<string, unknown>;
    const refused = await refreshRefusal(params.REFRESH_TOKEN, endpoint, context.revocations);
    if (refused) return refused;
  }

  if (target === 'ResendConfirmationCode') {
    return resendConfirmationCode(parse(body), endpoint, context);
  }

  if (target === 'GlobalSignOut') {
    if (!context.revocations) return json(200, {});
    let sub: string;
    try {
      sub = await context.revocations.subOf(String(parse(body).AccessToken ?? ''));
    } catch {
      return notAuthorized('Invalid Access Token');
    }
    await context.revocations.revokeAll(sub);
    return json(200, {});
  }

  if (target === 'GetTokensFromRefreshToken') {
    const { RefreshToken, ClientId } = parse(body) as {
      RefreshToken?: string;
      ClientId?: string;
    };
    const refused = await refreshRefusal(RefreshToken, endpoint, context.revocations);
    if (refused) return refused;
    const answer = await forward(
      endpoint,
      'InitiateAuth',
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId,
        AuthParameters: { REFRESH_TOKEN: RefreshToken },
      }),
    );
    const result = (await answer.json()) as { AuthenticationResult?: Record<string, unknown> };
    if (!answer.ok || !result.AuthenticationResult) return json(answer.status, result);
    return json(200, {
      AuthenticationResult: {
        ExpiresIn: 3600,
        TokenType: 'Bearer',
        ...revocable(result.AuthenticationResult),
        RefreshToken,
      },
    });
  }

  const answer = await forward(endpoint, target, body);
  let text = await answer.text();
  if (!answer.ok && parse(text).__type === 'UserNotFoundException') {
    // A reset for an unknown address was "sent" a code: its code is then simply wrong.
    if (target === 'ForgotPassword') return codeDelivery(String(parse(body).Username ?? ''));
    if (target === 'ConfirmForgotPassword') return json(400, WRONG_CODE);
  }
  // A sign-in that needed the authenticator code ends here: its tokens must be revocable too.
  if (target === 'RespondToAuthChallenge' && answer.ok) text = withRevocableTokens(text);
  return new Response(text, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/x-amz-json-1.1' },
  });
}
