import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../infra/security-headers';
import { parseCsp } from './csp';
import { edgeRequestInjection } from '../../../core/src/edge/headers';
import { fromAddressOf, isDomainSender, stageSettings } from '../../../infra/stages';
import {
  EMAIL_ACTIONS,
  MAIL_DEAD_LETTER_READ_ACTIONS,
  MAIL_QUEUE_SEND_ACTIONS,
  TABLE_ACTIONS,
  UPLOADS_ACTIONS,
  USER_POOL_ACTIONS,
} from '../../../infra/permissions';
import { MOCK_ACCOUNT, MOCK_CLOUDFRONT_DOMAIN, MOCK_REGION, MOCK_ZONE_ID } from './mock-state';
import { configFromEnv } from '../../../functions/src/config';
import { deployUnderMocks, type MockedStack, type RecordedResource } from './sst-stack';
import { respond, routeRequest } from './cloudfront-router';
import { PRERENDERED_PATHS, SPA_SHELL, pageFile } from '../../../web/prerender/pages';

/** What configFromEnv requires, should the stage pass it some other way than its environment. */
const REQUIRED_PLACEHOLDERS = {
  TABLE_NAME: 'placeholder',
  USER_POOL_ID: 'placeholder',
  USER_POOL_CLIENT_ID: 'placeholder',
  UPLOADS_BUCKET: 'placeholder',
  MAIL_FROM: 'placeholder@example.com',
};

/* eslint-disable @typescript-eslint/no-explicit-any -- resource inputs are untyped JSON */

const TABLE = 'aws:dynamodb/table:Table';
const USER_POOL = 'aws:cognito/userPool:UserPool';
const USER_GROUP = 'aws:cognito/userGroup:UserGroup';
const CLIENT = 'aws:cognito/userPoolClient:UserPoolClient';
const LAMBDA = 'aws:lambda/function:Function';
const FUNCTION_URL = 'aws:lambda/functionUrl:FunctionUrl';
const DISTRIBUTION = 'aws:cloudfront/distribution:Distribution';
const HEADERS_POLICY = 'aws:cloudfront/responseHeadersPolicy:ResponseHeadersPolicy';
const CACHE_POLICY = 'aws:cloudfront/cachePolicy:CachePolicy';
const DYNAMIC = 'pulumi-nodejs:dynamic:Resource';
const COMMAND = 'command:local:Command';
const CORS = 'aws:s3/bucketCorsConfiguration:BucketCorsConfiguration';
const CF_FUNCTION = 'aws:cloudfront/function:Function';
const WEB_ACL = 'aws:wafv2/webAcl:WebAcl';
const LIFECYCLE = 'aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration';
const EMAIL_IDENTITY = 'aws:sesv2/emailIdentity:EmailIdentity';
const QUEUE = 'aws:sqs/queue:Queue';

/** The API function's build (the stack also builds the retention run and the mail-event recorder). */
function apiBuild(stack: MockedStack) {
  const builds = stack.builds.filter((b) => b.handler === 'functions/src/lambda.handler');
  expect(builds).toHaveLength(1);
  return builds[0]!;
}

/** The route list entries the Router's CloudFront function reads: type,namespace,host,path. */
function routeEntries(stack: MockedStack) {
  return stack
    .ofType(DYNAMIC)
    .filter((r) => r.name.endsWith('.sst.aws.KvRoutesUpdate'))
    .map((r) => {
      const [type, namespace, host, path] = String(r.inputs.entry).split(',');
      return { resource: r.name, type, namespace, host, path };
    });
}

/** The Router's distribution (a domain with redirects adds a small redirecting one). */
function routerDistribution(stack: MockedStack): RecordedResource {
  const found = stack.ofType(DISTRIBUTION).filter((d) => !d.name.includes('Redirect'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

function routeMetadata(stack: MockedStack, namespace: string): any {
  const keys = stack
    .ofType(DYNAMIC)
    .filter((r) => r.name.endsWith('.sst.aws.KvKeys') && r.inputs.namespace === namespace);
  expect(keys).toHaveLength(1);
  return JSON.parse(keys[0]!.inputs.entries.metadata);
}

function securityHeadersFrom(policy: RecordedResource): Record<string, string> {
  const security = policy.inputs.securityHeadersConfig;
  const hsts = security.strictTransportSecurity;
  const headers: Record<string, string> = {
    'Content-Security-Policy': security.contentSecurityPolicy.contentSecurityPolicy,
    'Strict-Transport-Security': [
      `max-age=${hsts.accessControlMaxAgeSec}`,
      ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'X-Content-Type-Options': security.contentTypeOptions ? 'nosniff' : '',
    'X-Frame-Options': security.frameOptions.frameOption,
    'Referrer-Policy': security.referrerPolicy.referrerPolicy,
  };
  for (const item of policy.inputs.customHeadersConfig.items) headers[item.header] = item.value;
  return headers;
}

/**
 * Assertions every stage must satisfy. Runs sst.config.ts under Pulumi mocks for `stage` once and
 * checks what the real SST components would ask AWS to create.
 */
export function describeStack(stage: string) {
  const production = stage === 'prod';
  const settings = stageSettings(stage);
  // The stage's public origin: its own domain, else the Router's CloudFront address.
  const siteUrl = settings.domain
    ? `https://${settings.domain.name}`
    : `https://${MOCK_CLOUDFRONT_DOMAIN}`;
  let stack: MockedStack;

  beforeAll(async () => {
    stack = await deployUnderMocks(stage);
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  describe(`table (${stage})`, () => {
    it('has the key schema from core, all string attributes, on demand', () => {
      const table = stack.one(TABLE).inputs;
      expect(table.hashKey).toBe('pk');
      expect(table.rangeKey).toBe('sk');
      expect(table.billingMode).toBe('PAY_PER_REQUEST');
      expect(table.attributes).toEqual(
        ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({ name, type: 'S' })),
      );
    });

    it('has exactly the byType and published indexes, projecting everything', () => {
      expect(stack.one(TABLE).inputs.globalSecondaryIndexes).toEqual([
        { name: 'byType', hashKey: 'gsi1pk', rangeKey: 'gsi1sk', projectionType: 'ALL' },
        { name: 'published', hashKey: 'gsi2pk', rangeKey: 'gsi2sk', projectionType: 'ALL' },
      ]);
    });

    it('expires items on expires_at', () => {
      expect(stack.one(TABLE).inputs.ttl).toEqual({ attributeName: 'expires_at', enabled: true });
    });

    it('has point-in-time recovery on', () => {
      expect(stack.one(TABLE).inputs.pointInTimeRecovery).toEqual({ enabled: true });
    });

    it(`is ${production ? '' : 'not '}deletion-protected and ${production ? '' : 'not '}retained`, () => {
      const table = stack.one(TABLE);
      expect(table.inputs.deletionProtectionEnabled).toBe(production);
      expect(Boolean(table.opts.retainOnDelete)).toBe(production);
    });
  });

  describe(`app (${stage})`, () => {
    it(`${production ? 'retains' : 'removes'} resources when the stage is removed`, () => {
      expect(stack.app.removal).toBe(production ? 'retain' : 'remove');
      expect(Boolean(stack.app.protect)).toBe(production);
    });

    it(`${production ? 'retains' : 'removes'} the uploaded images with the stage`, () => {
      const bucket = stack.one('aws:s3/bucket:Bucket', 'Uploads');
      expect(Boolean(bucket.opts.retainOnDelete)).toBe(production);
    });

    it('expires unchecked uploads under pending/ after a day, and nothing else', () => {
      const lifecycle = stack.one(LIFECYCLE, 'Uploads').inputs;
      expect(lifecycle.bucket).toBe(stack.outputs.uploadsBucket);
      expect(lifecycle.rules).toEqual([
        expect.objectContaining({
          id: 'expire-pending-uploads',
          status: 'Enabled',
          filter: { prefix: 'pending/' },
          expiration: { days: 1 },
        }),
      ]);
    });

    it('returns the site URL, API URL, pool id and client id', () => {
      const { outputs } = stack;
      expect(outputs.url).toBe(siteUrl);
      expect(outputs.api).toBe(`${outputs.url}/api`);
      expect(outputs.userPoolId).toBe(`${stack.one(USER_POOL).name}-id`);
      expect(outputs.userPoolClientId).toBe(`${stack.one(CLIENT).name}-id`);
    });
  });

  describe(`auth (${stage})`, () => {
    it('signs in with e-mail, needs 12+ character passwords, offers optional TOTP', () => {
      const pool = stack.one(USER_POOL).inputs;
      expect(pool.usernameAttributes).toEqual(['email']);
      expect(pool.passwordPolicy.minimumLength).toBeGreaterThanOrEqual(12);
      expect(pool.mfaConfiguration).toBe('OPTIONAL');
      expect(pool.softwareTokenMfaConfiguration).toEqual({ enabled: true });
      expect(pool.deletionProtection).toBe(production ? 'ACTIVE' : 'INACTIVE');
    });

    it('refuses breached passwords: threat protection enforced on the Plus plan, blocking', () => {
      const pool = stack.one(USER_POOL).inputs;
      expect(pool.userPoolTier).toBe('PLUS');
      expect(pool.userPoolAddOns).toEqual({ advancedSecurityMode: 'ENFORCED' });
      const risk = stack.one('aws:cognito/riskConfiguration:RiskConfiguration').inputs;
      expect(risk.userPoolId).toBe(`${stack.one(USER_POOL).name}-id`);
      expect(risk.compromisedCredentialsRiskConfiguration).toEqual({
        eventFilters: ['SIGN_IN', 'PASSWORD_CHANGE', 'SIGN_UP'],
        actions: { eventAction: 'BLOCK' },
      });
    });

    it('has the four admin groups in the pool', () => {
      const groups = stack.ofType(USER_GROUP).map((g) => g.inputs);
      expect(groups.map((g) => g.name)).toEqual([
        'super_admin',
        'content_admin',
        'course_manager',
        'editor',
      ]);
      for (const group of groups) expect(group.userPoolId).toBe(stack.outputs.userPoolId);
    });

    it('gives the SPA a public client with SRP and refresh flows, and no password flow a browser can use', () => {
      const client = stack.one(CLIENT).inputs;
      // ADMIN_USER_PASSWORD_AUTH needs IAM credentials: the API's check before an authenticator
      // app is turned off. USER_PASSWORD_AUTH, which a browser could call, stays local-only.
      expect([...client.explicitAuthFlows].sort()).toEqual([
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_SRP_AUTH',
      ]);
      expect(client.generateSecret).toBe(false);
      expect(client.allowedOauthFlowsUserPoolClient).toBe(false);
      expect(client.userPoolId).toBe(stack.outputs.userPoolId);
    });

    it('lets sign-out revoke refresh tokens', () => {
      // With revocation on, access tokens carry origin_jti and Amplify's signOut calls RevokeToken.
      expect(stack.one(CLIENT).inputs.enableTokenRevocation).toBe(true);
    });
  });

  describe(`api function (${stage})`, () => {
    it('builds functions/src/lambda.handler for Node 22 on arm64', () => {
      const build = apiBuild(stack);
      expect(build.handler).toBe('functions/src/lambda.handler');
      expect(build.runtime).toBe('nodejs22.x');
      expect(build.properties.architecture).toBe('arm64');

      const fn = stack.one(LAMBDA, 'Api').inputs;
      expect(fn.runtime).toBe('nodejs22.x');
      expect(fn.architectures).toEqual(['arm64']);
      expect(fn.handler).toBe('lambda.handler');
    });

    it('is linked to nothing: no component wildcard grants, no values copied twice', () => {
      expect(apiBuild(stack).links).toEqual({});
    });

    it('may call exactly the actions infra/permissions.ts lists, each on its own resources', () => {
      const policy = JSON.parse(
        stack.one('aws:iam/role:Role', 'Api').inputs.inlinePolicies[0].policy,
      );
      const statements = policy.Statement.map((s: { actions: string[]; resources: string[] }) => ({
        effect: (s as { effect?: string }).effect ?? 'Allow',
        actions: s.actions,
        resources: s.resources,
      }));
      const tableArn = stack.one(TABLE).state.arn;
      const bucketArn = stack.one('aws:s3/bucket:Bucket', 'Uploads').state.arn;
      const poolArn = stack.one(USER_POOL).state.arn;
      const expected: unknown[] = [
        {
          effect: 'Allow',
          actions: [...TABLE_ACTIONS],
          resources: [tableArn, `${tableArn}/index/*`],
        },
        { effect: 'Allow', actions: [...UPLOADS_ACTIONS], resources: [`${bucketArn}/*`] },
        { effect: 'Allow', actions: [...USER_POOL_ACTIONS], resources: [poolArn] },
        {
          effect: 'Allow',
          actions: [...MAIL_QUEUE_SEND_ACTIONS],
          resources: [stack.one(QUEUE, 'MailQueue').state.arn],
        },
        {
          effect: 'Allow',
          actions: [...MAIL_DEAD_LETTER_READ_ACTIONS],
          resources: [stack.one(QUEUE, 'MailDeadLetters').state.arn],
        },
      ];
      if (settings.email) {
        expected.push({
          effect: 'Allow',
          actions: [...EMAIL_ACTIONS],
          resources: [
            `arn:aws:ses:${MOCK_REGION}:${MOCK_ACCOUNT}:identity/${settings.email.sender}`,
            stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email').state.arn,
            `arn:aws:ses:${MOCK_REGION}:${MOCK_ACCOUNT}:identity/*`,
          ],
        });
      }
      expect(statements).toEqual(expected);
      // Nothing anywhere grants a whole service.
      expect(JSON.stringify(policy)).not.toMatch(/"[a-z-]+:\*"/);
    });

    it('gets the resource names as environment variables', () => {
      const variables = stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables).toMatchObject({
        TABLE_NAME: stack.outputs.table,
        USER_POOL_ID: stack.outputs.userPoolId,
        USER_POOL_CLIENT_ID: stack.outputs.userPoolClientId,
        UPLOADS_BUCKET: stack.outputs.uploadsBucket,
      });
      // SST's own link variables are absent: the app reads these names only.
      expect(Object.keys(variables).filter((key) => key.startsWith('SST_RESOURCE_'))).toEqual([
        'SST_RESOURCE_App',
      ]);
    });

    it('keeps the authenticator-app rule for super admins on: nothing in its environment turns it off', () => {
      const variables = stack.one(LAMBDA, 'Api').inputs.environment.variables as Record<
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
      expect(stack.one(LAMBDA, 'Api').inputs.reservedConcurrentExecutions).toBe(
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
        expect(stack.builds.map((b) => b.handler).sort()).toEqual([
          'functions/src/lambda.handler',
          'functions/src/mail-queue.handler',
          'functions/src/retention.handler',
        ]);
        expect(stack.ofType(EMAIL_IDENTITY)).toEqual([]);
        expect(
          stack.ofType('aws:ses/domainIdentityVerification:DomainIdentityVerification'),
        ).toEqual([]);
        expect(stack.one(LAMBDA, 'Api').inputs.environment.variables.MAIL_FROM).toBeUndefined();
      });

      it("leaves Cognito's codes to Cognito's own sender", () => {
        expect(stack.one(USER_POOL).inputs.emailConfiguration).toEqual({
          emailSendingAccount: 'COGNITO_DEFAULT',
        });
      });
      return;
    }

    it("has an SES identity for the stage's sender, with its configuration set", () => {
      const identity = stack.one(EMAIL_IDENTITY, 'Email').inputs;
      expect(identity.emailIdentity).toBe(sender);
      const configurationSet = stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email');
      expect(identity.configurationSetName).toBe(configurationSet.state.configurationSetName);
    });

    if (production) {
      it('publishes the DKIM and DMARC records in Route 53, then waits for SES to verify them', () => {
        const records = stack
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
        const verification = stack.one(
          'aws:ses/domainIdentityVerification:DomainIdentityVerification',
        );
        expect(verification.inputs.domain).toBe(sender);
      });
    }

    if (!settings.email?.shared) {
      it('records SES bounces and complaints: configuration set → SNS topic → recorder function', () => {
        const topic = stack.one('aws:sns/topic:Topic', 'MailEvents').state.arn;
        const destination = stack.one(
          'aws:sesv2/configurationSetEventDestination:ConfigurationSetEventDestination',
        ).inputs;
        expect(destination.configurationSetName).toBe(
          stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email').state
            .configurationSetName,
        );
        expect(destination.eventDestination).toMatchObject({
          matchingEventTypes: ['BOUNCE', 'COMPLAINT'],
          snsDestination: { topicArn: topic },
          enabled: true,
        });
        const policy = JSON.parse(stack.one('aws:sns/topicPolicy:TopicPolicy').inputs.policy);
        expect(policy.Statement).toEqual([
          expect.objectContaining({
            Principal: { Service: 'ses.amazonaws.com' },
            Action: 'sns:Publish',
            Resource: topic,
            Condition: { StringEquals: { 'AWS:SourceAccount': MOCK_ACCOUNT } },
          }),
        ]);
        expect(stack.builds.map((b) => b.handler).sort()).toEqual([
          'functions/src/lambda.handler',
          'functions/src/mail-events.handler',
          'functions/src/mail-queue.handler',
          'functions/src/retention.handler',
        ]);
        const recorder = stack
          .ofType('aws:iam/role:Role')
          .find((r) => r.name.includes('MailEventsRecorder'))!;
        const statements = JSON.parse(recorder.inputs.inlinePolicies[0].policy).Statement;
        expect(statements.map((s: any) => [s.actions, s.resources])).toEqual([
          [['dynamodb:PutItem'], [stack.one(TABLE).state.arn]],
        ]);
        const subscription = stack
          .ofType('aws:sns/topicSubscription:TopicSubscription')
          .filter((s) => s.inputs.protocol === 'lambda');
        expect(subscription.map((s) => s.inputs.topic)).toEqual([topic]);
      });
    }

    it('gives the API its From address at that identity', () => {
      const variables = stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables.MAIL_FROM).toBe(fromAddressOf(sender));
    });

    if (settings.email?.shared || isDomainSender(sender)) {
      it("sends Cognito's sign-up and reset codes through SES from the institute's address", () => {
        const config = stack.one(USER_POOL).inputs.emailConfiguration;
        const identity = stack.one(EMAIL_IDENTITY, 'Email').state;
        expect(config).toEqual({
          emailSendingAccount: 'DEVELOPER',
          sourceArn: identity.arn,
          fromEmailAddress: `${settings.email!.fromName} <${fromAddressOf(sender)}>`,
          configurationSet: stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email').state
            .configurationSetName,
        });
      });
    } else {
      it('creates an address identity that waits for no DNS, and leaves Cognito its own sender', () => {
        expect(
          stack.ofType('aws:ses/domainIdentityVerification:DomainIdentityVerification'),
        ).toEqual([]);
        // Unverified until its link is clicked, which Cognito would refuse as a source.
        expect(stack.one(USER_POOL).inputs.emailConfiguration).toEqual({
          emailSendingAccount: 'COGNITO_DEFAULT',
        });
      });
    }
  });

  describe(`routing (${stage})`, () => {
    if (settings.domain) {
      const domain = settings.domain;
      if (domain.dns === 'route53') {
        it(`serves ${domain.name} with a certificate and records the deploy makes in Route 53`, () => {
          const distribution = routerDistribution(stack).inputs;
          expect(distribution.aliases).toEqual([domain.name]);
          const certificate = stack
            .ofType('aws:acm/certificate:Certificate')
            .find((c) => c.inputs.domainName === domain.name)!;
          expect(distribution.viewerCertificate.acmCertificateArn).toBe(certificate.state.arn);
          expect(distribution.viewerCertificate.sslSupportMethod).toBe('sni-only');
          const aliases = stack
            .ofType('aws:route53/record:Record')
            .map((r) => r.inputs)
            .filter((r) => r.name === domain.name && r.aliases);
          expect(aliases.map((r) => r.type).sort()).toEqual(['A', 'AAAA']);
          for (const record of aliases) {
            expect(record.aliases[0].name).toBe(MOCK_CLOUDFRONT_DOMAIN);
            expect(record.zoneId).toBe(MOCK_ZONE_ID);
          }
        });
      } else {
        it(`serves ${domain.name} with the operator's us-east-1 certificate, no Route 53 records`, () => {
          const distribution = routerDistribution(stack).inputs;
          expect(distribution.aliases).toEqual([domain.name]);
          expect(distribution.viewerCertificate.acmCertificateArn).toBe(domain.cert);
          expect(stack.ofType('aws:acm/certificate:Certificate')).toEqual([]);
          expect(stack.ofType('aws:route53/record:Record')).toEqual([]);
        });
      }

      it(`redirects ${domain.redirects?.join(', ') || 'no other name'} to ${domain.name}`, () => {
        const redirect = stack.ofType(DISTRIBUTION).filter((d) => d.name.includes('Redirect'));
        expect(redirect.map((d) => d.inputs.aliases)).toEqual(
          domain.redirects?.length ? [domain.redirects] : [],
        );
      });
    } else {
      it('has no custom domain: the site is the CloudFront address', () => {
        expect(routerDistribution(stack).inputs.aliases ?? []).toEqual([]);
        expect(stack.ofType('aws:acm/certificate:Certificate')).toEqual([]);
      });
    }

    it('routes /api/* to the function URL on the site domain', () => {
      const api = routeEntries(stack).filter((e) => e.path === '/api');
      expect(api).toHaveLength(1);
      expect(api[0]).toMatchObject({ type: 'url', host: '' });
      const functionUrl = new URL(stack.one(FUNCTION_URL).state.functionUrl);
      expect(routeMetadata(stack, api[0]!.namespace!).host).toBe(functionUrl.host);
      // Same origin as the SPA, so the function URL needs no CORS.
      expect(stack.one(FUNCTION_URL).inputs.cors).toBeUndefined();
    });

    it('serves the SPA at / with the plain shell (spa.html, status 200) for client routes', () => {
      const site = routeEntries(stack).filter((e) => e.type === 'site');
      expect(site).toHaveLength(1);
      expect(site[0]).toMatchObject({ host: '', path: '' });
      const metadata = routeMetadata(stack, site[0]!.namespace!);
      expect(metadata.custom404).toBe(`/${SPA_SHELL}`);
      expect(metadata.errorResponseCode).toBeUndefined();
    });

    it("serves each prerendered page's own file and the shell for every other path", async () => {
      // CloudFront's real request function, run against the keys the deploy wrote for the build.
      const siteOrigin = async (uri: string) => {
        const routed = await routeRequest(stack, uri);
        expect(routed.origin?.domainName).toMatch(/\.s3\..*amazonaws\.com$/);
        return routed.uri;
      };
      for (const page of PRERENDERED_PATHS) {
        expect(await siteOrigin(page)).toBe(`/${pageFile(page)}`);
      }
      expect(await siteOrigin('/')).toBe('/index.html');
      for (const other of ['/admin', '/admin/courses', '/login', '/no-such-page', '/about/']) {
        expect(await siteOrigin(other)).toBe(`/${SPA_SHELL}`);
      }
      expect(await siteOrigin('/assets/index.js')).toBe('/assets/index.js');
      const api = await routeRequest(stack, '/api/public/home');
      expect(api.origin?.domainName).toBe(new URL(stack.one(FUNCTION_URL).state.functionUrl).host);
    });

    it('serves uploaded images from the uploads bucket under /uploads', () => {
      const uploads = routeEntries(stack).filter((e) => e.path === '/uploads');
      expect(uploads).toHaveLength(1);
      expect(uploads[0]!.type).toBe('bucket');
      expect(routeMetadata(stack, uploads[0]!.namespace!).domain).toBe(
        `${stack.outputs.uploadsBucket}.s3.${MOCK_REGION}.amazonaws.com`,
      );
    });

    it(`lets only the site${production ? '' : " and sst dev's Vite server"} PUT to the uploads bucket`, () => {
      const cors = stack.one(CORS, 'UploadsCors').inputs;
      expect(cors.bucket).toBe(stack.outputs.uploadsBucket);
      expect(cors.corsRules).toHaveLength(1);
      expect(cors.corsRules[0].allowedMethods).toEqual(['PUT']);
      expect(cors.corsRules[0].allowedOrigins).toEqual(
        production ? [siteUrl] : [siteUrl, 'http://localhost:5173'],
      );
    });

    it("builds the web with the pool, client, region and the stage's own origin as SITE_URL", () => {
      const builder = stack.one(COMMAND, 'Web');
      expect(builder.inputs.create).toBe('npm run build');
      expect(builder.inputs.dir.endsWith('web')).toBe(true);
      expect(builder.inputs.environment).toEqual({
        VITE_USER_POOL_ID: stack.outputs.userPoolId,
        VITE_USER_POOL_CLIENT_ID: stack.outputs.userPoolClientId,
        VITE_AWS_REGION: MOCK_REGION,
        SITE_URL: siteUrl,
      });
    });

    it('keys the cached home data on its path alone: query strings are dropped at the edge', async () => {
      const routed = await routeRequest(stack, '/api/public/home', { v: { value: '1' } });
      expect(routed.querystring).toEqual({});
      expect(routed.origin?.domainName).toBe(
        new URL(stack.one(FUNCTION_URL).state.functionUrl).host,
      );
      // Other paths keep theirs (admin lists page and filter with them).
      const other = await routeRequest(stack, '/api/admin/applications', {
        status: { value: 'new' },
      });
      expect(other.querystring).toEqual({ status: { value: 'new' } });
    });

    it('forwards Authorization to the API by keying the cache on it', () => {
      const cache = stack.one(CACHE_POLICY).inputs.parametersInCacheKeyAndForwardedToOrigin;
      expect(cache.headersConfig.headerBehavior).toBe('whitelist');
      expect(cache.headersConfig.headers.items).toContain('authorization');
      expect(cache.cookiesConfig.cookieBehavior).toBe('none');
    });

    it('sends every response through HTTPS with the security headers policy', () => {
      const behavior = routerDistribution(stack).inputs.defaultCacheBehavior;
      expect(behavior.viewerProtocolPolicy).toBe('redirect-to-https');
      expect(behavior.responseHeadersPolicyId).toBe(`${stack.one(HEADERS_POLICY).name}-id`);
      expect(routerDistribution(stack).inputs.orderedCacheBehaviors ?? []).toEqual([]);
    });
  });

  describe(`edge (${stage})`, () => {
    it("stamps every request with the viewer's own address and a copy of its Authorization", async () => {
      const request = stack
        .ofType(CF_FUNCTION)
        .filter(
          (f) => f.name.endsWith('CloudfrontFunctionRequest') && !f.name.includes('Redirect'),
        );
      expect(request).toHaveLength(1);
      const code = String(request[0]!.inputs.code);
      // At the top of the handler, before routing: set from the connection, never from the client.
      expect(code).toContain(edgeRequestInjection());
      expect(code.indexOf('event.viewer.ip')).toBeLessThan(code.indexOf('getRoutes'));

      // Run by SST's real function: what a client claims is replaced, its token is copied.
      const signedIn = await routeRequest(
        stack,
        '/api/admin/courses',
        {},
        {
          authorization: { value: 'Bearer viewer-token' },
          'x-viewer-address': { value: '198.51.100.1' },
          'x-viewer-authorization': { value: 'Bearer forged' },
        },
      );
      expect(signedIn.headers['x-viewer-address']).toEqual({ value: '203.0.113.7' });
      expect(signedIn.headers['x-viewer-authorization']).toEqual({ value: 'Bearer viewer-token' });
      const anonymous = await routeRequest(
        stack,
        '/api/public/home',
        {},
        { 'x-viewer-authorization': { value: 'Bearer forged' } },
      );
      expect(anonymous.headers['x-viewer-authorization']).toBeUndefined();
    });

    it('lets only this distribution call the API: an IAM-only function URL, signed by Origin Access Control', async () => {
      expect(stack.one(FUNCTION_URL).inputs.authorizationType).toBe('AWS_IAM');
      const grants = stack
        .ofType('aws:lambda/permission:Permission')
        .filter((p) => p.name.startsWith('Api'))
        .map((p) => [p.inputs.action, p.inputs.principal, p.inputs.sourceArn]);
      const distributionArn = routerDistribution(stack).state.arn;
      expect(grants).toEqual(
        expect.arrayContaining([
          ['lambda:InvokeFunctionUrl', 'cloudfront.amazonaws.com', distributionArn],
          ['lambda:InvokeFunction', 'cloudfront.amazonaws.com', distributionArn],
        ]),
      );
      expect(grants.filter(([, principal]) => principal !== 'cloudfront.amazonaws.com')).toEqual(
        [],
      );
      const routed = await routeRequest(stack, '/api/admin/courses');
      expect(routed.origin?.originAccessControlConfig).toEqual({
        enabled: true,
        signingBehavior: 'always',
        signingProtocol: 'sigv4',
        originType: 'lambda',
      });
    });

    it('answers paths the app has no page for with 404, pages and client routes with 200', async () => {
      const responseFunction = stack
        .ofType(CF_FUNCTION)
        .filter((f) => f.name.endsWith('CloudfrontFunctionResponse'));
      expect(responseFunction).toHaveLength(1);
      const associations = routerDistribution(stack).inputs.defaultCacheBehavior
        .functionAssociations as { eventType: string; functionArn: string }[];
      expect(associations.map((a) => a.eventType).sort()).toEqual([
        'viewer-request',
        'viewer-response',
      ]);
      const html = { statusCode: 200, headers: { 'content-type': { value: 'text/html' } } };
      const statusOf = async (uri: string, response = html) =>
        (await respond(stack, await routeRequest(stack, uri), response)).statusCode;
      // The request function rewrites the URI to the file it serves; the status follows the
      // viewer's path, by the same rules as the local server (web/prerender/pages.ts).
      expect((await routeRequest(stack, '/about')).uri).not.toBe('/about');
      for (const known of ['/', '/about', '/faq/', '/enroll', '/admin', '/admin/courses', '/login'])
        expect([known, await statusOf(known)]).toEqual([known, 200]);
      for (const unknown of ['/nope', '/about-us', '/administrator', '/faq/more'])
        expect([unknown, await statusOf(unknown)]).toEqual([unknown, 404]);
      // Not HTML (an image, the API's JSON), or not a 200: left as the origin answered.
      const json = { statusCode: 200, headers: { 'content-type': { value: 'application/json' } } };
      expect(await statusOf('/api/public/home', json)).toBe(200);
      expect(await statusOf('/nope', { ...html, statusCode: 304 })).toBe(304);
    });

    it('keeps no secret in the function code or the API environment', () => {
      const variables = stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(Object.keys(variables).filter((name) => /SECRET/i.test(name))).toEqual([]);
    });

    it('throttles each address at the edge with a WAF rate rule on the distribution', () => {
      const acl = stack.one(WEB_ACL).inputs;
      expect(acl.scope).toBe('CLOUDFRONT');
      const rate = acl.rules.find((rule: any) => rule.statement.rateBasedStatement);
      expect(rate.action).toEqual({ block: {} });
      expect(rate.statement.rateBasedStatement.aggregateKeyType).toBe('IP');
      expect(rate.statement.rateBasedStatement.limit).toBeLessThanOrEqual(2000);
      expect(routerDistribution(stack).inputs.webAclId).toBe(stack.one(WEB_ACL).state.arn);
    });
  });

  describe(`alarms (${stage})`, () => {
    const topicArn = () => stack.one('aws:sns/topic:Topic', 'Alarms').state.arn;

    it(`e-mails ${settings.operatorEmail ?? 'nobody (no operator address)'} through one SNS topic`, () => {
      const subscriptions = stack
        .ofType('aws:sns/topicSubscription:TopicSubscription')
        .filter((s) => s.inputs.protocol === 'email');
      expect(
        subscriptions.map((s) => [s.inputs.topic, s.inputs.protocol, s.inputs.endpoint]),
      ).toEqual(settings.operatorEmail ? [[topicArn(), 'email', settings.operatorEmail]] : []);
      expect(stack.outputs.alarmTopic).toBe(topicArn());
    });

    it('counts the logged audit_write_failed and notification_failed lines as metrics', () => {
      const logGroup = stack.one('aws:cloudwatch/logGroup:LogGroup', 'Api').inputs.name;
      const filters = stack
        .ofType('aws:cloudwatch/logMetricFilter:LogMetricFilter')
        .map((f) => f.inputs);
      expect(filters.map((f) => [f.logGroupName, f.pattern, f.metricTransformation])).toEqual(
        [
          ['AuditWriteFailed', 'audit_write_failed'],
          ['NotificationFailed', 'notification_failed'],
        ].map(([metric, msg]) => [
          logGroup,
          `{ $.msg = "${msg}" }`,
          {
            name: metric,
            namespace: `Institute/${stage}`,
            value: '1',
            defaultValue: '0',
            unit: 'Count',
          },
        ]),
      );
    });

    it('alarms on API 5xx, function errors, throttles and both logged failures, to the topic', () => {
      const functionName = stack.one(LAMBDA, 'Api').state.name;
      const alarms = stack
        .ofType('aws:cloudwatch/metricAlarm:MetricAlarm')
        .filter((a) => a.inputs.namespace !== 'AWS/SQS')
        .map((a) => a.inputs);
      expect(
        alarms
          .map((a) => [a.namespace, a.metricName, a.dimensions?.FunctionName, a.threshold])
          .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      ).toEqual([
        [`Institute/${stage}`, 'AuditWriteFailed', undefined, 1],
        ['AWS/Lambda', 'Errors', functionName, 1],
        [`Institute/${stage}`, 'NotificationFailed', undefined, 1],
        ['AWS/Lambda', 'Throttles', functionName, 1],
        ['AWS/Lambda', 'Url5xxCount', functionName, 5],
      ]);
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
    it('alarms as soon as one e-mail job waits in the dead-letter queue', () => {
      const alarm = stack.one('aws:cloudwatch/metricAlarm:MetricAlarm', 'AlarmMailDeadLetters');
      expect(alarm.inputs).toMatchObject({
        namespace: 'AWS/SQS',
        metricName: 'ApproximateNumberOfMessagesVisible',
        dimensions: { QueueName: stack.one(QUEUE, 'MailDeadLetters').state.name },
        statistic: 'Maximum',
        threshold: 1,
        comparisonOperator: 'GreaterThanOrEqualToThreshold',
        alarmActions: [stack.one('aws:sns/topic:Topic', 'Alarms').state.arn],
      });
    });

    it('gives the API the queue URLs it sends to and counts', () => {
      const variables = stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables.MAIL_QUEUE_URL).toMatch(/^https:\/\/sqs\./);
      expect(variables.MAIL_QUEUE_URL).toBe(stack.one(QUEUE, 'MailQueue').state.url);
      expect(variables.MAIL_DEAD_LETTER_QUEUE_URL).toBe(
        stack.one(QUEUE, 'MailDeadLetters').state.url,
      );
    });
  });

  describe(`security headers (${stage})`, () => {
    const headers = () => securityHeadersFrom(stack.one(HEADERS_POLICY));

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
        `https://${stack.outputs.uploadsBucket}.s3.${MOCK_REGION}.amazonaws.com`,
      ]);
    });

    it('sends HSTS for at least six months including subdomains', () => {
      const hsts = stack.one(HEADERS_POLICY).inputs.securityHeadersConfig.strictTransportSecurity;
      expect(hsts.accessControlMaxAgeSec).toBeGreaterThanOrEqual(15_768_000);
      expect(hsts.includeSubdomains).toBe(true);
      expect(hsts.override).toBe(true);
    });

    it('sends nosniff, a strict referrer policy, DENY framing and a permissions policy', () => {
      const security = stack.one(HEADERS_POLICY).inputs.securityHeadersConfig;
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
            `https://${stack.outputs.uploadsBucket}.s3.${MOCK_REGION}.amazonaws.com`,
          ],
        }),
      );
    });
  });
}

/**
 * `sst dev` for a stage: the same sst.config.ts with `$dev` on. The function runs live on the
 * developer's machine behind its URL, the Router still fronts it, and the site is served by Vite,
 * which forwards /api to the Router.
 */
export function describeDevMode(stage: string) {
  let stack: MockedStack;

  beforeAll(async () => {
    stack = await deployUnderMocks(stage, { dev: true });
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  describe(`sst dev (${stage})`, () => {
    it('registers the API function to run live, reached through its URL on the Router', () => {
      // The API, the mail queue's consumer and the daily retention run (the queue and the
      // schedule invoke the live copies too).
      expect(stack.devTargets.map((t) => t.handler).sort()).toEqual([
        'functions/src/lambda.handler',
        'functions/src/mail-queue.handler',
        'functions/src/retention.handler',
      ]);
      const api = routeEntries(stack).filter((e) => e.path === '/api');
      expect(api).toHaveLength(1);
      const functionUrl = new URL(stack.one(FUNCTION_URL).state.functionUrl);
      expect(routeMetadata(stack, api[0]!.namespace!).host).toBe(functionUrl.host);
    });

    it('deploys no site: the Router serves only /api and /uploads, Vite the pages', () => {
      expect(stack.ofType(COMMAND).filter((c) => c.name.includes('Web'))).toEqual([]);
      expect(
        routeEntries(stack)
          .map((e) => e.path)
          .sort(),
      ).toEqual(['/api', '/uploads']);
    });

    it("gives Vite the Router's address to forward /api and /uploads to", async () => {
      const { siteEnvironment } = await import('../../../infra/web');
      const target = await new Promise((resolve) =>
        ($util.output(siteEnvironment.API_PROXY_TARGET) as any).apply(resolve),
      );
      expect(target).toBe(`https://${MOCK_CLOUDFRONT_DOMAIN}`);
    });

    it("lets the Vite server's pages PUT images to the uploads bucket", () => {
      const cors = stack.one(CORS, 'UploadsCors').inputs;
      expect(cors.corsRules[0].allowedOrigins).toContain('http://localhost:5173');
    });
  });
}
