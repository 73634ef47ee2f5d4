import { Hono } from 'hono';
import { tableAnswers } from '@institute/core/db/health';
import type { Signals } from '@institute/core/ops/signals';
import { isSuperAdmin } from '@institute/core/auth/roles';
import type { AppDeps } from '../deps';
import { adminCaller } from '../middleware/auth';
import { ApiError, errorResponse } from '../errors';
import { viewerAuthorization } from '../middleware/edge';

/** The detail is for a super admin, checked as every admin request is (adminCaller). */
async function isSuperAdminRequest(deps: AppDeps, authorization: string | undefined) {
  const result = await adminCaller(deps.verify, deps.access, authorization);
  return 'caller' in result && isSuperAdmin(result.caller.groups);
}

/**
 * The mail queue's dead letters: e-mails that failed on every receive (infra/alarms.ts alarms on
 * the same queue). An unreadable queue is itself a condition to look at.
 */
async function deadLetterCondition(
  deps: AppDeps,
): Promise<{ waiting: number | null; alarm: boolean }> {
  try {
    const waiting = await deps.mailQueue.deadLetterCount();
    return { waiting, alarm: waiting > 0 };
  } catch {
    return { waiting: null, alarm: true };
  }
}

/**
 * Liveness for anyone; for super admins also the alarm conditions of infra/alarms.ts as this
 * app counted them (5xx, throttles, failed audit writes, failed e-mails, dead-lettered e-mail jobs), which is the only
 * place to see them on the local stack.
 */
export function healthRoutes(deps: AppDeps, signals: Signals) {
  return new Hono().get('/', async (c) => {
    if (!(await tableAnswers(deps.db))) {
      return errorResponse(c, new ApiError(503, 'unavailable', 'The database is not answering'));
    }
    if (!(await isSuperAdminRequest(deps, viewerAuthorization(c)))) {
      return c.json({ status: 'ok' as const });
    }
    c.header('Cache-Control', 'private, no-store');
    const conditions = {
      ...signals.snapshot(),
      mail_dead_letters: await deadLetterCondition(deps),
    };
    const alarms = Object.entries(conditions)
      .filter(([, condition]) => condition.alarm)
      .map(([name]) => name);
    return c.json({ status: 'ok' as const, alarms, conditions });
  });
}
