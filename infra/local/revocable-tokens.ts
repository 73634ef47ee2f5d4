import { createPrivateKey, createSign, randomUUID, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

let key: KeyObject | undefined;

/** cognito-local's own signing key (it ships in the package; local mode trusts its JWKS only). */
function signingKey(): KeyObject {
  if (!key) {
    const file = path.join(
      path.dirname(require.resolve('cognito-local/package.json')),
      'lib/keys/cognitoLocal.private.json',
    );
    const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
    key = createPrivateKey({ key: jwk, format: 'jwk' });
  }
  return key;
}

function withClaim(token: string, claim: string, value: string): string {
  const [header = '', payload = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const body = Buffer.from(JSON.stringify({ ...claims, [claim]: value })).toString('base64url');
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${body}`);
  return `${header}.${body}.${signer.sign(signingKey()).toString('base64url')}`;
}

/**
 * Cognito puts `origin_jti` in the access and ID tokens of a client with token revocation on, and
 * Amplify's signOut() calls RevokeToken only when the access token has it. cognito-local leaves it
 * out, so the adapter adds it (one value per sign-in, as Cognito does) and signs again with the
 * same local key: a local sign-out then revokes the refresh token as it does on AWS.
 */
export function revocable(result: Record<string, unknown>): Record<string, unknown> {
  const origin = randomUUID();
  const out = { ...result };
  for (const name of ['AccessToken', 'IdToken']) {
    if (typeof out[name] === 'string')
      out[name] = withClaim(out[name] as string, 'origin_jti', origin);
  }
  return out;
}
