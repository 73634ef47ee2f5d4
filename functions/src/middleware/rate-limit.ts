import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitRule, rateLimitService } from '@institute/core/rate-limit/service';
import { ApiError } from '../errors';
import type { EdgeEnv } from './edge';
import { log } from '@institute/core/ops/log';

type Limiter = ReturnType<typeof rateLimitService>;

interface PlatformEnv {
  /** @hono/node-server (the local stack). */
  incoming?: { socket?: { remoteAddress?: string } };
  /** API Gateway v1 / v2 and Lambda function URLs. */
  requestContext?: { identity?: { sourceIp?: string }; http?: { sourceIp?: string } };
}

/**
 * Who is asking, from sources a client cannot write: the viewer address CloudFront set (taken
 * by fromEdge on AWS only, where the function URL answers CloudFront alone), else the TCP peer of
 * this server or of the function URL, else 'unknown' (all such callers share a count). Never X-Forwarded-For: behind CloudFront
 * its first entries are whatever the client sent, so rotating them would dodge every limit
 * (docs/decisions/003-client-address.md).
 */
export function clientAddress(c: Context): string {
  const viewer = (c as unknown as Context<EdgeEnv>).get('viewerAddress');
  if (viewer) return viewer;
  const env = c.env as PlatformEnv | undefined;
  return (
    env?.requestContext?.http?.sourceIp ??
    env?.requestContext?.identity?.sourceIp ??
    env?.incoming?.socket?.remoteAddress ??
    'unknown'
  );
}

export interface RateLimitOptions {
  limiter: Limiter;
  rule: RateLimitRule;
  /**
   * Asked only of a request over the limit: one it answers true for is let through all the same.
   * Asking only then keeps its cost (a read, say) off every request within the limit.
   */
  pardon?: (c: Context) => Promise<boolean>;
}

/** Where the middleware leaves the request's hit, for `forgiveHit`. */
export type RateLimitEnv = { Variables: { rateLimitHit?: { undo(): Promise<void> } } };

/**
 * Takes the request's hit back, for a request that turned out not to be what the limit counts
 * (a retry of an application already stored). A no-op on a route without the limit.
 */
export async function forgiveHit(c: Context): Promise<void> {
  await (c as unknown as Context<RateLimitEnv>).get('rateLimitHit')?.undo();
}

/** A per-client fixed window shared by every instance; over the limit: 429 with Retry-After. */
export function rateLimit({ limiter, rule, pardon }: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const result = await limiter.hit(rule, clientAddress(c));
    (c as unknown as Context<RateLimitEnv>).set('rateLimitHit', result);
    if (!result.allowed && !(pardon && (await pardon(c)))) {
      log.warn('rate_limited', { path: c.req.path, bucket: rule.bucket });
      throw new ApiError(
        429,
        'rate_limited',
        'Too many requests. Please try again later.',
        undefined,
        { 'Retry-After': String(result.retryAfterSeconds) },
      );
    }
    await next();
  };
}
