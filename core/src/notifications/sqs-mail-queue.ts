import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { MailJob, MailQueue } from './mail-queue';

/** The AWS stages' mail queue: SQS, with a dead-letter queue the stack attaches (infra/email-queue.ts). */
export function sqsMailQueue({
  queueUrl,
  deadLetterQueueUrl,
  region,
  client = new SQSClient({ region }),
}: {
  queueUrl: string;
  deadLetterQueueUrl: string;
  region: string;
  client?: SQSClient;
}): MailQueue {
  return {
    async enqueue(job: MailJob) {
      await client.send(
        new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(job) }),
      );
    },
    async deadLetterCount() {
      const { Attributes } = await client.send(
        new GetQueueAttributesCommand({
          QueueUrl: deadLetterQueueUrl,
          AttributeNames: ['ApproximateNumberOfMessages'],
        }),
      );
      return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
    },
  };
}
