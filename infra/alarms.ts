import { LOGGED_SIGNALS, SIGNAL_THRESHOLDS } from '../core/src/ops/signals';
import { api } from './api';
import { mailConsumer, mailDeadLetters } from './email-queue';
import { retention } from './retention';
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

type LoggedSignal = (typeof LOGGED_SIGNALS)[number];

/** The log group SST gives a function of its own, which its console output goes to. */
function logGroupName(label: string, group: $util.Output<aws.cloudwatch.LogGroup | undefined>) {
  return group.apply((found) => {
    if (!found) throw new Error(`The ${label} has no log group of its own to count failures in`);
    return found.name;
  });
}

/** The functions that log the app's failures, by the prefix of their metric filters' names. */
const LOG_GROUPS = {
  Api: logGroupName('API function', api.nodes.logGroup),
  MailConsumer: logGroupName(
    'mail queue consumer',
    mailConsumer.nodes.function.apply((fn) => fn.nodes.logGroup),
  ),
};

/**
 * The app's own structured log lines (core/src/ops/signals.ts), counted as metrics, and every
 * function whose code writes each: one filter per function into the same metric, so one alarm
 * counts them all.
 */
export const LOGGED_FAILURES: Record<
  string,
  { msg: LoggedSignal; loggedBy: Array<keyof typeof LOG_GROUPS> }
> = {
  // Admin changes are made through the API alone.
  AuditWriteFailed: { msg: 'audit_write_failed', loggedBy: ['Api'] },
  // The consumer sends the queued e-mails; the API records them as failed when it cannot queue
  // them, and sends them itself on "Send again".
  NotificationFailed: { msg: 'notification_failed', loggedBy: ['Api', 'MailConsumer'] },
};

export const METRIC_NAMESPACE = $interpolate`Institute/${$app.stage}`;

for (const [metric, { msg, loggedBy }] of Object.entries(LOGGED_FAILURES)) {
  for (const source of loggedBy) {
    new aws.cloudwatch.LogMetricFilter(`${source}${metric}Filter`, {
      logGroupName: LOG_GROUPS[source],
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
}

/**
 * The functions whose own Lambda metrics are watched. Only the API's throttles are: a throttled
 * queue batch stays in the queue and a throttled scheduled run is retried by Lambda for hours, so
 * for the other two a throttle delays work, and what never succeeds shows as Errors or dead letters.
 */
const WATCHED_FUNCTIONS = {
  Api: api.name,
  MailConsumer: mailConsumer.nodes.function.apply((fn) => fn.name),
  Retention: retention.nodes.function.name,
};

interface AlarmSpec {
  description: string;
  /** Lambda's own metric of one of the functions above, or one of the app's logged failures. */
  source: keyof typeof WATCHED_FUNCTIONS | 'app';
  metric: string;
  /** Alarm when the 5-minute sum reaches this. */
  threshold: number;
}

/** Every alarm: a 5-minute sum at or over its threshold; no data means all is well. */
export const ALARMS: Record<string, AlarmSpec> = {
  ApiServerErrors: {
    description: 'The API answered 5xx (function URL) repeatedly within 5 minutes',
    source: 'Api',
    metric: 'Url5xxCount',
    threshold: SIGNAL_THRESHOLDS.api_5xx,
  },
  ApiFunctionErrors: {
    description: 'The API function crashed or timed out',
    source: 'Api',
    metric: 'Errors',
    threshold: 1,
  },
  ApiThrottles: {
    description: 'Lambda refused API invocations for lack of concurrency',
    source: 'Api',
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
    description:
      "An e-mail could not be sent: an application's or a status e-mail (see the inbox), or an application-status code",
    source: 'app',
    metric: 'NotificationFailed',
    threshold: SIGNAL_THRESHOLDS.notification_failed,
  },
  // A failed job is retried by the queue, and lands in the dead letters (their own alarm) only
  // after its last try: this says at once that the consumer itself broke.
  MailConsumerErrors: {
    description: 'The mail queue consumer crashed or timed out (the queue tries its jobs again)',
    source: 'MailConsumer',
    metric: 'Errors',
    threshold: 1,
  },
  // Nothing else would tell: applications past their retention period stay unanonymised.
  RetentionErrors: {
    description: 'The daily retention run failed: applications due were not anonymised (PDPA)',
    source: 'Retention',
    metric: 'Errors',
    threshold: 1,
  },
};

/**
 * E-mail jobs that failed on every receive wait in the dead-letter queue (infra/email-queue.ts):
 * a new application's e-mails or a status e-mail. One is enough to tell the operator. Locally
 * /api/health shows the same count.
 */
export const deadLetterAlarm = new aws.cloudwatch.MetricAlarm('AlarmMailDeadLetters', {
  alarmDescription:
    "A new application's e-mails or a status e-mail failed on every try (mail dead-letter queue)",
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
      namespace: spec.source === 'app' ? METRIC_NAMESPACE : 'AWS/Lambda',
      metricName: spec.metric,
      dimensions:
        spec.source === 'app' ? undefined : { FunctionName: WATCHED_FUNCTIONS[spec.source] },
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
