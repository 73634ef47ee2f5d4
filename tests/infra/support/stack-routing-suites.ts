import { describe, expect, it } from 'vitest';
import { edgeRequestInjection } from '../../../core/src/edge/headers';
import { MOCK_CLOUDFRONT_DOMAIN, MOCK_REGION, MOCK_ZONE_ID } from './mock-state';
import { respond, routeRequest } from './cloudfront-router';
import { PRERENDERED_PATHS, SPA_SHELL, pageFile } from '../../../web/prerender/pages';
import {
  CACHE_POLICY,
  CF_FUNCTION,
  COMMAND,
  CORS,
  DISTRIBUTION,
  FUNCTION_URL,
  HEADERS_POLICY,
  LAMBDA,
  WEB_ACL,
  routeEntries,
  routeMetadata,
  routerDistribution,
  type StageContext,
} from './stack-queries';

/* eslint-disable @typescript-eslint/no-explicit-any -- resource inputs are untyped JSON */

/** What the Router sends where, and what its edge function does to each request. */
export function describeRoutingAndEdge(ctx: StageContext) {
  const { stage, production, settings, siteUrl } = ctx;
  describe(`routing (${stage})`, () => {
    if (settings.domain) {
      const domain = settings.domain;
      if (domain.dns === 'route53') {
        it(`serves ${domain.name} with a certificate and records the deploy makes in Route 53`, () => {
          const distribution = routerDistribution(ctx.stack).inputs;
          expect(distribution.aliases).toEqual([domain.name]);
          const certificate = ctx.stack
            .ofType('aws:acm/certificate:Certificate')
            .find((c) => c.inputs.domainName === domain.name)!;
          expect(distribution.viewerCertificate.acmCertificateArn).toBe(certificate.state.arn);
          expect(distribution.viewerCertificate.sslSupportMethod).toBe('sni-only');
          const aliases = ctx.stack
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
          const distribution = routerDistribution(ctx.stack).inputs;
          expect(distribution.aliases).toEqual([domain.name]);
          expect(distribution.viewerCertificate.acmCertificateArn).toBe(domain.cert);
          expect(ctx.stack.ofType('aws:acm/certificate:Certificate')).toEqual([]);
          expect(ctx.stack.ofType('aws:route53/record:Record')).toEqual([]);
        });
      }

      it(`redirects ${domain.redirects?.join(', ') || 'no other name'} to ${domain.name}`, () => {
        const redirect = ctx.stack.ofType(DISTRIBUTION).filter((d) => d.name.includes('Redirect'));
        expect(redirect.map((d) => d.inputs.aliases)).toEqual(
          domain.redirects?.length ? [domain.redirects] : [],
        );
      });
    } else {
      it('has no custom domain: the site is the CloudFront address', () => {
        expect(routerDistribution(ctx.stack).inputs.aliases ?? []).toEqual([]);
        expect(ctx.stack.ofType('aws:acm/certificate:Certificate')).toEqual([]);
      });
    }

    it('routes /api/* to the function URL on the site domain', () => {
      const api = routeEntries(ctx.stack).filter((e) => e.path === '/api');
      expect(api).toHaveLength(1);
      expect(api[0]).toMatchObject({ type: 'url', host: '' });
      const functionUrl = new URL(ctx.stack.one(FUNCTION_URL).state.functionUrl);
      expect(routeMetadata(ctx.stack, api[0]!.namespace!).host).toBe(functionUrl.host);
      // Same origin as the SPA, so the function URL needs no CORS.
      expect(ctx.stack.one(FUNCTION_URL).inputs.cors).toBeUndefined();
    });

    it('serves the SPA at / with the plain shell (spa.html, status 200) for client routes', () => {
      const site = routeEntries(ctx.stack).filter((e) => e.type === 'site');
      expect(site).toHaveLength(1);
      expect(site[0]).toMatchObject({ host: '', path: '' });
      const metadata = routeMetadata(ctx.stack, site[0]!.namespace!);
      expect(metadata.custom404).toBe(`/${SPA_SHELL}`);
      expect(metadata.errorResponseCode).toBeUndefined();
    });

    it("serves each prerendered page's own file (but /) and the shell for every other path", async () => {
      // CloudFront's real request function, run against the keys the deploy wrote for the build.
      const siteOrigin = async (uri: string) => {
        const routed = await routeRequest(ctx.stack, uri);
        expect(routed.origin?.domainName).toMatch(/\.s3\..*amazonaws\.com$/);
        return routed.uri;
      };
      // `/` itself goes to the API, which fills the hero in (stack-home-page-suites.ts).
      for (const page of PRERENDERED_PATHS.filter((path) => path !== '/')) {
        expect(await siteOrigin(page)).toBe(`/${pageFile(page)}`);
      }
      expect(await siteOrigin('/index.html')).toBe('/index.html');
      for (const other of ['/admin', '/admin/courses', '/login', '/no-such-page', '/about/']) {
        expect(await siteOrigin(other)).toBe(`/${SPA_SHELL}`);
      }
      expect(await siteOrigin('/assets/index.js')).toBe('/assets/index.js');
      const api = await routeRequest(ctx.stack, '/api/public/home');
      expect(api.origin?.domainName).toBe(
        new URL(ctx.stack.one(FUNCTION_URL).state.functionUrl).host,
      );
    });

    it('serves uploaded images from the uploads bucket under /uploads', () => {
      const uploads = routeEntries(ctx.stack).filter((e) => e.path === '/uploads');
      expect(uploads).toHaveLength(1);
      expect(uploads[0]!.type).toBe('bucket');
      expect(routeMetadata(ctx.stack, uploads[0]!.namespace!).domain).toBe(
        `${ctx.stack.outputs.uploadsBucket}.s3.${MOCK_REGION}.amazonaws.com`,
      );
    });

    it(`lets only the site${production ? '' : " and sst dev's Vite server"} PUT to the uploads bucket`, () => {
      const cors = ctx.stack.one(CORS, 'UploadsCors').inputs;
      expect(cors.bucket).toBe(ctx.stack.outputs.uploadsBucket);
      expect(cors.corsRules).toHaveLength(1);
      expect(cors.corsRules[0].allowedMethods).toEqual(['PUT']);
      expect(cors.corsRules[0].allowedOrigins).toEqual(
        production ? [siteUrl] : [siteUrl, 'http://localhost:5173'],
      );
    });

    it("builds the web with the pool, client, region and the stage's own origin as SITE_URL", () => {
      const builder = ctx.stack.one(COMMAND, 'Web');
      expect(builder.inputs.create).toBe('npm run build');
      expect(builder.inputs.dir.endsWith('web')).toBe(true);
      expect(builder.inputs.environment).toEqual({
        VITE_USER_POOL_ID: ctx.stack.outputs.userPoolId,
        VITE_USER_POOL_CLIENT_ID: ctx.stack.outputs.userPoolClientId,
        VITE_AWS_REGION: MOCK_REGION,
        SITE_URL: siteUrl,
      });
    });

    it('keys the cached home data on its path alone: query strings are dropped at the edge', async () => {
      const routed = await routeRequest(ctx.stack, '/api/public/home', { v: { value: '1' } });
      expect(routed.querystring).toEqual({});
      expect(routed.origin?.domainName).toBe(
        new URL(ctx.stack.one(FUNCTION_URL).state.functionUrl).host,
      );
      // Other paths keep theirs (admin lists page and filter with them).
      const other = await routeRequest(ctx.stack, '/api/admin/applications', {
        status: { value: 'new' },
      });
      expect(other.querystring).toEqual({ status: { value: 'new' } });
    });

    it('forwards Authorization to the API by keying the cache on it', () => {
      const cache = ctx.stack.one(CACHE_POLICY).inputs.parametersInCacheKeyAndForwardedToOrigin;
      expect(cache.headersConfig.headerBehavior).toBe('whitelist');
      expect(cache.headersConfig.headers.items).toContain('authorization');
      expect(cache.cookiesConfig.cookieBehavior).toBe('none');
    });

    it('sends every response through HTTPS with the security headers policy', () => {
      const behavior = routerDistribution(ctx.stack).inputs.defaultCacheBehavior;
      expect(behavior.viewerProtocolPolicy).toBe('redirect-to-https');
      expect(behavior.responseHeadersPolicyId).toBe(`${ctx.stack.one(HEADERS_POLICY).name}-id`);
      expect(routerDistribution(ctx.stack).inputs.orderedCacheBehaviors ?? []).toEqual([]);
    });
  });

  describe(`edge (${stage})`, () => {
    it("stamps every request with the viewer's own address and a copy of its Authorization", async () => {
      const request = ctx.stack
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
        ctx.stack,
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
        ctx.stack,
        '/api/public/home',
        {},
        { 'x-viewer-authorization': { value: 'Bearer forged' } },
      );
      expect(anonymous.headers['x-viewer-authorization']).toBeUndefined();
    });

    it('lets only this distribution call the API: an IAM-only function URL, signed by Origin Access Control', async () => {
      expect(ctx.stack.one(FUNCTION_URL).inputs.authorizationType).toBe('AWS_IAM');
      const grants = ctx.stack
        .ofType('aws:lambda/permission:Permission')
        .filter((p) => p.name.startsWith('Api'))
        .map((p) => [p.inputs.action, p.inputs.principal, p.inputs.sourceArn]);
      const distributionArn = routerDistribution(ctx.stack).state.arn;
      expect(grants).toEqual(
        expect.arrayContaining([
          ['lambda:InvokeFunctionUrl', 'cloudfront.amazonaws.com', distributionArn],
          ['lambda:InvokeFunction', 'cloudfront.amazonaws.com', distributionArn],
        ]),
      );
      expect(grants.filter(([, principal]) => principal !== 'cloudfront.amazonaws.com')).toEqual(
        [],
      );
      const routed = await routeRequest(ctx.stack, '/api/admin/courses');
      expect(routed.origin?.originAccessControlConfig).toEqual({
        enabled: true,
        signingBehavior: 'always',
        signingProtocol: 'sigv4',
        originType: 'lambda',
      });
    });

    it('answers paths the app has no page for with 404, pages and client routes with 200', async () => {
      const responseFunction = ctx.stack
        .ofType(CF_FUNCTION)
        .filter((f) => f.name.endsWith('CloudfrontFunctionResponse'));
      expect(responseFunction).toHaveLength(1);
      const associations = routerDistribution(ctx.stack).inputs.defaultCacheBehavior
        .functionAssociations as { eventType: string; functionArn: string }[];
      expect(associations.map((a) => a.eventType).sort()).toEqual([
        'viewer-request',
        'viewer-response',
      ]);
      const html = { statusCode: 200, headers: { 'content-type': { value: 'text/html' } } };
      const statusOf = async (uri: string, response = html) =>
        (await respond(ctx.stack, await routeRequest(ctx.stack, uri), response)).statusCode;
      // The request function rewrites the URI to the file it serves; the status follows the
      // viewer's path, by the same rules as the local server (web/prerender/pages.ts).
      expect((await routeRequest(ctx.stack, '/about')).uri).not.toBe('/about');
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
      const variables = ctx.stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(Object.keys(variables).filter((name) => /SECRET/i.test(name))).toEqual([]);
    });

    it('throttles each address at the edge with a WAF rate rule on the distribution', () => {
      const acl = ctx.stack.one(WEB_ACL).inputs;
      expect(acl.scope).toBe('CLOUDFRONT');
      const rate = acl.rules.find((rule: any) => rule.statement.rateBasedStatement);
      expect(rate.action).toEqual({ block: {} });
      expect(rate.statement.rateBasedStatement.aggregateKeyType).toBe('IP');
      expect(rate.statement.rateBasedStatement.limit).toBeLessThanOrEqual(2000);
      expect(routerDistribution(ctx.stack).inputs.webAclId).toBe(ctx.stack.one(WEB_ACL).state.arn);
    });
  });
}
