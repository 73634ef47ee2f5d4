import type { Context, MiddlewareHandler } from 'hono';
import { VIEWER_ADDRESS_HEADER, VIEWER_AUTHORIZATION_HEADER } from '@institute/core/edge/headers';

export type EdgeEnv = {
  Variables: { viewerAddress?: string; viewerAuthorization?: string; behindEdge?: boolean };
};

/**
 * On AWS the function URL answers only CloudFront (Origin Access Control, decision 011), so the
 * viewer's address and `Authorization` header that CloudFront's request function copied are
 * the client's own. On the local stack nothing is trusted from those headers: the socket's peer
 * address and the request's own `Authorization` are used.
 */
export function fromEdge(behindEdge: boolean): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (behindEdge) {
      c.set('behindEdge', true);
      const viewer = c.req.header(VIEWER_ADDRESS_HEADER)?.trim();
      if (viewer) c.set('viewerAddress', viewer);
      const authorization = c.req.header(VIEWER_AUTHORIZATION_HEADER);
      if (authorization) c.set('viewerAuthorization', authorization);
    }
    await next();
  };
}

/**
 * The caller's `Authorization` header as they sent it. Behind CloudFront the header itself holds
 * CloudFront's request signature, so the viewer's copy is read instead.
 */
export function viewerAuthorization(c: Context): string | undefined {
  const edge = c as unknown as Context<EdgeEnv>;
  return edge.get('behindEdge') ? edge.get('viewerAuthorization') : c.req.header('authorization');
}
