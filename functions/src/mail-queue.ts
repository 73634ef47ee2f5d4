import { handleApplicationMailJob } from '@institute/core/application/notify';
import { createDb } from '@institute/core/db/client';
import { MAIL_QUEUE_RECEIVES, parseMailJob } from '@institute/core/notifications/mail-queue';
import { noSenderMailer } from '@institute/core/notifications/mailer';
import { sesMailer } from '@institute/core/notifications/ses-mailer';
import { errorName, log } from '@institute/core/ops/log';
import { mailConsumerConfigFromEnv } from './config';

/** The SQS records this function receives (the fields read here only). */
export interface SqsEvent {
  Records: Array<{
    messageId: string;
    body: string;
    attributes: { ApproximateReceiveCount: string };
  }>;
}

/** SQS's partial batch answer: only these messages become visible again (or are dead-lettered). */
export interface SqsBatchResponse {
  batchItemFailures: Array<{ itemIdentifier: string }>;
}

type Handle = typeof handleApplicationMailJob;
type Deps = Parameters<Handle>[0];

/**
 * Sends each queued job's e-mails (infra/email-queue.ts). A job that should be tried again is
 * reported as failed, so SQS hands it over again after the visibility timeout; after its last
 * receive SQS moves it to the dead-letter queue, whose alarm tells the operator.
 */
export function createMailQueueHandler(deps: Deps, handle: Handle = handleApplicationMailJob) {
  return async (event: SqsEvent): Promise<SqsBatchResponse> => {
    const batchItemFailures: SqsBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      let body: unknown;
      try {
        body = JSON.parse(record.body);
      } catch {
        body = undefined;
      }
      const job = parseMailJob(body);
      if (!job) {
        // Never readable, so never worth another receive: kept in the log, not retried.
        log.error('mail_job_unreadable', { message_id: record.messageId });
        continue;
      }
      const receives = Number(record.attributes.ApproximateReceiveCount) || 1;
      try {
        const outcome = await handle(deps, job, { finalAttempt: receives >= MAIL_QUEUE_RECEIVES });
        if (outcome !== 'done') batchItemFailures.push({ itemIdentifier: record.messageId });
      } catch (err) {
        log.error('mail_job_error', { application_id: job.application_id, error: errorName(err) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

let deployed: ((event: SqsEvent) => Promise<SqsBatchResponse>) | undefined;

/** The Lambda entry: the stage's table and sender from the environment, made on the first batch. */
export function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  if (!deployed) {
    const { region, tableName, mailFrom } = mailConsumerConfigFromEnv();
    deployed = createMailQueueHandler({
      db: createDb({ tableName, region }),
      // As the API (functions/src/deps.ts): a stage without a sender records every e-mail as failed.
      mailer: mailFrom ? sesMailer({ from: mailFrom, region }) : noSenderMailer,
    });
  }
  return deployed(event);
}
