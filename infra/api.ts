import { userPool, webClient } from './auth';
import { mailFrom, sendEmailPermissions } from './email';
import { mailDeadLetters, mailQueue } from './email-queue';
import {
  MAIL_DEAD_LETTER_READ_ACTIONS,
  MAIL_QUEUE_SEND_ACTIONS,
  SITE_TEMPLATE_ACTIONS,
  API_TABLE_GRANT,
  UPLOADS_ACTIONS,
  USER_POOL_ACTIONS,
} from './permissions';
import { settings } from './stage';
import { table, tablePermission, uploads } from './storage';
import { router, site } from './web';
import { HOME_TEMPLATE_KEY } from '../core/src/home/hero-page';

/** The site's bucket, whose index.html the API serves `/` from; none under `sst dev`. */
const siteBucket = site.nodes.assets;

const { reservedConcurrency } = settings();

export const api = new sst.aws.Function('Api', {
  handler: 'functions/src/lambda.handler',
  runtime: 'nodejs22.x',
  // As functions/scripts/bundle.ts (what the size budget measures): the SDK's ES module builds.
  nodejs: { esbuild: { mainFields: ['module', 'main'] } },
  architecture: 'arm64',
  memory: '1024 MB',
  // Under the Router's 20 s origin read timeout, so a slow call ends here rather than at the edge.
  timeout: '15 seconds',
  // No `link`: it would grant each component's wildcard actions. Exactly what the app calls
  // (infra/permissions.ts), on exactly these resources.
  permissions: [
    tablePermission(API_TABLE_GRANT),
    { actions: [...UPLOADS_ACTIONS], resources: [$interpolate`${uploads.arn}/*`] },
    { actions: [...USER_POOL_ACTIONS], resources: [userPool.arn] },
    { actions: [...MAIL_QUEUE_SEND_ACTIONS], resources: [mailQueue.arn] },
    { actions: [...MAIL_DEAD_LETTER_READ_ACTIONS], resources: [mailDeadLetters.arn] },
    ...sendEmailPermissions,
    ...(siteBucket
      ? [
          {
            actions: [...SITE_TEMPLATE_ACTIONS],
            resources: [$interpolate`${siteBucket.arn}/${HOME_TEMPLATE_KEY}`],
          },
        ]
      : []),
  ],
  // The app reads plain environment variables so it runs unchanged on the local stack.
  environment: {
    TABLE_NAME: table.name,
    USER_POOL_ID: userPool.id,
    USER_POOL_CLIENT_ID: webClient.id,
    UPLOADS_BUCKET: uploads.name,
    // New applications' e-mails and status e-mails go through this queue (infra/email-queue.ts).
    MAIL_QUEUE_URL: mailQueue.url,
    MAIL_DEAD_LETTER_QUEUE_URL: mailDeadLetters.url,
    ...(siteBucket ? { SITE_BUCKET: siteBucket.name } : {}),
    // The stage's sender (infra/email.ts); without one, e-mail is recorded as failed.
    ...(mailFrom ? { MAIL_FROM: mailFrom } : {}),
  },
  // Off unless the stage sets it (infra/stages.ts): a new account's quota may be 10 in all.
  ...(reservedConcurrency ? { concurrency: { reserved: reservedConcurrency } } : {}),
  url: {
    router: { instance: router, path: '/api' },
    // Same origin as the SPA: no browser ever needs CORS on the function URL.
    cors: false,
  },
});
