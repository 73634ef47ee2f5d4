import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '../../infra/local/cognito';
import { LOCAL_CLIENT_ID, LOCAL_PASSWORD } from '../../infra/local/constants';

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** Real tokens from the local Cognito, obtained the way the SPA signs in locally. */
export async function signIn(
  cognitoEndpoint: string,
  email: string,
  password = LOCAL_PASSWORD,
): Promise<Tokens> {
  const client = localCognitoClient(cognitoEndpoint);
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: LOCAL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const auth = result.AuthenticationResult;
    if (!auth?.AccessToken || !auth.IdToken || !auth.RefreshToken)
      throw new Error(`No tokens for ${email}`);
    return {
      accessToken: auth.AccessToken,
      idToken: auth.IdToken,
      refreshToken: auth.RefreshToken,
    };
  } finally {
    client.destroy();
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One call of Cognito's JSON protocol through the site's own /cognito path, as Amplify makes it
 * in the browser (the local stack's adapter answers it).
 */
export const siteCognito = (siteUrl: string, target: string, body: object, path = '/cognito') =>
  fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
