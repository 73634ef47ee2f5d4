import type { Db } from '../db/client';
import { rateLimitRepository } from './repository';

export interface RateLimitRule {
  /** What is limited, e.g. 'applications'. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window ends (what Retry-After says when refused). */
  retryAfterSeconds: number;
  /** Takes this hit back: for a request that turned out not to be what the limit counts. */
  undo(): Promise<void>;
}

/**
 * A fixed-window counter per client, kept in the table so every Lambda instance shares it.
 * Each call counts one hit; the hit that goes over the limit and every later one are refused.
 */
export function rateLimitService(db: Db, clock: () => Date = () => new Date()) {
  const repository = rateLimitRepository(db);
  return {
    async hit(rule: RateLimitRule, client: string): Promise<RateLimitResult> {
      const now = Math.floor(clock().getTime() / 1000);
      const windowStart = now - (now % rule.windowSeconds);
      const windowEnd = windowStart + rule.windowSeconds;
      const { hits, expiresAt } = await repository.hit(
        `${rule.bucket}#${client}`,
        windowStart,
        windowEnd,
      );
      // Defensive: a counter whose expiry has passed never counts against anyone.
      const live = expiresAt > now ? hits : 0;
      return {
        allowed: live <= rule.limit,
        limit: rule.limit,
        remaining: Math.max(0, rule.limit - live),
        retryAfterSeconds: Math.max(1, windowEnd - now),
        undo: () => repository.unhit(`${rule.bucket}#${client}`, windowStart),
      };
    },
  };
}
