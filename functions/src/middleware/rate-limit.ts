import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitRule, rateLimitService } from '@institute/core/rate-limit/service';
import { ApiError } from '../errors';

type Limiter = ReturnType<typeof rateLimitService>;

interface PlatformEnv {
  /** @hono/node-server (the local stack). */
  incoming?: { socket?: { remoteAddress?: string } };
  /** API Gateway v1 / v2 and Lambda function URLs. */
  requestContext?: { identity?: { sourceIp?: string }; http?: { sourceIp?: string } };
}

/**
 * Who is asking: the first address of X-Forwarded-For (set by CloudFront and proxies), else the
 * socket's address where the platform exposes one, else 'unknown' (all such callers share a count).
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
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
  /** Requests for which this answers true are neither counted nor refused. */
  skip?: (c: Context) => Promise<boolean>;
}

/** A per-client fixed window shared by every instance; over the limit: 429 with Retry-After. */
export function rateLimit({ limiter, rule, skip }: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    if (skip && (await skip(c))) return next();
    const result = await limiter.hit(rule, clientAddress(c));
    if (!result.allowed) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'rate_limited',
          path: c.req.path,
          bucket: rule.bucket,
        }),
      );
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
