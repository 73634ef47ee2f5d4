import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '@institute/functions/config';
import { createDeps, type AppDeps } from '@institute/functions/deps';
import { handleApplicationMailJob } from '@institute/core/application/notify';
import {
  startFileMailWorker,
  type FileMailWorker,
} from '@institute/core/notifications/file-mail-queue';
import type { Mailer } from '@institute/core/notifications/mailer';
import { startCognito } from './cognito';
import {
  LOCAL_BUCKET,
  LOCAL_CLIENT_ID,
  LOCAL_MAIL_FROM,
  LOCAL_MAIL_QUEUE_FOLDER,
  LOCAL_OUTBOX_FOLDER,
  LOCAL_POOL_ID,
  LOCAL_REGION,
  LOCAL_TABLE,
} from './constants';
import { ensureTable, startDynamo } from './dynamo';
import { startS3 } from './s3';
import { seed } from './seed';
import { startLocalServer } from './server';
import { grantedDb } from './table-grants';
import { API_TABLE_GRANT, MAIL_CONSUMER_TABLE_GRANT } from '../permissions';

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where state persists; omitted: everything in memory or a temporary folder, gone on stop. */
  dataDir?: string;
  /**
   * A DynamoDB stand-in already running elsewhere (the API benchmark runs dynalite in a process of
   * its own, as DynamoDB is a service of its own on AWS); omitted: dynalite in this process.
   */
  dynamoEndpoint?: string;
  /**
   * false: no mail consumer in this process; another one takes the queue's jobs (the API
   * benchmark runs it beside the table, as the consumer is a function of its own on AWS).
   */
  mailConsumer?: boolean;
  webDist?: string;
  /** Local limits are high enough for load tests (at least 1,000 submissions a minute). */
  rateLimits?: AppConfig['rateLimits'];
  /** As on AWS stages: super_admins need TOTP enabled (off by default locally). */
  requireSuperAdminMfa?: boolean;
  /** Replaces the outbox (tests inject one that fails). */
  mailer?: Mailer;
  /** The API's clock where a use case takes one (tests move it on). */
  clock?: () => Date;
  /** The applicant's status page (tests shorten its answer floor). */
  applicationStatus?: AppConfig['applicationStatus'];
  /** The mail queue's wait after a job's first failed receive (doubled after each later one). */
  mailRetryDelayMs?: number;
  onCode?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  port: number;
  config: AppConfig;
  deps: AppDeps;
  cognitoEndpoint: string;
  /** The mail queue's consumer (tests wait on `settled()`). */
  mailWorker: FileMailWorker;
  stop(): Promise<void>;
}

export const LOCAL_RATE_LIMITS: AppConfig['rateLimits'] = {
  applicationsPerWindow: 2000,
  windowSeconds: 60,
  // Every end-to-end test signs in from 127.0.0.1: high, but still a limit.
  signInsPerWindow: 500,
};

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const persistent = Boolean(options.dataDir);
  const root = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'institute-stack-')));
  await mkdir(path.join(root, 'cognito'), { recursive: true });
  await mkdir(path.join(root, 's3'), { recursive: true });

  const [dynamo, cognito, s3] = await Promise.all([
    options.dynamoEndpoint
      ? { endpoint: options.dynamoEndpoint, close: async () => {} }
      : startDynamo({ path: persistent ? path.join(root, 'dynamo') : undefined }),
    startCognito({ directory: path.join(root, 'cognito'), onCode: options.onCode }),
    startS3({ directory: path.join(root, 's3'), bucket: LOCAL_BUCKET }),
  ]);
  await ensureTable(dynamo.endpoint, LOCAL_TABLE);

  const config: AppConfig = {
    behindEdge: false,
    region: LOCAL_REGION,
    tableName: LOCAL_TABLE,
    userPoolId: LOCAL_POOL_ID,
    userPoolClientId: LOCAL_CLIENT_ID,
    uploadsBucket: LOCAL_BUCKET,
    local: {
      dynamoEndpoint: dynamo.endpoint,
      cognitoEndpoint: cognito.endpoint,
      s3Endpoint: s3.endpoint,
      jwks: cognito.jwks,
      outboxDir: path.join(root, LOCAL_OUTBOX_FOLDER),
      mailQueueDir: path.join(root, LOCAL_MAIL_QUEUE_FOLDER),
    },
    mailFrom: LOCAL_MAIL_FROM,
    rateLimits: options.rateLimits ?? LOCAL_RATE_LIMITS,
    requireSuperAdminMfa: options.requireSuperAdminMfa ?? false,
    ...(options.applicationStatus ? { applicationStatus: options.applicationStatus } : {}),
    // `/` is served by the API from the build's index.html, as on AWS from the site's bucket.
    ...(options.webDist
      ? { homeTemplate: { file: path.join(options.webDist, 'index.html') } }
      : {}),
  };
  // `deps` is returned as it is, for tests to arrange and inspect the table; the API and the mail
  // consumer each get a client held to their AWS role's grant (./table-grants.ts).
  const deps = createDeps(config, { mailer: options.mailer, clock: options.clock });
  await seed({ cognitoEndpoint: cognito.endpoint, db: deps.db });
  const tableOptions = { region: LOCAL_REGION, tableName: LOCAL_TABLE, endpoint: dynamo.endpoint };
  const apiDb = grantedDb(tableOptions, 'Api', API_TABLE_GRANT);
  const consumerDb = grantedDb(tableOptions, 'MailQueue consumer', MAIL_CONSUMER_TABLE_GRANT);
  // Lambda's SQS consumer on AWS (functions/src/mail-queue.ts); here, in this process.
  const mailWorker: FileMailWorker =
    options.mailConsumer === false
      ? {
          settled: () => Promise.reject(new Error('This stack has no mail consumer')),
          stop: async () => {},
        }
      : startFileMailWorker({
          dir: config.local!.mailQueueDir,
          handle: (job, attempt) =>
            handleApplicationMailJob({ db: consumerDb, mailer: deps.mailer }, job, attempt),
          retryDelayMs: options.mailRetryDelayMs,
        });

  const server = await startLocalServer({
    port: options.port ?? 0,
    deps: { ...deps, db: apiDb },
    cognitoEndpoint: cognito.endpoint,
    webDist: options.webDist,
    onCode: options.onCode,
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    deps,
    cognitoEndpoint: cognito.endpoint,
    mailWorker,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailWorker.stop();
      await Promise.all([dynamo.close(), cognito.close(), s3.close()]);
      for (const db of [deps.db, apiDb, consumerDb]) db.doc.destroy();
      deps.cognito.destroy();
      deps.s3.destroy();
      if (!persistent) await rm(root, { recursive: true, force: true });
    },
  };
}
