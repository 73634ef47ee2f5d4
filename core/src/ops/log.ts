/*
 * The one structured logger: one JSON line per event, `level` and `msg` first, on stderr for
 * warnings and errors (CloudWatch on AWS, the terminal locally). The alarms count lines by `msg`
 * (core/src/ops/signals.ts, infra/alarms.ts). Fields are identifiers and codes only: never an
 * e-mail address, a name, a token or a password.
 */

export type LogLevel = 'info' | 'warn' | 'error';
export type LogLine = { level: LogLevel; msg: string } & Record<string, unknown>;

/** Writes one line; looked up at each call, so a test's spy on console sees it. */
export function logLine(line: LogLine): void {
  const text = JSON.stringify(line);
  if (line.level === 'error') console.error(text);
  else if (line.level === 'warn') console.warn(text);
  else console.log(text);
}

export const log = {
  info: (msg: string, fields: Record<string, unknown> = {}) =>
    logLine({ level: 'info', msg, ...fields }),
  warn: (msg: string, fields: Record<string, unknown> = {}) =>
    logLine({ level: 'warn', msg, ...fields }),
  error: (msg: string, fields: Record<string, unknown> = {}) =>
    logLine({ level: 'error', msg, ...fields }),
};

/** A loggable name for what went wrong: the error's name, never its message. */
export const errorName = (err: unknown) => (err instanceof Error ? err.name : 'UnknownError');
