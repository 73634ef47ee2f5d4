import { Hono } from 'hono';
import { tableAnswers } from '@institute/core/db/health';
import type { AppDeps } from '../deps';
import { ApiError, errorResponse } from '../errors';
import { signals } from '../signals';

/** A valid super admin's token gets the detail; anything else (no token, bad token) does not. */
async function isSuperAdmin(deps: AppDeps, authorization: string | undefined): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return false;
  try {
    return (await deps.verify(token)).groups.includes('super_admin');
  } catch {
    return false;
  }
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
 * process counted them (5xx, throttles, failed audit writes, failed e-mails, dead-lettered e-mail jobs), which is the only
 * place to see them on the local stack.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    if (!(await tableAnswers(deps.db))) {
      return errorResponse(c, new ApiError(503, 'unavailable', 'The database is not answering'));
    }
    if (!(await isSuperAdmin(deps, c.req.header('authorization')))) {
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
