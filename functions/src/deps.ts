import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createDb, type Db } from '@institute/core/db/client';
import type { AppConfig } from './config';
import { createAccountLookup, type AccountLookup } from './middleware/account';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './middleware/auth';

/** What route modules receive: built once per process (per Lambda instance). */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  verify: AccessTokenVerifier;
  cognito: CognitoIdentityProviderClient;
  /** E-mail and MFA state of the signed-in account, read from Cognito. */
  account: AccountLookup;
}

export function createDeps(config: AppConfig): AppDeps {
  const local = config.local;
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    ...(local
      ? {
          endpoint: local.cognitoEndpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  return {
    config,
    db: createDb({
      tableName: config.tableName,
      region: config.region,
      endpoint: local?.dynamoEndpoint,
    }),
    verify: createAccessTokenVerifier(config),
    cognito,
    account: createAccountLookup(cognito),
  };
}
