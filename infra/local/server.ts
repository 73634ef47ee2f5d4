import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from '@institute/functions/app';
import { HOME_PAGE_BROWSER_CACHE_CONTROL, HOME_PAGE_PATH } from '@institute/core/edge/headers';
import type { AppDeps } from '@institute/functions/deps';
import { clientAddress } from '@institute/functions/middleware/rate-limit';
import { rateLimitService } from '@institute/core/rate-limit/service';
import { cognitoAdapter, type AdapterContext } from './cognito-adapter';
import { LOCAL_COGNITO_PATH } from './constants';
import { securityHeaders } from '../security-headers';
import { prerenderedPage, spaShell } from './site-pages';
import { isKnownPath } from '../../web/prerender/pages';
import { localUploads } from './uploads';

export interface LocalServerOptions {
  port: number;
  deps: AppDeps;
  cognitoEndpoint: string;
  /** The built SPA; omitted for API-only stacks (integration tests). */
  webDist?: string;
  /** Where the codes the local Cognito "e-mails" are told (the console by default). */
  onCode?: (line: string) => void;
}

/**
 * One origin for everything, as CloudFront gives in AWS: the SPA, the API under /api, and the
 * local Cognito under /cognito, all with the headers CloudFront sends.
 */
export function createLocalSite({
  deps,
  cognitoEndpoint,
  webDist,
  onCode = (line) => console.log(line),
}: Omit<LocalServerOptions, 'port'>) {
  const site = new Hono();
  // The same-origin Cognito stand-in needs no extra connect source; the browser PUTs images
  // straight to s3rver, as it does to the bucket on AWS (whose CSP names the bucket too).
  const s3Endpoint = deps.config.local?.s3Endpoint;
  const headers = Object.entries(
    securityHeaders({ connectSources: s3Endpoint ? [s3Endpoint] : [] }),
  );
  site.use('*', async (c, next) => {
    await next();
    // A new Response, not headers set on the old one: the node server's HEAD answer copies the
    // headers a response was created with, so HEAD lost every header set afterwards.
    const merged = new Headers(c.res.headers);
    for (const [name, value] of headers) merged.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, headers: merged });
  });
  // Cognito throttles sign-ins on AWS; locally the same DynamoDB limiter as the API does it.
  const limiter = rateLimitService(deps.db);
  const signInsPerWindow = deps.config.rateLimits.signInsPerWindow;
  const signIns: AdapterContext['signIns'] = signInsPerWindow
    ? {
        hit: limiter.hit,
        rule: {
          bucket: 'sign-in',
          limit: signInsPerWindow,
          windowSeconds: deps.config.rateLimits.windowSeconds,
        },
      }
    : undefined;
  // Global sign-out locally: the API's own revocation, which the adapter also applies to refreshes.
  const revocations: AdapterContext['revocations'] = {
    subOf: async (token) => (await deps.verify(token)).sub,
    revokeAll: (sub) => deps.access.revokeAll(sub),
    validAfter: (sub) => deps.access.validAfter(sub),
  };
  const cognito = (c: Context) =>
    cognitoAdapter(c.req.raw, cognitoEndpoint, {
      client: clientAddress(c),
      signIns,
      revocations,
      onCode,
    });
  site.post(LOCAL_COGNITO_PATH, cognito);
  site.post(`${LOCAL_COGNITO_PATH}/`, cognito);
  const app = createApp(deps);
  site.route('/', app);
  // Checked images, from the bucket, as CloudFront's /uploads route serves them.
  site.route('/uploads', localUploads(deps.s3, deps.config.uploadsBucket));

  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    const root = path.relative(process.cwd(), webDist) || '.';
    // CloudFront compresses what it serves; registered after the API, so only the site's files.
    site.use('*', compress());
    site.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // `/` is the API's (decision 054), as CloudFront's request function sends it there: the
    // prerendered home page with the current hero picture in it. Browsers ask again each time, as
    // CloudFront's response function tells them.
    site.get('/', async (c, next) => {
      if (!deps.homeTemplate) return next();
      const url = new URL(c.req.url);
      url.pathname = HOME_PAGE_PATH;
      url.search = '';
      const answer = await app.fetch(new Request(url, c.req.raw), c.env);
      const merged = new Headers(answer.headers);
      merged.set('Cache-Control', HOME_PAGE_BROWSER_CACHE_CONTROL);
      return new Response(answer.body, { status: answer.status, headers: merged });
    });
    // Prerendered public pages, looked up as CloudFront's router does (`/about` → about.html).
    // HTML is read per request (small files), so a rebuild while the server runs is served at once.
    site.get('*', async (c, next) => {
      const page = prerenderedPage(webDist, c.req.path);
      if (!page) return next();
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(page, 'utf8'));
    });
    site.use('*', serveStatic({ root }));
    // Other client routes get the plain SPA shell (CloudFront's router does the same); a path
    // the app has no page for gets it too, so it shows "Page not found", but with a 404 status.
    site.get('*', async (c) => {
      if (c.req.path.startsWith('/api/')) return c.notFound();
      c.header('Cache-Control', 'no-cache');
      const html = await readFile(spaShell(webDist), 'utf8');
      return c.html(html, isKnownPath(c.req.path) ? 200 : 404);
    });
  }
  return site;
}

export function startLocalServer(options: LocalServerOptions): Promise<ServerType> {
  const site = createLocalSite(options);
  return new Promise((resolve) => {
    const server = serve({ fetch: site.fetch, port: options.port, hostname: '127.0.0.1' }, () =>
      resolve(server),
    );
  });
}
