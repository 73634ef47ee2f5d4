import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE_RECEIVES } from '../../core/src/notifications/mail-queue';
import { EMAIL_ACTIONS, MAIL_CONSUMER_TABLE_GRANT } from '../../infra/permissions';
import { deployUnderMocks, type MockedStack } from './support/sst-stack';

/* New applications' e-mails through SQS, as the real SST Queue component would create it. */

const QUEUE = 'aws:sqs/queue:Queue';
const LAMBDA = 'aws:lambda/function:Function';
const MAPPING = 'aws:lambda/eventSourceMapping:EventSourceMapping';

// One stage per file: sst.config.ts imports infra/* once per process. Production has a sender,
// so its consumer also gets the SES right.
for (const stage of ['prod']) {
  describe(`mail queue (${stage})`, () => {
    let stack: MockedStack;
    beforeAll(async () => {
      stack = await deployUnderMocks(stage);
    }, 120_000);
    afterAll(async () => {
      await stack?.dispose();
    });

    it(`dead-letters a job after ${MAIL_QUEUE_RECEIVES} receives, and keeps dead letters 14 days`, () => {
      const queue = stack.one(QUEUE, 'MailQueue').inputs;
      const dead = stack.one(QUEUE, 'MailDeadLetters');
      expect(JSON.parse(queue.redrivePolicy)).toEqual({
        deadLetterTargetArn: dead.state.arn,
        maxReceiveCount: MAIL_QUEUE_RECEIVES,
      });
      // At least six times the consumer's timeout, as AWS advises for a Lambda consumer.
      const consumer = stack.ofType(LAMBDA).find((fn) => fn.name.includes('MailQueue'))!;
      expect(queue.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * consumer.inputs.timeout);
      expect(dead.inputs.messageRetentionSeconds).toBe(14 * 24 * 60 * 60);
    });

    it('hands batches to functions/src/mail-queue.handler, which reports failures one by one', () => {
      const builds = stack.builds.filter((b) => b.handler === 'functions/src/mail-queue.handler');
      expect(builds).toHaveLength(1);
      expect(builds[0]!.links).toEqual({});
      const mapping = stack.one(MAPPING).inputs;
      expect(mapping.eventSourceArn).toBe(stack.one(QUEUE, 'MailQueue').state.arn);
      expect(mapping.functionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(mapping.batchSize).toBe(5);
    });

    it('lets the consumer read and record the application, send from the identity, and use its queue only', () => {
      const role = stack
        .ofType('aws:iam/role:Role')
        .find((r) => r.name.includes('MailQueue') && r.inputs.inlinePolicies?.length)!;
      const statements = JSON.parse(role.inputs.inlinePolicies[0].policy).Statement as Array<{
        actions: string[];
        resources: string[];
      }>;
      const queueArn = stack.one(QUEUE, 'MailQueue').state.arn;
      expect(statements.map((s) => s.actions)).toEqual([
        // SST's subscription: this queue's messages only.
        [
          'sqs:ChangeMessageVisibility',
          'sqs:DeleteMessage',
          'sqs:GetQueueAttributes',
          'sqs:GetQueueUrl',
          'sqs:ReceiveMessage',
        ],
        [...MAIL_CONSUMER_TABLE_GRANT.actions],
        [...EMAIL_ACTIONS],
      ]);
      expect(statements[0]!.resources).toEqual([queueArn]);
      // The settings are read through the byType index: a Query there is authorised on its ARN.
      const tableArn = stack.one('aws:dynamodb/table:Table').state.arn;
      expect(statements[1]!.resources).toEqual([tableArn, `${tableArn}/index/*`]);
      expect(JSON.stringify(statements)).not.toMatch(/"[a-z-]+:\*"/);
      const fn = stack.ofType(LAMBDA).find((f) => f.name.includes('MailQueue'))!.inputs;
      expect(fn.environment.variables.TABLE_NAME).toBe(stack.outputs.table);
      expect(fn.environment.variables.MAIL_FROM).toBeTruthy();
    });
  });
}
