/**
 * The headers CloudFront's request function sets on every request it forwards (infra/web.ts) and
 * the API trusts on AWS (functions/src/middleware/edge.ts). Pure data, shared by both.
 *
 * The function URL accepts only CloudFront, signed through Origin Access Control (decision 011),
 * so on AWS these headers can only have come from the function below.
 */

/** The viewer's IP address as CloudFront saw the connection; replaces any value the client sent. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * The viewer's own `Authorization` header. Origin Access Control signs each origin request and
 * writes its signature into `Authorization`, so the staff member's bearer token travels here.
 */
export const VIEWER_AUTHORIZATION_HEADER = 'x-viewer-authorization';

/**
 * The path the viewer asked for. The Router's request function rewrites the URI to the file it
 * serves (`/about` → `/about.html`); the response function needs the original to tell a page
 * from a path the app does not have (a 404, decision 027).
 */
export const VIEWER_URI_HEADER = 'x-viewer-uri';

/**
 * Where the API serves the home page with the current hero picture in it (decision 054). The
 * request function sends the viewer's `/`, and only that exact path, here; the local server
 * does the same.
 */
export const HOME_PAGE_PATH = '/api/public/home-page';

/**
 * What browsers are told about the home page: ask again each time (a 304 while unchanged). The
 * API's own Cache-Control, the home data's, is for CloudFront: a browser keeping the page would
 * name asset files a deploy has deleted.
 */
export const HOME_PAGE_BROWSER_CACHE_CONTROL = 'no-cache';

/**
 * Public data the edge caches and that reads no query string: any query string is dropped before
 * the cache lookup, so `?anything` cannot make each request a miss that reaches the function.
 */
export const QUERYLESS_CACHED_PATHS = ['/api/public/home', HOME_PAGE_PATH] as const;

/** The code injected at the top of the Router's CloudFront viewer-request function. */
export function edgeRequestInjection(): string {
  const address = JSON.stringify(VIEWER_ADDRESS_HEADER);
  const authorization = JSON.stringify(VIEWER_AUTHORIZATION_HEADER);
  return [
    `event.request.headers[${address}] = { value: event.viewer.ip };`,
    `event.request.headers[${JSON.stringify(VIEWER_URI_HEADER)}] = { value: event.request.uri };`,
    `if (event.request.headers.authorization) event.request.headers[${authorization}] = { value: event.request.headers.authorization.value };`,
    `else delete event.request.headers[${authorization}];`,
    // After the viewer's path is kept above, so the response function still sees `/`.
    `if (event.request.uri === '/') event.request.uri = ${JSON.stringify(HOME_PAGE_PATH)};`,
    `if (${JSON.stringify(QUERYLESS_CACHED_PATHS)}.indexOf(event.request.uri) !== -1) event.request.querystring = {};`,
  ].join('\n');
}

/**
 * The code added to the Router's viewer-response function: the home page's browser caching
 * (HOME_PAGE_BROWSER_CACHE_CONTROL), whatever CloudFront keeps it for.
 */
export function homePageResponseInjection(): string {
  return [
    `if ((event.request.headers[${JSON.stringify(VIEWER_URI_HEADER)}] || {}).value === '/') {`,
    `  event.response.headers['cache-control'] = { value: ${JSON.stringify(HOME_PAGE_BROWSER_CACHE_CONTROL)} };`,
    `}`,
  ].join('\n');
}
