import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../infra/security-headers';
import { parseCsp } from './csp';
import { MOCK_REGION } from './mock-state';
import {
  HEADERS_POLICY,
  LAMBDA,
  QUEUE,
  securityHeadersFrom,
  type StageContext,
} from './stack-queries';

/** Alarms, the mail queue, and the security headers every response carries. */
export function describeAlarmsAndHeaders(ctx: StageContext) {
  const { stage, settings } = ctx;
  describe(`alarms (${stage})`, () => {
    const topicArn = () => ctx.stack.one('aws:sns/topic:Topic', 'Alarms').state.arn;

    it(`e-mails ${settings.operatorEmail ?? 'nobody (no operator address)'} through one SNS topic`, () => {
      const subscriptions = ctx.stack
        .ofType('aws:sns/topicSubscription:TopicSubscription')
        .filter((s) => s.inputs.protocol === 'email');
      expect(
        subscriptions.map((s) => [s.inputs.topic, s.inputs.protocol, s.inputs.endpoint]),
      ).toEqual(settings.operatorEmail ? [[topicArn(), 'email', settings.operatorEmail]] : []);
      expect(ctx.stack.outputs.alarmTopic).toBe(topicArn());
    });

    /** The log group a function writes to: the API's, or the mail queue consumer's. */
    const logGroupOf = (fn: 'Api' | 'MailQueue') =>
      ctx.stack.one(LAMBDA, fn).inputs.loggingConfig.logGroup as string;
    const filters = () =>
      ctx.stack.ofType('aws:cloudwatch/logMetricFilter:LogMetricFilter').map((f) => f.inputs);

    it('counts the logged failures as metrics in every function that logs them', () => {
      // audit_write_failed: admin changes, API only. notification_failed: the consumer sends the
      // queued e-mails; the API logs it when queueing fails and on "Send again".
      const loggedBy = [
        ['Api', 'AuditWriteFailed', 'audit_write_failed'],
        ['Api', 'NotificationFailed', 'notification_failed'],
        ['MailQueue', 'NotificationFailed', 'notification_failed'],
      ] as const;
      const inOrder = (a: unknown[], b: unknown[]) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b));
      expect(
        filters()
          .map((f) => [f.logGroupName, f.pattern, f.metricTransformation])
          .sort(inOrder),
      ).toEqual(
        loggedBy
          .map(([fn, metric, msg]) => [
            logGroupOf(fn),
            `{ $.msg = "${msg}" }`,
            {
              name: metric,
              namespace: `Institute/${stage}`,
              value: '1',
              defaultValue: '0',
              unit: 'Count',
            },
          ])
          .sort(inOrder),
      );
    });

    it("counts the mail queue consumer's notification_failed in the metric its alarm reads", () => {
      const consumerLogGroup = logGroupOf('MailQueue');
      expect(consumerLogGroup).not.toBe(logGroupOf('Api'));
      const filter = filters().find(
        (f) =>
          f.logGroupName === consumerLogGroup && f.pattern === '{ $.msg = "notification_failed" }',
      );
      expect(filter, 'no notification_failed filter on the consumer log group').toBeDefined();
      const alarm = ctx.stack.one(
        'aws:cloudwatch/metricAlarm:MetricAlarm',
        'AlarmNotificationFailed',
      ).inputs;
      expect([filter!.metricTransformation.namespace, filter!.metricTransformation.name]).toEqual([
        alarm.namespace,
        alarm.metricName,
      ]);
    });

    it('alarms on API 5xx, function errors, throttles, both logged failures, and the background functions failing, to the topic', () => {
      const functionName = ctx.stack.one(LAMBDA, 'Api').state.name;
      const consumerName = ctx.stack.one(LAMBDA, 'MailQueue').state.name;
      const retentionName = ctx.stack.one(LAMBDA, 'Retention').state.name;
      const alarms = ctx.stack
        .ofType('aws:cloudwatch/metricAlarm:MetricAlarm')
        .filter((a) => a.inputs.namespace !== 'AWS/SQS')
        .map((a) => a.inputs);
      expect(
        alarms
          .map((a) => [a.namespace, a.metricName, a.dimensions?.FunctionName, a.threshold])
          .sort((a, b) => `${a[1]} ${a[2]}`.localeCompare(`${b[1]} ${b[2]}`)),
      ).toEqual(
        [
          [`Institute/${stage}`, 'AuditWriteFailed', undefined, 1],
          ['AWS/Lambda', 'Errors', functionName, 1],
          ['AWS/Lambda', 'Errors', consumerName, 1],
          ['AWS/Lambda', 'Errors', retentionName, 1],
          [`Institute/${stage}`, 'NotificationFailed', undefined, 1],
          ['AWS/Lambda', 'Throttles', functionName, 1],
          ['AWS/Lambda', 'Url5xxCount', functionName, 5],
        ].sort((a, b) => `${a[1]} ${a[2]}`.localeCompare(`${b[1]} ${b[2]}`)),
      );
      for (const alarm of alarms) {
        expect(alarm).toMatchObject({
          statistic: 'Sum',
          period: 300,
          comparisonOperator: 'GreaterThanOrEqualToThreshold',
          treatMissingData: 'notBreaching',
          alarmActions: [topicArn()],
        });
      }
    });
  });

  describe(`mail queue (${stage})`, () => {
    it('alarms as soon as one e-mail job of either kind waits in the dead-letter queue', () => {
      const alarm = ctx.stack.one('aws:cloudwatch/metricAlarm:MetricAlarm', 'AlarmMailDeadLetters');
      expect(alarm.inputs).toMatchObject({
        // The queue carries both kinds of e-mail job.
        alarmDescription: expect.stringMatching(/new application.*status e-mail/),
        namespace: 'AWS/SQS',
        metricName: 'ApproximateNumberOfMessagesVisible',
        dimensions: { QueueName: ctx.stack.one(QUEUE, 'MailDeadLetters').state.name },
        statistic: 'Maximum',
        threshold: 1,
        comparisonOperator: 'GreaterThanOrEqualToThreshold',
        alarmActions: [ctx.stack.one('aws:sns/topic:Topic', 'Alarms').state.arn],
      });
    });

    it('gives the API the queue URLs it sends to and counts', () => {
      const variables = ctx.stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables.MAIL_QUEUE_URL).toMatch(/^https:\/\/sqs\./);
      expect(variables.MAIL_QUEUE_URL).toBe(ctx.stack.one(QUEUE, 'MailQueue').state.url);
      expect(variables.MAIL_DEAD_LETTER_QUEUE_URL).toBe(
        ctx.stack.one(QUEUE, 'MailDeadLetters').state.url,
      );
    });
  });

  describe(`security headers (${stage})`, () => {
    const headers = () => securityHeadersFrom(ctx.stack.one(HEADERS_POLICY));

    it('sends a CSP without inline script that forbids framing', () => {
      const csp = parseCsp(headers()['Content-Security-Policy']!);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        `https://cognito-idp.${MOCK_REGION}.amazonaws.com`,
        `https://${ctx.stack.outputs.uploadsBucket}.s3.${MOCK_REGION}.amazonaws.com`,
      ]);
    });

    it('sends HSTS for at least six months including subdomains', () => {
      const hsts =
        ctx.stack.one(HEADERS_POLICY).inputs.securityHeadersConfig.strictTransportSecurity;
      expect(hsts.accessControlMaxAgeSec).toBeGreaterThanOrEqual(15_768_000);
      expect(hsts.includeSubdomains).toBe(true);
      expect(hsts.override).toBe(true);
    });

    it('sends nosniff, a strict referrer policy, DENY framing and a permissions policy', () => {
      const security = ctx.stack.one(HEADERS_POLICY).inputs.securityHeadersConfig;
      expect(security.contentTypeOptions).toEqual({ override: true });
      expect(security.referrerPolicy).toEqual({
        referrerPolicy: 'strict-origin-when-cross-origin',
        override: true,
      });
      expect(security.frameOptions).toEqual({ frameOption: 'DENY', override: true });
      const permissions = headers()['Permissions-Policy']!;
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
        expect(permissions.split(/,\s*/)).toContain(feature);
      }
    });

    it('sends exactly what the shared security-headers module defines', () => {
      expect(headers()).toEqual(
        securityHeaders({
          connectSources: [
            `https://cognito-idp.${MOCK_REGION}.amazonaws.com`,
            `https://${ctx.stack.outputs.uploadsBucket}.s3.${MOCK_REGION}.amazonaws.com`,
          ],
        }),
      );
    });
  });
}
