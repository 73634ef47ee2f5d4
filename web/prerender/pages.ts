/**
 * The public pages rendered to HTML at build time, and where each is written in the build output.
 * CloudFront's router and the local server both look a path up as `<path>.html`, so `/about` is
 * served from `about.html`; every other path gets the plain SPA shell.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/faq',
  '/admission',
  '/enroll',
  '/privacy',
  '/application-status',
] as const;

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * Modules a page loads lazily (after hydration) but always runs: its HTML preloads them with its
 * route's code, so loading them costs no round trip, only their evaluation (paths from `web/`).
 */
export const PRELOADED_LAZY_MODULES: Partial<Record<PrerenderedPath, readonly string[]>> = {
  '/enroll': [
    'src/features/enroll/form-stack.tsx',
    // The first step's date of birth: its calendar is a chunk of its own.
    'src/features/enroll/components/date-of-birth-field.tsx',
  ],
};

/** The unrendered app shell, for client routes that are not prerendered (/admin, /login, …). */
export const SPA_SHELL = 'spa.html';

/** Client routes that are not prerendered: served the SPA shell with 200, with all below them. */
export const SPA_ROUTES = [
  '/admin',
  '/login',
  '/signup',
  '/forgot-password',
  '/unauthorized',
] as const;

/**
 * Whether the app has a page at this path. Any other path is answered with the SPA shell (which
 * shows "Page not found") and a real 404 status, so search engines and links checkers see it.
 */
export function isKnownPath(urlPath: string): boolean {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return (
    (PRERENDERED_PATHS as readonly string[]).includes(trimmed || '/') ||
    SPA_ROUTES.some((route) => trimmed === route || trimmed.startsWith(`${route}/`))
  );
}

/** The HTML files of the build, which CloudFront also serves by their own names (`/about.html`). */
const builtPages = () => [
  ...PRERENDERED_PATHS.map((page) => `/${pageFile(page)}`),
  `/${SPA_SHELL}`,
];

/**
 * The code injected into the Router's CloudFront viewer-response function: `isKnownPath` for
 * CloudFront (decision 027). The SPA shell served for a path the app has no page for gets a 404
 * status; its body is unchanged, so the visitor still sees "Page not found". The path is the
 * viewer's, which the request function kept in `uriHeader` before routing rewrote the URI.
 */
export function notFoundResponseInjection(uriHeader: string): string {
  const pages = JSON.stringify([...PRERENDERED_PATHS, ...builtPages()]);
  const routes = JSON.stringify(SPA_ROUTES);
  return [
    `var viewerUri = (event.request.headers[${JSON.stringify(uriHeader)}] || {}).value || event.request.uri;`,
    `var contentType = (event.response.headers['content-type'] || {}).value || '';`,
    `if (event.response.statusCode === 200 && contentType.indexOf('text/html') === 0) {`,
    `  var pagePath = viewerUri.length > 1 ? viewerUri.replace(/\\/+$/, '') : viewerUri;`,
    `  var knownPage = ${pages}.indexOf(pagePath || '/') !== -1 || ${routes}.some(function (route) { return pagePath === route || pagePath.indexOf(route + '/') === 0; });`,
    `  if (!knownPage) { event.response.statusCode = 404; event.response.statusDescription = 'Not Found'; }`,
    `}`,
  ].join('\n');
}

/** `/` → `index.html`, `/about` → `about.html`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** Where the boot script of a prerendered page keeps a button pressed before hydration. */
export const EARLY_CLICKS = 'prerenderEarlyClicks';

/**
 * The home data, which every prerendered page shows (its header and footer; the home page's
 * lists). Each page's HTML preloads it, so it is on its way with the page rather than after the
 * app has loaded; the app's own request for it (lib/public-home-query.ts) is answered by that
 * preload, which it matches only while it sends no header of its own.
 */
export const PUBLIC_HOME_API = '/api/public/home';
