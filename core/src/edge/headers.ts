/**
 * The two headers CloudFront's request function adds to every request it forwards (infra/web.ts)
 * and the API trusts only together (functions/src/middleware/edge.ts). Pure data, shared by both.
 */

/** The stage's edge secret: proves the request came through CloudFront, not straight to the function URL. */
export const EDGE_SECRET_HEADER = 'x-origin-verify';

/** The viewer's IP address as CloudFront saw the connection; replaces any value the client sent. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * Public data the edge caches and that reads no query string: any query string is dropped before
 * the cache lookup, so `?anything` cannot make each request a miss that reaches the function.
 */
export const QUERYLESS_CACHED_PATHS = ['/api/public/home'] as const;

/** The code injected at the top of the Router's CloudFront viewer-request function. */
export function edgeRequestInjection(secret: string): string {
  return [
    `event.request.headers[${JSON.stringify(VIEWER_ADDRESS_HEADER)}] = { value: event.viewer.ip };`,
    `event.request.headers[${JSON.stringify(EDGE_SECRET_HEADER)}] = { value: ${JSON.stringify(secret)} };`,
    `if (${JSON.stringify(QUERYLESS_CACHED_PATHS)}.indexOf(event.request.uri) !== -1) event.request.querystring = {};`,
  ].join('\n');
}
