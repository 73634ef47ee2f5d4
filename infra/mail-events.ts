import { mailEventsTopic } from './email';
import { MAIL_EVENTS_TABLE_GRANT } from './permissions';
import { table, tablePermission } from './storage';

/*
 * SES publishes bounces and complaints to the stage's MailEvents topic (the identity's
 * configuration set, infra/email.ts); this function records each one in the table.
 */

if (mailEventsTopic) {
  const account = aws.getCallerIdentityOutput().accountId;

  // SES publishes as a service principal: allowed for this account's identities only.
  new aws.sns.TopicPolicy('MailEventsPolicy', {
    arn: mailEventsTopic.arn,
    policy: $jsonStringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { Service: 'ses.amazonaws.com' },
          Action: 'sns:Publish',
          Resource: mailEventsTopic.arn,
          Condition: { StringEquals: { 'AWS:SourceAccount': account } },
        },
      ],
    }),
  });

  mailEventsTopic.subscribe('MailEventsRecorder', {
    handler: 'functions/src/mail-events.handler',
    runtime: 'nodejs22.x',
    architecture: 'arm64',
    memory: '256 MB',
    timeout: '30 seconds',
    permissions: [tablePermission(MAIL_EVENTS_TABLE_GRANT)],
    environment: { TABLE_NAME: table.name },
  });
}
