import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { formatAddress, headerSafe, PermanentMailError, type Mailer } from './mailer';

export interface SesMailerOptions {
  /** The verified sender address (infra/email.ts sets it per stage). */
  from: string;
  region?: string;
  /** A client to reuse (tests pass one with a stubbed send). */
  client?: SESv2Client;
}

// Client-side refusals that trying again may fix; every other client fault is final.
const RETRYABLE_CLIENT_ERRORS = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'ThrottlingException',
]);

function isPermanent(err: unknown): err is Error {
  const fault = (err as { $fault?: string } | null)?.$fault;
  return err instanceof Error && fault === 'client' && !RETRYABLE_CLIENT_ERRORS.has(err.name);
}

/** Amazon SES (v2 SendEmail, "simple" content: SES builds the MIME parts). */
export function sesMailer({ from, region, client }: SesMailerOptions): Mailer {
  const ses =
    client ??
    new SESv2Client({
      region: region ?? process.env.AWS_REGION,
      // sendWithRetry does the retrying; the SDK's own would multiply it past the Lambda timeout.
      maxAttempts: 1,
      requestHandler: { connectionTimeout: 1000, requestTimeout: 3000 },
    });
  return {
    async send(message) {
      try {
        await ses.send(
          new SendEmailCommand({
            FromEmailAddress: formatAddress(from, message.fromName),
            Destination: { ToAddresses: [message.to] },
            ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
            Content: {
              Simple: {
                Subject: { Data: headerSafe(message.subject), Charset: 'UTF-8' },
                Body: {
                  Text: { Data: message.text, Charset: 'UTF-8' },
                  Html: { Data: message.html, Charset: 'UTF-8' },
                },
              },
            },
          }),
        );
      } catch (err) {
        if (isPermanent(err)) throw new PermanentMailError(err.message, err.name);
        throw err;
      }
    },
  };
}
