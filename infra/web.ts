import {
  VIEWER_URI_HEADER,
  edgeRequestInjection,
  homePageResponseInjection,
} from '../core/src/edge/headers';
import { userPool, webClient } from './auth';
import {
  CROSS_ORIGIN_OPENER_POLICY,
  FRAME_OPTIONS,
  HSTS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  cognitoEndpoint,
  contentSecurityPolicy,
} from './security-headers';
import { isProduction, settings } from './stage';
import { uploads } from './storage';
import { SPA_SHELL, notFoundResponseInjection } from '../web/prerender/pages';

const { domain } = settings();

/** Where `sst dev` serves the SPA (Vite's own port); non-production buckets accept its uploads. */
export const DEV_SERVER_URL = 'http://localhost:5173';

const region = aws.getRegionOutput().region;

/** The browser talks to Cognito and PUTs images straight to the uploads bucket (presigned). */
export const csp = $resolve([region, uploads.nodes.bucket.bucketRegionalDomainName]).apply(
  ([regionName, uploadsDomain]) =>
    contentSecurityPolicy({
      connectSources: [cognitoEndpoint(regionName), `https://${uploadsDomain}`],
    }),
);

export const securityHeadersPolicy = new aws.cloudfront.ResponseHeadersPolicy(
  'WebSecurityHeaders',
  {
    name: `${$app.name}-${$app.stage}-security-headers`,
    comment: 'Security headers on every response of the site and the API',
    securityHeadersConfig: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: {
        accessControlMaxAgeSec: HSTS.maxAgeSeconds,
        includeSubdomains: HSTS.includeSubDomains,
        preload: HSTS.preload,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: FRAME_OPTIONS, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY, override: true },
    },
    customHeadersConfig: {
      items: [
        { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
        { header: 'Cross-Origin-Opener-Policy', value: CROSS_ORIGIN_OPENER_POLICY, override: true },
      ],
    },
  },
);

/** One CloudFront distribution for everything: the SPA at /, the API at /api, images at /uploads. */
export const router = new sst.aws.Router('Router', {
  // Optional per stage (infra/stages.ts). In Route 53 the certificate and alias records are made by
  // the deploy; elsewhere the operator brings a us-east-1 certificate and adds a CNAME by hand.
  ...(domain
    ? {
        domain:
          domain.dns === 'route53'
            ? { name: domain.name, redirects: domain.redirects, dns: sst.aws.dns() }
            : {
                name: domain.name,
                redirects: domain.redirects,
                dns: false as const,
                cert: domain.cert,
              },
      }
    : {}),
  // The API's function URL answers only this distribution: Origin Access Control signs every
  // request to it, and the URL refuses unsigned ones (decision 011). Browsers send the body's
  // SHA-256 with each write (web/src/lib/api.ts), which Lambda needs to check the signature.
  protection: 'oac',
  // Every forwarded request carries the viewer's real address (replacing whatever the client
  // sent), which the API's per-client limits key on (decision 003), and a copy of the viewer's
  // Authorization, which the signature overwrites. The same code drops query strings the home
  // data does not read, so they cannot split its cache.
  // The viewer's `/`, and only that exact path, goes to the API, which serves the prerendered home
  // page with the current hero picture in it (decision 054): SST's routes match by prefix, so the
  // request function rewrites it before routing.
  // The response function gives the SPA shell a 404 status where the app has no page (decision 027),
  // and tells browsers to ask again for the home page each time.
  edge: {
    viewerRequest: { injection: edgeRequestInjection() },
    viewerResponse: {
      injection: [notFoundResponseInjection(VIEWER_URI_HEADER), homePageResponseInjection()].join(
        '\n',
      ),
    },
  },
  // Per-address throttle at the edge, before any Lambda runs: 2,000 requests per 5 minutes. The
  // managed rule groups that inspect bodies stay off: admins legitimately save HTML-like content.
  waf: {
    rateLimitPerIp: 2000,
    managedRules: { coreRuleSet: false, knownBadInputs: true, sqlInjection: false },
  },
  transform: {
    cdn: (args) => {
      args.defaultCacheBehavior = $output(args.defaultCacheBehavior).apply((behavior) =>
        securityHeadersPolicy.id.apply((policyId) => ({
          ...behavior,
          responseHeadersPolicyId: policyId,
        })),
      );
    },
    cachePolicy: (args) => {
      // CloudFront drops Authorization unless it is part of the cache key; the admin API needs it,
      // and keying on it also keeps one user's cached response from reaching another.
      args.parametersInCacheKeyAndForwardedToOrigin = $output(
        args.parametersInCacheKeyAndForwardedToOrigin,
      ).apply((params) => ({
        ...params,
        headersConfig: {
          headerBehavior: 'whitelist',
          headers: {
            items: [...new Set([...(params.headersConfig.headers?.items ?? []), 'authorization'])],
          },
        },
      }));
    },
  },
});

// Image keys live under uploads/ in the bucket, so /uploads/<key> maps to the same key.
router.routeBucket('/uploads', uploads);

/** The site's public origin: the stage's domain, else the Router's CloudFront address. */
export const siteUrl = router.url;

/**
 * Presigned PUTs come from the site's own pages only, and on other stages also from `sst dev`'s
 * Vite server, which a developer's browser loads from localhost.
 */
export const uploadsCors = new aws.s3.BucketCorsConfiguration('UploadsCors', {
  bucket: uploads.name,
  corsRules: [
    {
      allowedMethods: ['PUT'],
      allowedOrigins: isProduction() ? [siteUrl] : [siteUrl, DEV_SERVER_URL],
      allowedHeaders: ['*'],
      exposeHeaders: ['ETag'],
      maxAgeSeconds: 3600,
    },
  ],
});

/** The site's build (or, in `sst dev`, Vite's) environment. */
export const siteEnvironment = {
  VITE_USER_POOL_ID: userPool.id,
  VITE_USER_POOL_CLIENT_ID: webClient.id,
  VITE_AWS_REGION: region,
  // Canonical addresses, og:url, the sitemap and robots.txt name the stage's own origin.
  SITE_URL: siteUrl,
  // `sst dev` only: Vite forwards /api and /uploads to the Router, so the SPA on localhost
  // talks to the live function through CloudFront, as the deployed site does.
  ...($dev ? { API_PROXY_TARGET: router.url } : {}),
};

export const site = new sst.aws.StaticSite('Web', {
  path: 'web',
  build: { command: 'npm run build', output: 'dist' },
  environment: siteEnvironment,
  dev: { command: 'npm run dev', url: DEV_SERVER_URL, title: 'Web' },
  // The router looks a path up as a file (`/` → index.html, `/about` → about.html: the prerendered
  // pages) and answers anything else with the index page, here the plain SPA shell, so client
  // routes load without the home page's content. No errorPage: that would make those answers 404s.
  indexPage: SPA_SHELL,
  router: { instance: router },
});
