import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { EDGE_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@institute/core/edge/headers';
import { ApiError } from '../errors';
import { log } from '@institute/core/ops/log';

export type EdgeEnv = { Variables: { viewerAddress?: string } };

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * On AWS the function URL is public, so a request may skip CloudFront and say anything in its
 * headers. Only requests carrying CloudFront's secret are served; for them the viewer address
 * CloudFront wrote is the client's. Without a secret (the local stack) nothing is trusted from
 * headers and the socket's peer address is used instead.
 */
export function fromEdge(secret: string | undefined): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (secret !== undefined) {
      if (!sameSecret(c.req.header(EDGE_SECRET_HEADER) ?? '', secret)) {
        log.warn('request_not_from_edge', { path: c.req.path });
        throw new ApiError(403, 'forbidden', 'Use the site address to reach the API');
      }
      const viewer = c.req.header(VIEWER_ADDRESS_HEADER)?.trim();
      if (viewer) c.set('viewerAddress', viewer);
    }
    await next();
  };
}
