import { describe, expect, it } from 'vitest';
import { fromAddressOf, isDomainSender } from '../../../infra/stages';
import {
  EMAIL_ACTIONS,
  MAIL_DEAD_LETTER_READ_ACTIONS,
  MAIL_QUEUE_SEND_ACTIONS,
  API_TABLE_GRANT,
  SITE_TEMPLATE_ACTIONS,
  UPLOADS_ACTIONS,
  USER_POOL_ACTIONS,
} from '../../../infra/permissions';
import { MOCK_ACCOUNT, MOCK_REGION, MOCK_ZONE_ID } from './mock-state';
import { configFromEnv } from '../../../functions/src/config';
import {
  EMAIL_IDENTITY,
  LAMBDA,
  QUEUE,
  REQUIRED_PLACEHOLDERS,
  TABLE,
  USER_POOL,
  apiBuild,
  type StageContext,
} from './stack-queries';

/* eslint-disable @typescript-eslint/no-explicit-any -- resource inputs are untyped JSON */

/** The API function's build, rights and environment, and the stage's e-mail sender. */
export function describeApiAndEmail(ctx: StageContext) {
  const { stage, production, settings } = ctx;
  describe(`api function (${stage})`, () => {
    it('builds functions/src/lambda.handler for Node 22 on arm64', () => {
      const build = apiBuild(ctx.stack);
      expect(build.handler).toBe('functions/src/lambda.handler');
      expect(build.runtime).toBe('nodejs22.x');
      expect(build.properties.architecture).toBe('arm64');

      const fn = ctx.stack.one(LAMBDA, 'Api').inputs;
      expect(fn.runtime).toBe('nodejs22.x');
      expect(fn.architectures).toEqual(['arm64']);
      expect(fn.handler).toBe('lambda.handler');
    });

    it('is linked to nothing: no component wildcard grants, no values copied twice', () => {
      expect(apiBuild(ctx.stack).links).toEqual({});
    });

    it('may call exactly the actions infra/permissions.ts lists, each on its own resources', () => {
      const policy = JSON.parse(
        ctx.stack.one('aws:iam/role:Role', 'Api').inputs.inlinePolicies[0].policy,
      );
      const statements = policy.Statement.map((s: { actions: string[]; resources: string[] }) => ({
        effect: (s as { effect?: string }).effect ?? 'Allow',
        actions: s.actions,
        resources: s.resources,
      }));
      const tableArn = ctx.stack.one(TABLE).state.arn;
      const bucketArn = ctx.stack.one('aws:s3/bucket:Bucket', 'Uploads').state.arn;
      const poolArn = ctx.stack.one(USER_POOL).state.arn;
      const expected: unknown[] = [
        {
          effect: 'Allow',
          actions: [...API_TABLE_GRANT.actions],
          resources: [tableArn, `${tableArn}/index/*`],
        },
        { effect: 'Allow', actions: [...UPLOADS_ACTIONS], resources: [`${bucketArn}/*`] },
        { effect: 'Allow', actions: [...USER_POOL_ACTIONS], resources: [poolArn] },
        {
          effect: 'Allow',
          actions: [...MAIL_QUEUE_SEND_ACTIONS],
          resources: [ctx.stack.one(QUEUE, 'MailQueue').state.arn],
        },
        {
          effect: 'Allow',
          actions: [...MAIL_DEAD_LETTER_READ_ACTIONS],
          resources: [ctx.stack.one(QUEUE, 'MailDeadLetters').state.arn],
        },
      ];
      // The home page's template: the site bucket's index.html (stack-home-page-suites.ts).
      const siteTemplate = {
        effect: 'Allow',
        actions: [...SITE_TEMPLATE_ACTIONS],
        resources: [`${ctx.stack.one('aws:s3/bucket:Bucket', 'WebAssets').state.arn}/index.html`],
      };
      if (settings.email) {
        expected.push({
          effect: 'Allow',
          actions: [...EMAIL_ACTIONS],
          resources: [
            `arn:aws:ses:${MOCK_REGION}:${MOCK_ACCOUNT}:identity/${settings.email.sender}`,
            ctx.stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email').state.arn,
            `arn:aws:ses:${MOCK_REGION}:${MOCK_ACCOUNT}:identity/*`,
          ],
        });
      }
      expect(statements).toEqual([...expected, siteTemplate]);
      // Nothing anywhere grants a whole service.
      expect(JSON.stringify(policy)).not.toMatch(/"[a-z-]+:\*"/);
    });

    it('gets the resource names as environment variables', () => {
      const variables = ctx.stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables).toMatchObject({
        TABLE_NAME: ctx.stack.outputs.table,
        USER_POOL_ID: ctx.stack.outputs.userPoolId,
        USER_POOL_CLIENT_ID: ctx.stack.outputs.userPoolClientId,
        UPLOADS_BUCKET: ctx.stack.outputs.uploadsBucket,
      });
      // SST's own link variables are absent: the app reads these names only.
      expect(Object.keys(variables).filter((key) => key.startsWith('SST_RESOURCE_'))).toEqual([
        'SST_RESOURCE_App',
      ]);
    });

    it('keeps the authenticator-app rule for super admins on: nothing in its environment turns it off', () => {
      const variables = ctx.stack.one(LAMBDA, 'Api').inputs.environment.variables as Record<
        string,
        string
      >;
      // The API's own reading of exactly this environment (placeholders only for what it requires).
      const saved = { ...process.env };
      try {
        for (const name of Object.keys(process.env)) delete process.env[name];
        Object.assign(process.env, REQUIRED_PLACEHOLDERS, variables);
        expect(configFromEnv().requireSuperAdminMfa).toBe(true);
      } finally {
        for (const name of Object.keys(process.env)) delete process.env[name];
        Object.assign(process.env, saved);
      }
    });

    it(`${settings.reservedConcurrency ? `reserves exactly ${settings.reservedConcurrency}` : 'reserves no'} concurrency (the stage's setting)`, () => {
      expect(ctx.stack.one(LAMBDA, 'Api').inputs.reservedConcurrentExecutions).toBe(
        settings.reservedConcurrency,
      );
    });
  });

  describe(`e-mail (${stage})`, () => {
    const sender = settings.email?.sender;

    if (!sender) {
      it('has no SES identity and gives the API no sender (sends are recorded as NoSender)', () => {
        // No bounce recorder without a sender: the API, the mail queue's consumer (which records
        // each e-mail as NoSender) and the retention run only.
        expect(ctx.stack.builds.map((b) => b.handler).sort()).toEqual([
          'functions/src/lambda.handler',
          'functions/src/mail-queue.handler',
          'functions/src/retention.handler',
        ]);
        expect(ctx.stack.ofType(EMAIL_IDENTITY)).toEqual([]);
        expect(
          ctx.stack.ofType('aws:ses/domainIdentityVerification:DomainIdentityVerification'),
        ).toEqual([]);
        expect(ctx.stack.one(LAMBDA, 'Api').inputs.environment.variables.MAIL_FROM).toBeUndefined();
      });

      it("leaves Cognito's codes to Cognito's own sender", () => {
        expect(ctx.stack.one(USER_POOL).inputs.emailConfiguration).toEqual({
          emailSendingAccount: 'COGNITO_DEFAULT',
        });
      });
      return;
    }

    it("has an SES identity for the stage's sender, with its configuration set", () => {
      const identity = ctx.stack.one(EMAIL_IDENTITY, 'Email').inputs;
      expect(identity.emailIdentity).toBe(sender);
      const configurationSet = ctx.stack.one(
        'aws:sesv2/configurationSet:ConfigurationSet',
        'Email',
      );
      expect(identity.configurationSetName).toBe(configurationSet.state.configurationSetName);
    });

    if (production) {
      it('publishes the DKIM and DMARC records in Route 53, then waits for SES to verify them', () => {
        const records = ctx.stack
          .ofType('aws:route53/record:Record')
          .map((r) => r.inputs)
          .filter((r) => r.name.includes('_domainkey') || r.name.startsWith('_dmarc'));
        expect(records.map((r) => [r.type, r.name, r.records[0], r.zoneId]).sort()).toEqual([
          ...['dkim1', 'dkim2', 'dkim3'].map((token) => [
            'CNAME',
            `${token}._domainkey.${sender}`,
            `${token}.dkim.amazonses.com`,
            MOCK_ZONE_ID,
          ]),
          ['TXT', `_dmarc.${sender}`, 'v=DMARC1; p=none;', MOCK_ZONE_ID],
        ]);
        const verification = ctx.stack.one(
          'aws:ses/domainIdentityVerification:DomainIdentityVerification',
        );
        expect(verification.inputs.domain).toBe(sender);
      });
    }

    if (!settings.email?.shared) {
      it('records SES bounces and complaints: configuration set → SNS topic → recorder function', () => {
        const topic = ctx.stack.one('aws:sns/topic:Topic', 'MailEvents').state.arn;
        const destination = ctx.stack.one(
          'aws:sesv2/configurationSetEventDestination:ConfigurationSetEventDestination',
        ).inputs;
        expect(destination.configurationSetName).toBe(
          ctx.stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email').state
            .configurationSetName,
        );
        expect(destination.eventDestination).toMatchObject({
          matchingEventTypes: ['BOUNCE', 'COMPLAINT'],
          snsDestination: { topicArn: topic },
          enabled: true,
        });
        const policy = JSON.parse(ctx.stack.one('aws:sns/topicPolicy:TopicPolicy').inputs.policy);
        expect(policy.Statement).toEqual([
          expect.objectContaining({
            Principal: { Service: 'ses.amazonaws.com' },
            Action: 'sns:Publish',
            Resource: topic,
            Condition: { StringEquals: { 'AWS:SourceAccount': MOCK_ACCOUNT } },
          }),
        ]);
        expect(ctx.stack.builds.map((b) => b.handler).sort()).toEqual([
          'functions/src/lambda.handler',
          'functions/src/mail-events.handler',
          'functions/src/mail-queue.handler',
          'functions/src/retention.handler',
        ]);
        const recorder = ctx.stack
          .ofType('aws:iam/role:Role')
          .find((r) => r.name.includes('MailEventsRecorder'))!;
        const statements = JSON.parse(recorder.inputs.inlinePolicies[0].policy).Statement;
        expect(statements.map((s: any) => [s.actions, s.resources])).toEqual([
          [['dynamodb:PutItem'], [ctx.stack.one(TABLE).state.arn]],
        ]);
        const subscription = ctx.stack
          .ofType('aws:sns/topicSubscription:TopicSubscription')
          .filter((s) => s.inputs.protocol === 'lambda');
        expect(subscription.map((s) => s.inputs.topic)).toEqual([topic]);
      });
    }

    it('gives the API its From address at that identity', () => {
      const variables = ctx.stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables.MAIL_FROM).toBe(fromAddressOf(sender));
    });

    if (settings.email?.shared || isDomainSender(sender)) {
      it("sends Cognito's sign-up and reset codes through SES from the institute's address", () => {
        const config = ctx.stack.one(USER_POOL).inputs.emailConfiguration;
        const identity = ctx.stack.one(EMAIL_IDENTITY, 'Email').state;
        expect(config).toEqual({
          emailSendingAccount: 'DEVELOPER',
          sourceArn: identity.arn,
          fromEmailAddress: `${settings.email!.fromName} <${fromAddressOf(sender)}>`,
          configurationSet: ctx.stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email')
            .state.configurationSetName,
        });
      });
    } else {
      it('creates an address identity that waits for no DNS, and leaves Cognito its own sender', () => {
        expect(
          ctx.stack.ofType('aws:ses/domainIdentityVerification:DomainIdentityVerification'),
        ).toEqual([]);
        // Unverified until its link is clicked, which Cognito would refuse as a source.
        expect(ctx.stack.one(USER_POOL).inputs.emailConfiguration).toEqual({
          emailSendingAccount: 'COGNITO_DEFAULT',
        });
      });
    }
  });
}
