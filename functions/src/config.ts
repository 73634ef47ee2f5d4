/** Everything the API needs to know about where it runs, read once at start-up. */
export interface AppConfig {
  region: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  uploadsBucket: string;
  /** Local stack only: endpoints of the stand-ins and the JWKS the verifier may trust. */
  local?: {
    dynamoEndpoint: string;
    cognitoEndpoint: string;
    s3Endpoint: string;
    jwks: { keys: object[] };
    /** E-mail is written here as files instead of being sent (`npm run outbox` lists them). */
    outboxDir: string;
    /** The mail queue's jobs, as files (core/src/notifications/file-mail-queue.ts). */
    mailQueueDir: string;
  };
  /** AWS stages: the SQS queue new applications' e-mails go through, and its dead-letter queue. */
  mailQueue?: { url: string; deadLetterUrl: string };
  /**
   * The sender address of the site's e-mail (on AWS, the stage's SES identity; infra/email.ts).
   * Unset on a stage without a sender: every send then fails as NoSender, recorded like any other.
   */
  mailFrom?: string;
  rateLimits: {
    /** Applications one client may submit per window. */
    applicationsPerWindow: number;
    windowSeconds: number;
    /** Password sign-in attempts one client may make per window (the local Cognito adapter). */
    signInsPerWindow?: number;
  };
  /**
   * AWS stages: a super_admin must have an authenticator app (TOTP) enabled. Off locally, so the
   * seeded accounts work at once; the set-up page and the code at sign-in work there too.
   */
  requireSuperAdminMfa: boolean;
  /**
   * AWS stages: the value CloudFront's request function puts in `x-origin-verify`. Requests
   * without it did not come through CloudFront (the function URL is public) and are refused;
   * with it, `x-viewer-address` (set by the same function) is the client's address.
   */
  edgeSecret?: string;
}

/** Strict defaults for AWS stages; the local stack passes higher ones for load tests. */
export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  applicationsPerWindow: 5,
  windowSeconds: 600,
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function intFromEnv(name: string, fallback: number): number {
  const parsed = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Configuration of a deployed stage (the Lambda): values come from the environment infra sets. */
export function configFromEnv(): AppConfig {
  return {
    region: process.env.AWS_REGION ?? 'us-east-1',
    tableName: required('TABLE_NAME'),
    userPoolId: required('USER_POOL_ID'),
    userPoolClientId: required('USER_POOL_CLIENT_ID'),
    uploadsBucket: required('UPLOADS_BUCKET'),
    mailFrom: process.env.MAIL_FROM || undefined,
    mailQueue: {
      url: required('MAIL_QUEUE_URL'),
      deadLetterUrl: required('MAIL_DEAD_LETTER_QUEUE_URL'),
    },
    rateLimits: {
      applicationsPerWindow: intFromEnv(
        'RATE_LIMIT_APPLICATIONS',
        DEFAULT_RATE_LIMITS.applicationsPerWindow,
      ),
      windowSeconds: intFromEnv('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowSeconds),
    },
    requireSuperAdminMfa: process.env.REQUIRE_SUPER_ADMIN_MFA !== 'false',
    edgeSecret: required('EDGE_SECRET'),
  };
}
