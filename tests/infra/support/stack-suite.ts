import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../infra/security-headers';
import { parseCsp } from './csp';
import { edgeRequestInjection } from '../../../core/src/edge/headers';
import { DEFAULT_EMAIL_SENDER, fromAddressOf } from '../../../infra/email-sender';
import {
  MOCK_CLOUDFRONT_DOMAIN,
  MOCK_EDGE_SECRET,
  MOCK_EMAIL_SENDER,
  MOCK_REGION,
} from './mock-state';
import { deployUnderMocks, type MockedStack, type RecordedResource } from './sst-stack';
import { routeRequest } from './cloudfront-router';
import { PRERENDERED_PATHS, SPA_SHELL, pageFile } from '../../../web/prerender/pages';

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

/** The API function's build (the stack has other functions, e.g. the retention schedule). */
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
      expect(outputs.url).toBe(`https://${MOCK_CLOUDFRONT_DOMAIN}`);
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

    it('gives the SPA a public client with SRP, password and refresh flows', () => {
      const client = stack.one(CLIENT).inputs;
      expect([...client.explicitAuthFlows].sort()).toEqual([
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
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

    it('is linked to the table, the pool, the web client, the uploads bucket and the e-mail sender', () => {
      const { links } = apiBuild(stack);
      expect(Object.keys(links).sort()).toEqual([
        'Email',
        'Table',
        'Uploads',
        'UserPool',
        'WebClient',
      ]);
      expect(links.Table!.name).toBe(stack.outputs.table);
      expect(links.UserPool!.id).toBe(stack.outputs.userPoolId);
      expect(links.WebClient!.id).toBe(stack.outputs.userPoolClientId);
      expect(links.Uploads!.name).toBe(stack.outputs.uploadsBucket);

      const policy = JSON.parse(
        stack.one('aws:iam/role:Role', 'Api').inputs.inlinePolicies[0].policy,
      );
      const actions = policy.Statement.flatMap((s: { actions: string[] }) => s.actions);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:*', 'cognito-idp:*', 's3:*']));
    });

    it('may put, head, get, copy and delete any object of the uploads bucket (image uploads)', () => {
      const policy = JSON.parse(
        stack.one('aws:iam/role:Role', 'Api').inputs.inlinePolicies[0].policy,
      );
      const s3 = policy.Statement.filter((s: { actions: string[] }) => s.actions.includes('s3:*'));
      expect(s3).toHaveLength(1);
      const bucketArn = stack.one('aws:s3/bucket:Bucket', 'Uploads').state.arn;
      expect(bucketArn).toBeTruthy();
      expect(s3[0].resources).toEqual(expect.arrayContaining([bucketArn, `${bucketArn}/*`]));
    });

    it('gets the resource names as environment variables', () => {
      const variables = stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables).toMatchObject({
        TABLE_NAME: stack.outputs.table,
        USER_POOL_ID: stack.outputs.userPoolId,
        USER_POOL_CLIENT_ID: stack.outputs.userPoolClientId,
        UPLOADS_BUCKET: stack.outputs.uploadsBucket,
      });
    });

    it('is throttled by reserved concurrency', () => {
      const reserved = stack.one(LAMBDA, 'Api').inputs.reservedConcurrentExecutions;
      expect(reserved).toBeGreaterThan(0);
      expect(reserved).toBeLessThanOrEqual(production ? 50 : 10);
    });
  });

  describe(`e-mail (${stage})`, () => {
    // Production's sender is set with `sst secret set EmailSender`; other stages may use the placeholder.
    const sender = production ? MOCK_EMAIL_SENDER : DEFAULT_EMAIL_SENDER;

    it("has an SES identity for the stage's sender, with its configuration set", () => {
      const identity = stack.one(EMAIL_IDENTITY, 'Email').inputs;
      expect(identity.emailIdentity).toBe(sender);
      const configurationSet = stack.one('aws:sesv2/configurationSet:ConfigurationSet', 'Email');
      expect(identity.configurationSetName).toBe(configurationSet.state.configurationSetName);
    });

    it('lets the API send from that identity (linked, with SES send permission)', () => {
      expect(apiBuild(stack).links.Email!.sender).toBe(sender);
      const policy = JSON.parse(
        stack.one('aws:iam/role:Role', 'Api').inputs.inlinePolicies[0].policy,
      );
      const sendStatement = policy.Statement.find((s: { actions: string[] }) =>
        s.actions.includes('ses:SendEmail'),
      );
      expect(sendStatement).toBeDefined();
      expect(sendStatement.effect ?? 'Allow').toBe('Allow');
    });

    it('gives the API its From address at that identity', () => {
      const variables = stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables.MAIL_FROM).toBe(fromAddressOf(sender));
      expect(variables.MAIL_FROM).toBe(`no-reply@${sender}`);
    });
  });

  describe(`routing (${stage})`, () => {
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

    it('lets only the site PUT to the uploads bucket', () => {
      const cors = stack.one(CORS, 'UploadsCors').inputs;
      expect(cors.bucket).toBe(stack.outputs.uploadsBucket);
      expect(cors.corsRules).toHaveLength(1);
      expect(cors.corsRules[0].allowedMethods).toEqual(['PUT']);
      expect(cors.corsRules[0].allowedOrigins).toEqual([stack.outputs.url]);
    });

    it('builds the web with the pool, client and region', () => {
      const builder = stack.one(COMMAND, 'Web');
      expect(builder.inputs.create).toBe('npm run build');
      expect(builder.inputs.dir.endsWith('web')).toBe(true);
      expect(builder.inputs.environment).toEqual({
        VITE_USER_POOL_ID: stack.outputs.userPoolId,
        VITE_USER_POOL_CLIENT_ID: stack.outputs.userPoolClientId,
        VITE_AWS_REGION: MOCK_REGION,
      });
    });

    it('forwards Authorization to the API by keying the cache on it', () => {
      const cache = stack.one(CACHE_POLICY).inputs.parametersInCacheKeyAndForwardedToOrigin;
      expect(cache.headersConfig.headerBehavior).toBe('whitelist');
      expect(cache.headersConfig.headers.items).toContain('authorization');
      expect(cache.cookiesConfig.cookieBehavior).toBe('none');
    });

    it('sends every response through HTTPS with the security headers policy', () => {
      const behavior = stack.one(DISTRIBUTION).inputs.defaultCacheBehavior;
      expect(behavior.viewerProtocolPolicy).toBe('redirect-to-https');
      expect(behavior.responseHeadersPolicyId).toBe(`${stack.one(HEADERS_POLICY).name}-id`);
      expect(stack.one(DISTRIBUTION).inputs.orderedCacheBehaviors ?? []).toEqual([]);
    });
  });

  describe(`edge (${stage})`, () => {
    it("stamps every request with the viewer's own address and the edge secret", () => {
      const request = stack
        .ofType(CF_FUNCTION)
        .filter((f) => f.name.endsWith('CloudfrontFunctionRequest'));
      expect(request).toHaveLength(1);
      const code = String(request[0]!.inputs.code);
      // At the top of the handler, before routing: set from the connection, never from the client.
      expect(code).toContain(edgeRequestInjection(MOCK_EDGE_SECRET));
      expect(code.indexOf('event.viewer.ip')).toBeLessThan(code.indexOf('getRoutes'));
    });

    it('gives the API the same edge secret', () => {
      expect(stack.one(LAMBDA, 'Api').inputs.environment.variables.EDGE_SECRET).toBe(
        MOCK_EDGE_SECRET,
      );
    });

    it('throttles each address at the edge with a WAF rate rule on the distribution', () => {
      const acl = stack.one(WEB_ACL).inputs;
      expect(acl.scope).toBe('CLOUDFRONT');
      const rate = acl.rules.find((rule: any) => rule.statement.rateBasedStatement);
      expect(rate.action).toEqual({ block: {} });
      expect(rate.statement.rateBasedStatement.aggregateKeyType).toBe('IP');
      expect(rate.statement.rateBasedStatement.limit).toBeLessThanOrEqual(2000);
      expect(stack.one(DISTRIBUTION).inputs.webAclId).toBe(stack.one(WEB_ACL).state.arn);
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
