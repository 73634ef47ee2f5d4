import { expect } from 'vitest';
import type { stageSettings } from '../../../infra/stages';
import type { MockedStack, RecordedResource } from './sst-stack';

/** What the stage suites look up in a stack deployed under the mocks. */

/** The stage a suite checks, and its stack once deployed (read inside tests, not before). */
export interface StageContext {
  stage: string;
  production: boolean;
  settings: ReturnType<typeof stageSettings>;
  /** The stage's public origin: its own domain, else the Router's CloudFront address. */
  siteUrl: string;
  readonly stack: MockedStack;
}

/** What configFromEnv requires, should the stage pass it some other way than its environment. */
export const REQUIRED_PLACEHOLDERS = {
  TABLE_NAME: 'placeholder',
  USER_POOL_ID: 'placeholder',
  USER_POOL_CLIENT_ID: 'placeholder',
  UPLOADS_BUCKET: 'placeholder',
  MAIL_FROM: 'placeholder@example.com',
};

/* eslint-disable @typescript-eslint/no-explicit-any -- resource inputs are untyped JSON */

export const TABLE = 'aws:dynamodb/table:Table';
export const USER_POOL = 'aws:cognito/userPool:UserPool';
export const USER_GROUP = 'aws:cognito/userGroup:UserGroup';
export const CLIENT = 'aws:cognito/userPoolClient:UserPoolClient';
export const LAMBDA = 'aws:lambda/function:Function';
export const FUNCTION_URL = 'aws:lambda/functionUrl:FunctionUrl';
export const DISTRIBUTION = 'aws:cloudfront/distribution:Distribution';
export const HEADERS_POLICY = 'aws:cloudfront/responseHeadersPolicy:ResponseHeadersPolicy';
export const CACHE_POLICY = 'aws:cloudfront/cachePolicy:CachePolicy';
export const DYNAMIC = 'pulumi-nodejs:dynamic:Resource';
export const COMMAND = 'command:local:Command';
export const CORS = 'aws:s3/bucketCorsConfiguration:BucketCorsConfiguration';
export const CF_FUNCTION = 'aws:cloudfront/function:Function';
export const WEB_ACL = 'aws:wafv2/webAcl:WebAcl';
export const LIFECYCLE = 'aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration';
export const EMAIL_IDENTITY = 'aws:sesv2/emailIdentity:EmailIdentity';
export const QUEUE = 'aws:sqs/queue:Queue';

/** The API function's build (the stack also builds the retention run and the mail-event recorder). */
export function apiBuild(stack: MockedStack) {
  const builds = stack.builds.filter((b) => b.handler === 'functions/src/lambda.handler');
  expect(builds).toHaveLength(1);
  return builds[0]!;
}

/** The route list entries the Router's CloudFront function reads: type,namespace,host,path. */
export function routeEntries(stack: MockedStack) {
  return stack
    .ofType(DYNAMIC)
    .filter((r) => r.name.endsWith('.sst.aws.KvRoutesUpdate'))
    .map((r) => {
      const [type, namespace, host, path] = String(r.inputs.entry).split(',');
      return { resource: r.name, type, namespace, host, path };
    });
}

/** The Router's distribution (a domain with redirects adds a small redirecting one). */
export function routerDistribution(stack: MockedStack): RecordedResource {
  const found = stack.ofType(DISTRIBUTION).filter((d) => !d.name.includes('Redirect'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

export function routeMetadata(stack: MockedStack, namespace: string): any {
  const keys = stack
    .ofType(DYNAMIC)
    .filter((r) => r.name.endsWith('.sst.aws.KvKeys') && r.inputs.namespace === namespace);
  expect(keys).toHaveLength(1);
  return JSON.parse(keys[0]!.inputs.entries.metadata);
}

export function securityHeadersFrom(policy: RecordedResource): Record<string, string> {
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
