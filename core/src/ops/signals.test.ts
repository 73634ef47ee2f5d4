import { describe, expect, it } from 'vitest';
import { createSignals } from './signals';

describe('signals', () => {
  it('counts each condition over 5 minutes and an hour, and raises it at its threshold', () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const signals = createSignals(() => now);
    for (let i = 0; i < 4; i += 1) signals.record('api_5xx');
    expect(signals.snapshot().api_5xx).toEqual({
      last_5_minutes: 4,
      last_hour: 4,
      last_at: '2026-11-23T10:00:00.000Z',
      alarm: false,
    });
    signals.record('api_5xx');
    expect(signals.snapshot().api_5xx.alarm).toBe(true);
    now += 6 * 60 * 1000;
    expect(signals.snapshot().api_5xx).toMatchObject({
      last_5_minutes: 0,
      last_hour: 5,
      alarm: false,
    });
    now += 60 * 60 * 1000;
    expect(signals.snapshot().api_5xx).toMatchObject({ last_hour: 0 });
  });

  it("counts the app's logged failures by their msg, and nothing else", () => {
    const signals = createSignals();
    signals.recordLogLine(
      JSON.stringify({ level: 'error', msg: 'notification_failed', application_id: 'a' }),
    );
    signals.recordLogLine(JSON.stringify({ level: 'error', msg: 'audit_write_failed' }));
    signals.recordLogLine(JSON.stringify({ level: 'warn', msg: 'admin_request_refused' }));
    signals.recordLogLine('{not json');
    signals.recordLogLine('notification_failed');
    const snapshot = signals.snapshot();
    expect(snapshot.notification_failed).toMatchObject({ last_hour: 1, alarm: true });
    expect(snapshot.audit_write_failed).toMatchObject({ last_hour: 1, alarm: true });
    expect(snapshot.api_5xx.last_hour).toBe(0);
    expect(snapshot.throttled.last_hour).toBe(0);
  });
});
