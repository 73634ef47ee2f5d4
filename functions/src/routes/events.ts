import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimitService } from '@institute/core/rate-limit/service';
import { registerClickSchema } from '@institute/core/register-click/schema';
import { registerClickService } from '@institute/core/register-click/service';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { rateLimit } from '../middleware/rate-limit';
import { parseJson } from '../validation';

/** Generous for a person clicking around, tight enough that a script cannot inflate the counts. */
export const REGISTER_CLICK_LIMIT = { limit: 30, windowSeconds: 600 } as const;

/** Anonymous, fire-and-forget counters for the analytics page's conversion figures. */
export function eventRoutes({ db }: AppDeps) {
  const clicks = registerClickService(db);
  return new Hono().post(
    '/register-click',
    bodyLimit({
      maxSize: 1024,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', 'The event is too large');
      },
    }),
    rateLimit({
      limiter: rateLimitService(db),
      rule: { bucket: 'register-click', ...REGISTER_CLICK_LIMIT },
    }),
    async (c) => {
      const { course } = await parseJson(c, registerClickSchema);
      await clicks.record(course);
      return c.body(null, 204);
    },
  );
}
