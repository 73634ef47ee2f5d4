import * as v from 'valibot';
import { HOME_TEMPLATE_KEY } from '@institute/core/home/hero-page';
import type { PageTemplateSource } from '@institute/core/home/page-template';

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
  /**
   * The prerendered `index.html` the home page is served from with its hero filled in (decision
   * 054): the site's bucket on AWS, the build folder locally. Unset (`sst dev`, API-only local
   * stacks): the API serves no page.
   */
  homeTemplate?: PageTemplateSource;
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
  /** The applicant's status page; omitted: the defaults of core/src/application-status. */
  applicationStatus?: {
    /** The least time a code request takes to answer (tests shorten it). */
    answerFloorMs?: number;
  };
  /**
   * AWS stages: a super_admin must have an authenticator app (TOTP) enabled. Off locally, so the
   * seeded accounts work at once; the set-up page and the code at sign-in work there too.
   */
  requireSuperAdminMfa: boolean;
  /**
   * AWS stages: the function URL answers only CloudFront (Origin Access Control), so the viewer's
   * address and Authorization that CloudFront's request function copied are trusted
   * (functions/src/middleware/edge.ts). Off locally, where nothing stands in front of the API.
   */
  behindEdge: boolean;
}

/** Strict defaults for AWS stages; the local stack passes higher ones for load tests. */
export const DEFAULT_RATE_LIMITS: AppConfig['rateLimits'] = {
  applicationsPerWindow: 5,
  windowSeconds: 600,
};

/** A variable the stage must set: missing or empty stops the function at start-up, by name. */
const required = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value !== '', `Missing environment variable ${name}`),
  );

/** A positive whole number, or the default when unset or unreadable (a typo never disables a limit). */
const positiveInt = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => {
      const parsed = Number.parseInt(value, 10);
      return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
    }),
  );

/** The table every deployed function works on, and its region. */
const tableEnv = {
  AWS_REGION: v.optional(v.string(), 'us-east-1'),
  TABLE_NAME: required('TABLE_NAME'),
};

/** Everything a deployed API function reads from its environment, in one schema. */
const stageEnvSchema = v.object({
  ...tableEnv,
  USER_POOL_ID: required('USER_POOL_ID'),
  USER_POOL_CLIENT_ID: required('USER_POOL_CLIENT_ID'),
  UPLOADS_BUCKET: required('UPLOADS_BUCKET'),
  MAIL_QUEUE_URL: required('MAIL_QUEUE_URL'),
  MAIL_DEAD_LETTER_QUEUE_URL: required('MAIL_DEAD_LETTER_QUEUE_URL'),
  // Unset on a stage without a sender: every send then fails as NoSender.
  MAIL_FROM: v.optional(v.string(), ''),
  RATE_LIMIT_APPLICATIONS: positiveInt(DEFAULT_RATE_LIMITS.applicationsPerWindow),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(DEFAULT_RATE_LIMITS.windowSeconds),
  // The site's bucket (its index.html); unset under `sst dev`, where Vite serves the site.
  SITE_BUCKET: v.optional(v.string(), ''),
  // Only the exact word turns the super admins' authenticator-app rule off.
  REQUIRE_SUPER_ADMIN_MFA: v.optional(v.string(), ''),
});

/** Reads the environment through a schema; the first problem stops start-up with its message. */
export function readEnv<T>(schema: v.GenericSchema<unknown, T>): T {
  const parsed = v.safeParse(schema, process.env);
  if (!parsed.success) throw new Error(parsed.issues[0]!.message);
  return parsed.output;
}

/** Configuration of a deployed stage (the Lambda): values come from the environment infra sets. */
export function configFromEnv(): AppConfig {
  const env = readEnv(stageEnvSchema);
  return {
    region: env.AWS_REGION,
    tableName: env.TABLE_NAME,
    userPoolId: env.USER_POOL_ID,
    userPoolClientId: env.USER_POOL_CLIENT_ID,
    uploadsBucket: env.UPLOADS_BUCKET,
    mailFrom: env.MAIL_FROM || undefined,
    ...(env.SITE_BUCKET
      ? { homeTemplate: { bucket: env.SITE_BUCKET, key: HOME_TEMPLATE_KEY } }
      : {}),
    mailQueue: { url: env.MAIL_QUEUE_URL, deadLetterUrl: env.MAIL_DEAD_LETTER_QUEUE_URL },
    rateLimits: {
      applicationsPerWindow: env.RATE_LIMIT_APPLICATIONS,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    },
    requireSuperAdminMfa: env.REQUIRE_SUPER_ADMIN_MFA !== 'false',
    behindEdge: true,
  };
}

/**
 * What a function that needs only the table reads: the mail events' recorder
 * (functions/src/mail-events.ts) and the retention run (functions/src/retention.ts).
 */
export function tableConfigFromEnv() {
  const env = readEnv(v.object(tableEnv));
  return { region: env.AWS_REGION, tableName: env.TABLE_NAME };
}

/** What the mail queue's consumer reads (functions/src/mail-queue.ts): its table and sender. */
export function mailConsumerConfigFromEnv() {
  const table = tableConfigFromEnv();
  const env = readEnv(v.object({ MAIL_FROM: v.optional(v.string(), '') }));
  return { ...table, mailFrom: env.MAIL_FROM || undefined };
}
