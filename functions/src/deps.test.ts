import { describe, expect, it } from 'vitest';
import { noSenderMailer } from '@institute/core/notifications/mailer';
import { configFromEnv } from './config';
import { createDeps } from './deps';

const STAGE_ENV = {
  TABLE_NAME: 'institute-site-dev-Table',
  USER_POOL_ID: 'ap-southeast-1_abc',
  USER_POOL_CLIENT_ID: 'client',
  UPLOADS_BUCKET: 'institute-uploads-test',
  MAIL_QUEUE_URL: 'https://sqs.ap-southeast-1.amazonaws.com/123456789012/MailQueue',
  MAIL_DEAD_LETTER_QUEUE_URL:
    'https://sqs.ap-southeast-1.amazonaws.com/123456789012/MailDeadLetters',
};

function withEnv<T>(env: Record<string, string>, run: () => T): T {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return run();
  } finally {
    process.env = saved;
  }
}

describe('a stage without an e-mail sender', () => {
  it('starts without MAIL_FROM and refuses every message as NoSender', async () => {
    const config = withEnv(STAGE_ENV, () => {
      delete process.env.MAIL_FROM;
      return configFromEnv();
    });
    expect(config.mailFrom).toBeUndefined();
    const { mailer } = createDeps(config);
    expect(mailer).toBe(noSenderMailer);
    await expect(
      mailer.send({ to: 'a@example.org', subject: 's', text: 't', html: 't' }),
    ).rejects.toMatchObject({ code: 'NoSender' });
  });

  it('sends through SES from MAIL_FROM when the stage has one', () => {
    const config = withEnv(
      { ...STAGE_ENV, MAIL_FROM: 'no-reply@institute.example' },
      configFromEnv,
    );
    expect(config.mailFrom).toBe('no-reply@institute.example');
    expect(createDeps(config).mailer).not.toBe(noSenderMailer);
  });
});
