import * as v from 'valibot';

/*
 * E-mail leaves the request path through a queue: the API stores an application, puts one job on
 * the queue and answers. A consumer sends the job's e-mails; a job whose send keeps failing is
 * tried again by the queue, and after its last try it is dead-lettered (an alarm on AWS, the
 * health page locally). SQS on AWS (sqs-mail-queue.ts), files in the stack's data folder locally
 * (file-mail-queue.ts); both run the same consumer (core/src/application/notify.ts).
 */

/**
 * One job: the e-mails of a newly stored application, or one status e-mail staff sent (its text
 * is stored on the application). Ids only, never personal data.
 */
export const mailJobSchema = v.variant('kind', [
  v.object({
    kind: v.literal('new_application'),
    application_id: v.pipe(v.string(), v.uuid()),
    /** The origin the applicant submitted from, for links in the e-mails. */
    site_url: v.optional(v.pipe(v.string(), v.url())),
  }),
  v.object({
    kind: v.literal('status_email'),
    application_id: v.pipe(v.string(), v.uuid()),
    email_id: v.pipe(v.string(), v.uuid()),
  }),
]);
export type MailJob = v.InferOutput<typeof mailJobSchema>;

/**
 * How many times a job is received before it is dead-lettered (SQS's `maxReceiveCount`). Each
 * receive also retries a failed send a few times in-process (MAIL_RETRY).
 */
export const MAIL_QUEUE_RECEIVES = 3;

/**
 * What the consumer made of one receive: `done` (sent, or failed for good: a rejected address is
 * not tried again), `retry` (a send failed in a way another try may fix), `dead` (it still failed
 * on the last receive: recorded on the application, and dead-lettered for the operator).
 */
export type MailJobOutcome = 'done' | 'retry' | 'dead';

/** Handles one receive of a job; `finalAttempt` is true on its last receive. */
export type MailJobHandler = (
  job: MailJob,
  attempt: { finalAttempt: boolean },
) => Promise<MailJobOutcome>;

export interface MailQueue {
  /** Resolves once the job is durably queued; rejects when it was not. */
  enqueue(job: MailJob): Promise<void>;
  /** Jobs that exhausted their receives and wait for an operator (an alarm on AWS). */
  deadLetterCount(): Promise<number>;
}

/** Reads a job off the queue; anything else is reported as unreadable and never retried. */
export function parseMailJob(body: unknown): MailJob | undefined {
  const parsed = v.safeParse(mailJobSchema, body);
  return parsed.success ? parsed.output : undefined;
}
