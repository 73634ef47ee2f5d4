/**
 * A thin adapter in front of cognito-local for the two calls Amplify v6 makes that cognito-local
 * lacks. Everything else is forwarded unchanged.
 * - GetTokensFromRefreshToken (Amplify's refresh) becomes InitiateAuth with REFRESH_TOKEN_AUTH.
 * - GlobalSignOut is answered with an empty success.
 */
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

async function forward(endpoint: string, target: string, body: string): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET_PREFIX + target },
    body,
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
  });
}

export async function cognitoAdapter(request: Request, endpoint: string): Promise<Response> {
  const target = (request.headers.get('x-amz-target') ?? '').replace(TARGET_PREFIX, '');
  const body = await request.text();

  if (target === 'GlobalSignOut') return json(200, {});

  if (target === 'GetTokensFromRefreshToken') {
    const { RefreshToken, ClientId } = JSON.parse(body || '{}') as { RefreshToken?: string; ClientId?: string };
    const answer = await forward(
      endpoint,
      'InitiateAuth',
      JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN: RefreshToken } }),
    );
    const result = (await answer.json()) as { AuthenticationResult?: Record<string, unknown> };
    if (!answer.ok || !result.AuthenticationResult) return json(answer.status, result);
    return json(200, {
      AuthenticationResult: {
        ExpiresIn: 3600,
        TokenType: 'Bearer',
        ...result.AuthenticationResult,
        RefreshToken,
      },
    });
  }

  const answer = await forward(endpoint, target, body);
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/x-amz-json-1.1' },
  });
}
