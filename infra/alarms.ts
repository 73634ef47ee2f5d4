import { LOGGED_SIGNALS, SIGNAL_THRESHOLDS } from '../core/src/ops/signals';
import { api } from './api';
import { mailDeadLetters } from './email-queue';
import { settings } from './stage';

/*
 * What an operator must hear about without watching a dashboard: the API failing, being throttled,
 * and the two failures the app logs but never shows to a visitor. Each alarm mails the stage's
 * operator (infra/stages.ts) through one SNS topic; the address confirms the subscription once.
 * The same conditions show locally on /api/health for super admins (docs/decisions/012).
 */

const { operatorEmail } = settings();

export const alarmTopic = new sst.aws.SnsTopic('Alarms');

if (operatorEmail) {
  new aws.sns.TopicSubscription('AlarmsOperator', {
    topic: alarmTopic.arn,
    protocol: 'email',
    endpoint: operatorEmail,
  });
}

/** The app's own structured log lines (core/src/ops/signals.ts), counted as metrics. */
export const LOGGED_FAILURES: Record<string, (typeof LOGGED_SIGNALS)[number]> = {
  AuditWriteFailed: 'audit_write_failed',
  NotificationFailed: 'notification_failed',
};

export const METRIC_NAMESPACE = $interpolate`Institute/${$app.stage}`;

const logGroupName = api.nodes.logGroup.apply((group) => {
  if (!group) throw new Error('The API function has no log group of its own to count failures in');
  return group.name;
});

for (const [metric, msg] of Object.entries(LOGGED_FAILURES)) {
  new aws.cloudwatch.LogMetricFilter(`Api${metric}Filter`, {
    logGroupName,
    pattern: `{ $.msg = "${msg}" }`,
    metricTransformation: {
      name: metric,
      namespace: METRIC_NAMESPACE,
      value: '1',
      defaultValue: '0',
      unit: 'Count',
    },
  });
}

interface AlarmSpec {
  description: string;
  /** Lambda's own metric of the API function, or one of the app's logged failures above. */
  source: 'lambda' | 'app';
  metric: string;
  /** Alarm when the 5-minute sum reaches this. */
  threshold: number;
}

/** Every alarm: a 5-minute sum at or over its threshold; no data means all is well. */
export const ALARMS: Record<string, AlarmSpec> = {
  ApiServerErrors: {
    description: 'The API answered 5xx (function URL) repeatedly within 5 minutes',
    source: 'lambda',
    metric: 'Url5xxCount',
    threshold: SIGNAL_THRESHOLDS.api_5xx,
  },
  ApiFunctionErrors: {
    description: 'The API function crashed or timed out',
    source: 'lambda',
    metric: 'Errors',
    threshold: 1,
  },
  ApiThrottles: {
    description: 'Lambda refused API invocations for lack of concurrency',
    source: 'lambda',
    metric: 'Throttles',
    threshold: SIGNAL_THRESHOLDS.throttled,
  },
  AuditWriteFailed: {
    description: 'An admin change was made but its audit entry could not be written',
    source: 'app',
    metric: 'AuditWriteFailed',
    threshold: SIGNAL_THRESHOLDS.audit_write_failed,
  },
  NotificationFailed: {
    description: 'An e-mail of a new application could not be sent (see the inbox)',
    source: 'app',
    metric: 'NotificationFailed',
    threshold: SIGNAL_THRESHOLDS.notification_failed,
  },
};

/**
 * E-mail jobs that failed on every receive wait in the dead-letter queue (infra/email-queue.ts):
 * one is enough to tell the operator. Locally /api/health shows the same count.
 */
export const deadLetterAlarm = new aws.cloudwatch.MetricAlarm('AlarmMailDeadLetters', {
  alarmDescription: 'E-mails of new applications failed on every try (the mail dead-letter queue)',
  namespace: 'AWS/SQS',
  metricName: 'ApproximateNumberOfMessagesVisible',
  dimensions: { QueueName: mailDeadLetters.nodes.queue.name },
  statistic: 'Maximum',
  period: 300,
  evaluationPeriods: 1,
  threshold: 1,
  comparisonOperator: 'GreaterThanOrEqualToThreshold',
  treatMissingData: 'notBreaching',
  alarmActions: [alarmTopic.arn],
  okActions: [alarmTopic.arn],
});

export const alarms = Object.entries(ALARMS).map(
  ([name, spec]) =>
    new aws.cloudwatch.MetricAlarm(`Alarm${name}`, {
      alarmDescription: spec.description,
      namespace: spec.source === 'lambda' ? 'AWS/Lambda' : METRIC_NAMESPACE,
      metricName: spec.metric,
      dimensions: spec.source === 'lambda' ? { FunctionName: api.name } : undefined,
      statistic: 'Sum',
      period: 300,
      evaluationPeriods: 1,
      threshold: spec.threshold,
      comparisonOperator: 'GreaterThanOrEqualToThreshold',
      treatMissingData: 'notBreaching',
      alarmActions: [alarmTopic.arn],
      okActions: [alarmTopic.arn],
    }),
);
