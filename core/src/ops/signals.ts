/*
 * The conditions an operator is alerted to, defined once: infra/alarms.ts turns them into
 * CloudWatch alarms on AWS, and /api/health shows the same counts to super admins (locally the
 * only place to see them). Counted per app (one per Lambda instance) over a sliding hour.
 */

/** Each condition and the count within an alarm period (5 minutes) that raises it. */
export const SIGNAL_THRESHOLDS = {
  /** Responses with a 5xx status. */
  api_5xx: 5,
  /** Requests refused for load (429; on AWS, Lambda's own throttles). */
  throttled: 1,
  /** Log lines the app writes when an admin change could not be audited. */
  audit_write_failed: 1,
  /** Log lines the app writes when an application's e-mail could not be sent. */
  notification_failed: 1,
} as const;

export type Signal = keyof typeof SIGNAL_THRESHOLDS;
export const SIGNALS = Object.keys(SIGNAL_THRESHOLDS) as Signal[];

/** The conditions that are log lines (`msg`), counted on AWS by metric filters. */
export const LOGGED_SIGNALS = ['audit_write_failed', 'notification_failed'] as const;

export const ALARM_PERIOD_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface SignalCount {
  /** Within the last alarm period: what an alarm compares with its threshold. */
  last_5_minutes: number;
  last_hour: number;
  /** When it last happened, if it did in this app. */
  last_at: string | null;
  /** At or over the threshold within the last 5 minutes, as the alarm would be. */
  alarm: boolean;
}

export interface Signals {
  record(signal: Signal): void;
  /** Counts a structured log line whose `msg` is one of the logged conditions. */
  recordLogLine(line: unknown): void;
  snapshot(): Record<Signal, SignalCount>;
}

export function createSignals(clock: () => number = Date.now): Signals {
  const times = new Map<Signal, number[]>(SIGNALS.map((signal) => [signal, []]));
  const prune = (list: number[], now: number) => {
    while (list.length > 0 && list[0]! <= now - HOUR_MS) list.shift();
  };
  return {
    record(signal) {
      const list = times.get(signal)!;
      const now = clock();
      prune(list, now);
      list.push(now);
    },
    recordLogLine(line) {
      if (typeof line !== 'string' || !line.startsWith('{')) return;
      try {
        const msg = (JSON.parse(line) as { msg?: unknown }).msg;
        if ((LOGGED_SIGNALS as readonly unknown[]).includes(msg)) this.record(msg as Signal);
      } catch {
        // Not JSON: not one of ours.
      }
    },
    snapshot() {
      const now = clock();
      return Object.fromEntries(
        SIGNALS.map((signal) => {
          const list = times.get(signal)!;
          prune(list, now);
          const recent = list.filter((at) => at > now - ALARM_PERIOD_MS).length;
          const last = list.at(-1);
          return [
            signal,
            {
              last_5_minutes: recent,
              last_hour: list.length,
              last_at: last === undefined ? null : new Date(last).toISOString(),
              alarm: recent >= SIGNAL_THRESHOLDS[signal],
            },
          ];
        }),
      ) as Record<Signal, SignalCount>;
    },
  };
}
