import { MAIL_QUEUE_RECEIVES } from '../core/src/notifications/mail-queue';
import { mailFrom, sendEmailPermissions } from './email';
import { MAIL_CONSUMER_TABLE_GRANT } from './permissions';
import { table, tablePermission } from './storage';

/*
 * New applications' e-mails and status e-mails leave the request path through SQS (docs/decisions
 * 032, 042): the API sends one message per application or status e-mail and answers; the consumer
 * sends the e-mails. SQS hands a message over again while the consumer reports it failed, up to
 * MAIL_QUEUE_RECEIVES times, then moves it to the dead-letter queue, which alarms
 * (infra/alarms.ts).
 */

/** Kept for the longest SQS allows, so an operator back from a holiday still finds them. */
const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

export const mailDeadLetters = new sst.aws.Queue('MailDeadLetters', {
  transform: { queue: { messageRetentionSeconds: FOURTEEN_DAYS } },
});

const CONSUMER_TIMEOUT_SECONDS = 30;

export const mailQueue = new sst.aws.Queue('MailQueue', {
  // AWS's advice for a Lambda consumer: at least six times its timeout. It is also the wait before
  // a failed job is received again.
  visibilityTimeout: `${6 * CONSUMER_TIMEOUT_SECONDS} seconds`,
  dlq: { queue: mailDeadLetters.arn, retry: MAIL_QUEUE_RECEIVES },
});

export const mailConsumer = mailQueue.subscribe(
  {
    handler: 'functions/src/mail-queue.handler',
    runtime: 'nodejs22.x',
    nodejs: { esbuild: { mainFields: ['module', 'main'] } },
    architecture: 'arm64',
    memory: '256 MB',
    timeout: `${CONSUMER_TIMEOUT_SECONDS} seconds`,
    // SST adds the receive and delete rights on this queue; the rest is listed here.
    permissions: [tablePermission(MAIL_CONSUMER_TABLE_GRANT), ...sendEmailPermissions],
    environment: {
      TABLE_NAME: table.name,
      ...(mailFrom ? { MAIL_FROM: mailFrom } : {}),
    },
  },
  // Only the failed messages of a batch are received again, not the ones already sent.
  { batch: { size: 5, partialResponses: true } },
);
