import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { accessService, type AccessService } from '@institute/core/access/service';
import { signOutEverywhere } from '@institute/core/access/sign-out';
import { createDb, type Db } from '@institute/core/db/client';
import { noSenderMailer, type Mailer } from '@institute/core/notifications/mailer';
import { fileMailQueue } from '@institute/core/notifications/file-mail-queue';
import type { MailQueue } from '@institute/core/notifications/mail-queue';
import { outboxMailer } from '@institute/core/notifications/outbox';
import { sesMailer } from '@institute/core/notifications/ses-mailer';
import { sqsMailQueue } from '@institute/core/notifications/sqs-mail-queue';
import { pageTemplate, type PageTemplate } from '@institute/core/home/page-template';
import type { AppConfig } from './config';
import { createAccountLookup, type AccountLookup } from './middleware/account';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './middleware/auth';

/** What route modules receive: built once per process (per Lambda instance). */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  verify: AccessTokenVerifier;
  /** Revocations and the permission map, read from the table with a few seconds' cache. */
  access: AccessService;
  cognito: CognitoIdentityProviderClient;
  /** E-mail and MFA state of the signed-in account, read from Cognito. */
  account: AccountLookup;
  /** Outgoing e-mail: files in the outbox folder locally, Amazon SES on AWS stages. */
  mailer: Mailer;
  /** Where a new application's e-mails wait to be sent: SQS on AWS, files locally. */
  mailQueue: MailQueue;
  /** The uploads bucket's client (s3rver locally). */
  s3: S3Client;
  /** The prerendered home page the API fills the hero into; absent when there is none to serve. */
  homeTemplate?: PageTemplate;
  /** The time; tests move it on (a code that expires). */
  clock: () => Date;
  /**
   * Ends every session of a user: Cognito's global sign-out (refresh tokens stop working) and the
   * API's own revocation (access tokens already issued stop counting within seconds).
   */
  signOutEverywhere(user: { username: string; sub: string }): Promise<void>;
}

export function createDeps(
  config: AppConfig,
  /** Tests replace the outbox with a mailer that fails, and the clock with one they move. */
  overrides: { mailer?: Mailer; clock?: () => Date } = {},
): AppDeps {
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
  const s3 = new S3Client({
    region: config.region,
    // Otherwise presigned PUTs carry a checksum of an empty body, and browser uploads fail.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(local
      ? {
          endpoint: local.s3Endpoint,
          // s3rver serves buckets by path, not as subdomains.
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }
      : {}),
  });
  const db = createDb({
    tableName: config.tableName,
    region: config.region,
    endpoint: local?.dynamoEndpoint,
  });
  const access = accessService(db);
  return {
    config,
    db,
    access,
    signOutEverywhere: signOutEverywhere({
      access,
      cognito,
      userPoolId: config.userPoolId,
      globalSignOut: !local,
    }),
    verify: createAccessTokenVerifier(config),
    cognito,
    account: createAccountLookup(cognito),
    mailer: overrides.mailer ?? mailerFor(config),
    mailQueue: mailQueueFor(config),
    s3,
    ...(config.homeTemplate ? { homeTemplate: pageTemplate(s3, config.homeTemplate) } : {}),
    clock: overrides.clock ?? (() => new Date()),
  };
}

function mailQueueFor(config: AppConfig): MailQueue {
  if (config.local) return fileMailQueue({ dir: config.local.mailQueueDir });
  if (!config.mailQueue)
    throw new Error('An AWS stage needs MAIL_QUEUE_URL (infra/email-queue.ts)');
  return sqsMailQueue({
    queueUrl: config.mailQueue.url,
    deadLetterQueueUrl: config.mailQueue.deadLetterUrl,
    region: config.region,
  });
}

function mailerFor(config: AppConfig): Mailer {
  if (!config.mailFrom) return noSenderMailer;
  if (config.local) return outboxMailer({ dir: config.local.outboxDir, from: config.mailFrom });
  return sesMailer({ from: config.mailFrom, region: config.region });
}
