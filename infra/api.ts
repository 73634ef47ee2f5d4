import { userPool, webClient } from './auth';
import { edgeSecret } from './edge';
import { email, mailFrom } from './email';
import { isProduction } from './stage';
import { table, uploads } from './storage';
import { router } from './web';

/**
 * The function is reached through the Router's CloudFront distribution, which has no request
 * throttle of its own, so reserved concurrency caps the load (and the bill) instead; the app adds
 * per-client rate limits on the public form.
 */
const RESERVED_CONCURRENCY = isProduction() ? 20 : 5;

export const api = new sst.aws.Function('Api', {
  handler: 'functions/src/lambda.handler',
  runtime: 'nodejs22.x',
  // As functions/scripts/bundle.ts (what the size budget measures): the SDK's ES module builds.
  nodejs: { esbuild: { mainFields: ['module', 'main'] } },
  architecture: 'arm64',
  memory: '1024 MB',
  // Under the Router's 20 s origin read timeout, so a slow call ends here rather than at the edge.
  timeout: '15 seconds',
  // The Email link is also what lets the function send through SES.
  link: [table, userPool, webClient, uploads, email],
  // The app reads plain environment variables so it runs unchanged on the local stack.
  environment: {
    TABLE_NAME: table.name,
    USER_POOL_ID: userPool.id,
    USER_POOL_CLIENT_ID: webClient.id,
    UPLOADS_BUCKET: uploads.name,
    // Requests without it skipped CloudFront (see infra/web.ts); the API refuses them.
    EDGE_SECRET: edgeSecret.value,
    // The verified sender of the new-application e-mails (infra/email.ts).
    MAIL_FROM: mailFrom,
  },
  concurrency: { reserved: RESERVED_CONCURRENCY },
  url: {
    router: { instance: router, path: '/api' },
    // Same origin as the SPA: no browser ever needs CORS on the function URL.
    cors: false,
  },
});
