import type { MiddlewareHandler } from 'hono';
import { createSignals, type Signals } from '@institute/core/ops/signals';

/**
 * The counters of each app in this process. On AWS that is one per Lambda instance, as
 * CloudWatch counts per stage; tests may build several, and each starts from nothing.
 */
const live = new Set<WeakRef<Signals>>();
let teeInstalled = false;

/**
 * Counts the app's logged failures from the log lines themselves, as the metric filters do on
 * AWS (infra/alarms.ts), so no use case needs to know about monitoring. Installed once; a log
 * line is the process's, so every live app counts it.
 */
function countLoggedFailures(): void {
  if (teeInstalled) return;
  teeInstalled = true;
  const write = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    for (const ref of live) {
      const signals = ref.deref();
      if (signals) signals.recordLogLine(args[0]);
      else live.delete(ref);
    }
    write(...args);
  };
}

/** A new app's counters: its own answers, and the logged failures from now on. */
export function appSignals(): Signals {
  const signals = createSignals();
  live.add(new WeakRef(signals));
  countLoggedFailures();
  return signals;
}

/** Counts 5xx answers and load refusals (429), whatever produced them. */
export function countResponses(signals: Signals): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status >= 500) signals.record('api_5xx');
    else if (c.res.status === 429) signals.record('throttled');
  };
}
