import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../password-policy';
import { LOCAL_CLIENT_ID, LOCAL_CODE, LOCAL_POOL_ID, LOCAL_REGION } from './constants';

const require = createRequire(import.meta.url);

export interface LocalCognito {
  /** cognito-local itself (server-side clients talk to it directly). */
  endpoint: string;
  jwks: { keys: object[] };
  close(): Promise<void>;
}

/**
 * A Cognito client for the local stand-in at `endpoint` (cognito-local takes any credentials).
 * The deployed API builds its own (functions/src/deps.ts): deployed code never imports this folder.
 * The caller destroys it when done.
 */
export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Writes the pool and client files before the first start (cognito-local reads them lazily). */
async function writePoolFiles(dir: string, port: number): Promise<void> {
  const db = path.join(dir, '.cognito', 'db');
  await mkdir(db, { recursive: true });
  await writeFile(
    path.join(dir, '.cognito', 'config.json'),
    JSON.stringify(
      {
        // The issuer real Cognito uses, so aws-jwt-verify accepts the tokens as it would in AWS.
        TokenConfig: { IssuerDomain: `https://cognito-idp.${LOCAL_REGION}.amazonaws.com` },
        ServerConfig: { hostname: '127.0.0.1', port },
      },
      null,
      2,
    ),
  );
  const poolFile = path.join(db, `${LOCAL_POOL_ID}.json`);
  if (!existsSync(poolFile)) {
    await writeFile(
      poolFile,
      JSON.stringify({
        Options: {
          Id: LOCAL_POOL_ID,
          Name: 'institute-local',
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          // As on AWS: an account that enrolled an authenticator app is asked for its code.
          MfaConfiguration: 'OPTIONAL',
          Policies: {
            PasswordPolicy: {
              MinimumLength: PASSWORD_POLICY.minimumLength,
              RequireLowercase: PASSWORD_POLICY.requireLowercase,
              RequireUppercase: PASSWORD_POLICY.requireUppercase,
              RequireNumbers: PASSWORD_POLICY.requireNumbers,
              RequireSymbols: PASSWORD_POLICY.requireSymbols,
            },
          },
        },
        Users: {},
        Groups: {},
      }),
    );
  } else {
    // Data folders made before authenticator apps were offered have MFA off: turn it on.
    const pool = JSON.parse(await readFile(poolFile, 'utf8')) as {
      Options: Record<string, unknown>;
    };
    if (pool.Options.MfaConfiguration === 'OFF') {
      pool.Options.MfaConfiguration = 'OPTIONAL';
      await writeFile(poolFile, JSON.stringify(pool));
    }
  }
  const clientsFile = path.join(db, 'clients.json');
  if (!existsSync(clientsFile)) {
    const now = new Date().toISOString();
    await writeFile(
      clientsFile,
      JSON.stringify({
        Clients: {
          [LOCAL_CLIENT_ID]: {
            ClientId: LOCAL_CLIENT_ID,
            ClientName: 'web',
            UserPoolId: LOCAL_POOL_ID,
            CreationDate: now,
            LastModifiedDate: now,
            ExplicitAuthFlows: [
              'ALLOW_USER_PASSWORD_AUTH',
              'ALLOW_USER_SRP_AUTH',
              'ALLOW_REFRESH_TOKEN_AUTH',
            ],
            AccessTokenValidity: 1,
            IdTokenValidity: 1,
            RefreshTokenValidity: 30,
          },
        },
      }),
    );
  }
}

/** Pulls the codes cognito-local "e-mails" out of its log, so the operator sees them. */
function reportCodes(child: ChildProcess, onCode: (line: string) => void) {
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const destination = /Destination:\s*(\S+)/.exec(line);
      if (destination) onCode(`Confirmation code for ${destination[1]}: ${LOCAL_CODE}`);
    }
  });
}

/**
 * Starts cognito-local on a free port and waits until it listens; the port a free-port probe found
 * can be taken by another process before cognito-local binds it (suites start stacks in
 * parallel), so an early exit is tried again on another port, and a last one names its error.
 */
async function spawnCognito(
  directory: string,
  onCode: (line: string) => void,
  attemptsLeft = 3,
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  await writePoolFiles(directory, port);
  const entry = path.join(
    path.dirname(require.resolve('cognito-local/package.json')),
    'lib/bin/start.js',
  );
  const child = spawn(process.execPath, [entry], {
    cwd: directory,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CODE: LOCAL_CODE, DEBUG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  reportCodes(child, onCode);
  const started = await new Promise<boolean>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('cognito-local did not start in 20 s'));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes('Cognito Local running')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
        resolve(true);
      }
    };
    const onExit = () => {
      clearTimeout(timer);
      resolve(false);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
  if (started) return { child, port };
  if (attemptsLeft > 1) return spawnCognito(directory, onCode, attemptsLeft - 1);
  throw new Error(`cognito-local exited with ${child.exitCode}: ${errors.trim()}`);
}

/** Runs cognito-local as a child process with its own working directory (its state lives there). */
export async function startCognito(options: {
  directory: string;
  onCode?: (line: string) => void;
}): Promise<LocalCognito> {
  const { child, port } = await spawnCognito(
    options.directory,
    options.onCode ?? ((line) => console.log(line)),
  );
  // Never leave the child behind, whatever way this process ends.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const keyFile = path.join(
    path.dirname(require.resolve('cognito-local/package.json')),
    'lib/keys/cognitoLocal.public.json',
  );
  const { jwk } = require(keyFile) as { jwk: object };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    jwks: { keys: [jwk] },
    close: () =>
      new Promise((resolve) => {
        process.off('exit', killChild);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
