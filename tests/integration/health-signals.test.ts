import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentMailError, type Mailer } from '@institute/core/notifications/mailer';
import { createApp } from '@institute/functions/app';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { bearer, signIn } from '../support/auth';
import { call } from '../support/http';
import { untilMailQueueEmpty } from '../support/mail-queue';
import { awayFromWindowEnd } from '../support/rate-window';
import { createUserInGroup } from '../support/users';

/*
 * The alarm conditions of infra/alarms.ts, visible locally: /api/health shows super admins what
 * this process counted. Real causes only: a mailer SES would refuse, and the rate limiter.
 */

const refusing: Mailer = {
  send: () => Promise.reject(new PermanentMailError('Address rejected', 'MessageRejected')),
};

const WINDOW_SECONDS = 600;
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({
    mailer: refusing,
    rateLimits: { applicationsPerWindow: 1, windowSeconds: WINDOW_SECONDS },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const health = (headers: Record<string, string> = {}) =>
  call<Record<string, unknown>>(stack.url, 'GET', '/api/health', { headers });

describe('/api/health', () => {
  it('answers anyone with the status only', async () => {
    const anonymous = await health();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ status: 'ok' });
    expect((await health({ authorization: 'Bearer not-a-token' })).body).toEqual({ status: 'ok' });
    await createUserInGroup(stack.cognitoEndpoint, 'health-editor@example.com', 'editor');
    const editor = await signIn(stack.cognitoEndpoint, 'health-editor@example.com');
    expect((await health(bearer(editor.accessToken))).body).toEqual({ status: 'ok' });
  });

  it('shows super admins each alarm condition, raised by real failed e-mails and throttling', async () => {
    const admin = bearer((await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken);
    const before = await health(admin);
    expect(before.body).toMatchObject({ status: 'ok', alarms: [] });
    expect(Object.keys(before.body.conditions as object).sort()).toEqual([
      'api_5xx',
      'audit_write_failed',
      'mail_dead_letters',
      'notification_failed',
      'throttled',
    ]);
    expect(before.headers.get('cache-control')).toBe('private, no-store');

    // The failed e-mails are logged as on AWS (two error lines in this test's output).
    await awayFromWindowEnd(WINDOW_SECONDS);
    const accepted = await call(stack.url, 'POST', '/api/applications', {
      body: validApplication(),
    });
    expect(accepted.status).toBe(201);
    const refused = await call(stack.url, 'POST', '/api/applications', {
      body: validApplication(),
    });
    expect(refused.status).toBe(429);
    await untilMailQueueEmpty(stack);

    const after = await health(admin);
    const conditions = after.body.conditions as Record<
      string,
      { last_hour: number; alarm: boolean }
    >;
    // The applicant's confirmation and the institute's copy: two failed e-mails, one refusal.
    expect(conditions.notification_failed).toMatchObject({ last_hour: 2, alarm: true });
    expect(conditions.throttled).toMatchObject({ last_hour: 1, alarm: true });
    expect(conditions.api_5xx).toMatchObject({ last_hour: 0, alarm: false });
    expect((after.body.alarms as string[]).sort()).toEqual(['notification_failed', 'throttled']);
  });

  it('counts per app: another app in the same process starts from nothing', async () => {
    const admin = bearer((await signIn(stack.cognitoEndpoint, 'admin@example.com')).accessToken);
    const counted = (await health(admin)).body.conditions as Record<string, { last_hour: number }>;
    // The test above left the stack's app with failed e-mails and a refusal.
    expect(counted.throttled!.last_hour).toBeGreaterThan(0);
    const other = await createApp(stack.deps).request('/api/health', { headers: admin });
    const fresh = ((await other.json()) as { conditions: Record<string, { last_hour: number }> })
      .conditions;
    expect(fresh.throttled!.last_hour).toBe(0);
    expect(fresh.notification_failed!.last_hour).toBe(0);
  });
});
