import { describe, expect, it } from 'vitest';
import {
  HOME_PAGE_BROWSER_CACHE_CONTROL,
  HOME_PAGE_PATH,
  VIEWER_URI_HEADER,
} from '../../../core/src/edge/headers';
import { HOME_TEMPLATE_KEY } from '../../../core/src/home/hero-page';
import { PUBLIC_CACHE_CONTROL } from '../../../core/src/home/cache-lifetime';
import { SITE_TEMPLATE_ACTIONS } from '../../../infra/permissions';
import { respond, routeRequest } from './cloudfront-router';
import { FUNCTION_URL, LAMBDA, type StageContext } from './stack-queries';

/* eslint-disable @typescript-eslint/no-explicit-any -- resource inputs are untyped JSON */

const S3_BUCKET = 'aws:s3/bucket:Bucket';

/**
 * The home page with the uploaded hero in it (decision 054): CloudFront sends the viewer's `/`,
 * and nothing else, to the API, which reads the site bucket's index.html.
 */
export function describeHomePage(ctx: StageContext) {
  const apiHost = () => new URL(ctx.stack.one(FUNCTION_URL).state.functionUrl).host;
  const siteBucket = () => ctx.stack.one(S3_BUCKET, 'WebAssets');

  describe(`home page (${ctx.stage})`, () => {
    it('routes exactly / to the API, as the home page path without a query string', async () => {
      const queries: Record<string, { value: string }>[] = [{}, { utm_source: { value: 'news' } }];
      for (const query of queries) {
        const routed = await routeRequest(ctx.stack, '/', query);
        expect(routed.origin?.domainName).toBe(apiHost());
        expect(routed.uri).toBe(HOME_PAGE_PATH);
        // One cache entry for every visitor; the response function still sees the viewer's `/`.
        expect(routed.querystring).toEqual({});
        expect(routed.headers[VIEWER_URI_HEADER]).toEqual({ value: '/' });
      }
    });

    it('leaves every other path where it was: pages and files from the site bucket', async () => {
      const bucketHost = /\.s3\..*amazonaws\.com$/;
      for (const [uri, file] of [
        ['/index.html', '/index.html'],
        ['/about', '/about.html'],
        ['/admin', '/spa.html'],
        ['/no-such-page', '/spa.html'],
        ['/assets/index.js', '/assets/index.js'],
      ]) {
        const routed = await routeRequest(ctx.stack, uri!);
        expect([uri, routed.origin?.domainName]).toEqual([uri, expect.stringMatching(bucketHost)]);
        expect(routed.uri).toBe(file);
      }
      const home = await routeRequest(ctx.stack, '/api/public/home');
      expect([home.uri, home.origin?.domainName]).toEqual(['/api/public/home', apiHost()]);
    });

    it('tells browsers to ask for / again each visit, whatever CloudFront keeps it for', async () => {
      const answer = (cacheControl: string, contentType = 'text/html; charset=UTF-8') => ({
        statusCode: 200,
        headers: {
          'content-type': { value: contentType },
          'cache-control': { value: cacheControl },
        },
      });
      const home = await respond(
        ctx.stack,
        await routeRequest(ctx.stack, '/'),
        answer(PUBLIC_CACHE_CONTROL),
      );
      expect(home.statusCode).toBe(200);
      expect(home.headers['cache-control']).toEqual({ value: HOME_PAGE_BROWSER_CACHE_CONTROL });
      // The home data and the other pages keep what their origin said.
      const data = await respond(
        ctx.stack,
        await routeRequest(ctx.stack, '/api/public/home'),
        answer(PUBLIC_CACHE_CONTROL, 'application/json'),
      );
      expect(data.headers['cache-control']).toEqual({ value: PUBLIC_CACHE_CONTROL });
      const about = await respond(
        ctx.stack,
        await routeRequest(ctx.stack, '/about'),
        answer('max-age=0,no-cache,no-store,must-revalidate'),
      );
      expect(about.headers['cache-control'].value).toBe(
        'max-age=0,no-cache,no-store,must-revalidate',
      );
    });

    it("gives the API the site bucket's name, and the right to read its index.html only", () => {
      const variables = ctx.stack.one(LAMBDA, 'Api').inputs.environment.variables;
      expect(variables.SITE_BUCKET).toBe(siteBucket().state.bucket);
      const policy = JSON.parse(
        ctx.stack.one('aws:iam/role:Role', 'Api').inputs.inlinePolicies[0].policy,
      );
      const reads = policy.Statement.filter((s: any) =>
        s.resources.some((r: string) => r.startsWith(siteBucket().state.arn)),
      );
      expect(reads).toEqual([
        {
          effect: 'Allow',
          actions: [...SITE_TEMPLATE_ACTIONS],
          resources: [`${siteBucket().state.arn}/${HOME_TEMPLATE_KEY}`],
        },
      ]);
    });
  });
}
