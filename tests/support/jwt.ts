import { createPrivateKey, createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** cognito-local's signing key ships inside the package, which is how a test can mint tokens. */
function localSigningKey() {
  const file = path.join(
    path.dirname(require.resolve('cognito-local/package.json')),
    'lib/keys/cognitoLocal.private.json',
  );
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function decodePayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** An RS256 JWT signed with the local key (kid CognitoLocal), claims as given. */
export function signLocalJwt(claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${body}`);
  return `${header}.${body}.${base64url(signer.sign(localSigningKey()))}`;
}

/** A real access token's claims (issuer, client_id, token_use, groups), re-signed as expired. */
export function expiredCopyOf(accessToken: string): string {
  const claims = decodePayload(accessToken);
  const now = Math.floor(Date.now() / 1000);
  return signLocalJwt({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

/** The token with one character of its signature changed. */
export function tamperSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const index = Math.floor(signature.length / 2);
  const swapped = signature[index] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, index)}${swapped}${signature.slice(index + 1)}`;
}
