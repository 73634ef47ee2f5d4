import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, mailConsumerConfigFromEnv, tableConfigFromEnv } from './config';
import { handler as mailEventsHandler } from './mail-events';
import { handler as retentionHandler } from './retention';

const STAGE_ENV = {
  TABLE_NAME: 'config-test',
  USER_POOL_ID: 'us-east-1_ConfigTest',
  USER_POOL_CLIENT_ID: 'configtestclient',
  UPLOADS_BUCKET: 'institute-uploads-test',
  MAIL_QUEUE_URL: 'https://sqs.ap-southeast-1.amazonaws.com/123456789012/MailQueue',
  MAIL_DEAD_LETTER_QUEUE_URL:
    'https://sqs.ap-southeast-1.amazonaws.com/123456789012/MailDeadLetters',
  MAIL_FROM: 'no-reply@config-test.example',
};
const saved = { ...process.env };

/** configFromEnv with exactly these variables set (as a deployed function would have them). */
function configWith(variables: Record<string, string>) {
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, variables);
  return configFromEnv();
}

afterEach(() => {
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe('a deployed stage (configFromEnv)', () => {
  it.each(['TABLE_NAME', 'UPLOADS_BUCKET', 'MAIL_QUEUE_URL'])(
    'refuses to start without %s, naming it',
    (name) => {
      const { [name]: _missing, ...rest } = STAGE_ENV as Record<string, string>;
      expect(() => configWith(rest)).toThrow(`Missing environment variable ${name}`);
    },
  );

  it('requires an authenticator app of super admins unless told otherwise', () => {
    expect(configWith(STAGE_ENV).requireSuperAdminMfa).toBe(true);
  });

  it.each(['', 'true', '0', 'no', 'False', 'FALSE', ' false'])(
    'keeps the rule on for REQUIRE_SUPER_ADMIN_MFA=%j: only the exact word false turns it off',
    (value) => {
      expect(
        configWith({ ...STAGE_ENV, REQUIRE_SUPER_ADMIN_MFA: value }).requireSuperAdminMfa,
      ).toBe(true);
    },
  );

  it('turns the rule off for REQUIRE_SUPER_ADMIN_MFA=false', () => {
    expect(
      configWith({ ...STAGE_ENV, REQUIRE_SUPER_ADMIN_MFA: 'false' }).requireSuperAdminMfa,
    ).toBe(false);
  });
});

describe("the mail queue's consumer (mailConsumerConfigFromEnv)", () => {
  it('reads its table and sender, and refuses to start without TABLE_NAME', () => {
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, { TABLE_NAME: 't', MAIL_FROM: 'no-reply@example.org' });
    expect(mailConsumerConfigFromEnv()).toEqual({
      region: 'us-east-1',
      tableName: 't',
      mailFrom: 'no-reply@example.org',
    });
    delete process.env.TABLE_NAME;
    expect(() => mailConsumerConfigFromEnv()).toThrow('Missing environment variable TABLE_NAME');
  });
});

describe('the functions that need only the table (tableConfigFromEnv)', () => {
  it('reads the table and region', () => {
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, { TABLE_NAME: 't', AWS_REGION: 'ap-southeast-1' });
    expect(tableConfigFromEnv()).toEqual({ region: 'ap-southeast-1', tableName: 't' });
  });

  it.each(['', undefined])(
    'refuses to start with TABLE_NAME=%j: the mail events and the retention run too',
    async (value) => {
      for (const name of Object.keys(process.env)) delete process.env[name];
      if (value !== undefined) process.env.TABLE_NAME = value;
      const missing = 'Missing environment variable TABLE_NAME';
      expect(() => tableConfigFromEnv()).toThrow(missing);
      expect(() => mailEventsHandler({ Records: [] })).toThrow(missing);
      await expect(retentionHandler()).rejects.toThrow(missing);
    },
  );
});
