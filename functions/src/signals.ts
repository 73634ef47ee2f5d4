import type { MiddlewareHandler } from 'hono';
import { createSignals, type Signals } from '@institute/core/ops/signals';

/** One per process (per Lambda instance, per local server), as CloudWatch counts per stage. */
export const signals: Signals = createSignals();

let teeInstalled = false;

/**
 * Counts the app's logged failures from the log lines themselves, as the metric filters do on
 * AWS (infra/alarms.ts), so no use case needs to know about monitoring. Installed once.
 */
export function countLoggedFailures(): void {
  if (teeInstalled) return;
  teeInstalled = true;
  const write = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    signals.recordLogLine(args[0]);
    write(...args);
  };
}

/** Counts 5xx answers and load refusals (429), whatever produced them. */
export function countResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 500) signals.record('api_5xx');
    else if (c.res.status === 429) signals.record('throttled');
  };
}
