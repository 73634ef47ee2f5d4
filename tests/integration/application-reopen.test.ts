import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@institute/core/application/record';
import { applicationService } from '@institute/core/application/service';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { submitAt } from '../support/inbox';
import { startSignedIn } from '../support/stack';

/*
 * Reopening a decision: anyone with the applications permission within 24 hours of it, a super
 * admin at any time. The service tests set the clock; the API tests make decisions in the past
 * through the service and reopen them with real tokens.
 */

let stack: LocalStack;
let admin: Record<string, string>;
let manager: Record<string, string>;

const actor = { sub: 'staff-sub', email: 'staff@example.com' };
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  // The applications area belongs to super admins and course managers (the permission map).
  ({
    stack,
    auth: { admin, manager },
  } = await startSignedIn({
    admin: 'admin@example.com',
    manager: { email: 'manager@example.com', group: 'course_manager' },
  }));
});

afterAll(async () => {
  await stack?.stop();
});

/** An application declined at `decidedAt` (contacted an hour before). */
async function declinedAt(decidedAt: Date): Promise<string> {
  const db = stack.deps.db;
  const id = await submitAt(db, new Date(decidedAt.getTime() - 2 * HOUR).toISOString());
  await applicationService(db, () => new Date(decidedAt.getTime() - HOUR)).change(
    id,
    { status: 'contacted' },
    actor,
  );
  const declined = await applicationService(db, () => decidedAt).change(
    id,
    { status: 'declined' },
    actor,
  );
  expect(declined.ok).toBe(true);
  return id;
}

describe('the reopen rule (clock injected)', () => {
  const decided = new Date('2021-06-01T08:00:00.000Z');

  it('lets anyone reopen up to 24 hours after the decision, and records it', async () => {
    const id = await declinedAt(decided);
    const later = new Date(decided.getTime() + 24 * HOUR - 60_000);
    const result = await applicationService(stack.deps.db, () => later).reopen(id, actor, {
      superAdmin: false,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.status).toBe('contacted');
    expect(result.record.history?.at(-1)).toEqual({
      kind: 'reopen',
      from: 'declined',
      to: 'contacted',
      at: later.toISOString(),
      by: actor,
    });
  });

  it('refuses after 24 hours unless the caller is a super admin', async () => {
    const id = await declinedAt(decided);
    const late = () => new Date(decided.getTime() + 24 * HOUR + 60_000);
    const refused = await applicationService(stack.deps.db, late).reopen(id, actor, {
      superAdmin: false,
    });
    expect(refused).toMatchObject({ ok: false, reason: 'window_closed' });
    const stored = await applicationService(stack.deps.db).get(id);
    expect(stored?.status).toBe('declined');

    const yearLater = () => new Date(decided.getTime() + 365 * 24 * HOUR);
    const allowed = await applicationService(stack.deps.db, yearLater).reopen(id, actor, {
      superAdmin: true,
    });
    expect(allowed.ok && allowed.record.status).toBe('contacted');
  });

  it('counts the window from the newest decision, not the first one', async () => {
    const db = stack.deps.db;
    const id = await submitAt(db, '2021-06-01T00:00:00.000Z');
    const at = (iso: string) => () => new Date(iso);
    await applicationService(db, at('2021-06-01T01:00:00.000Z')).change(
      id,
      { status: 'contacted' },
      actor,
    );
    await applicationService(db, at('2021-06-01T02:00:00.000Z')).change(
      id,
      { status: 'waitlisted' },
      actor,
    );
    await applicationService(db, at('2021-06-03T02:00:00.000Z')).change(
      id,
      { status: 'accepted' },
      actor,
    );
    const result = await applicationService(db, at('2021-06-03T20:00:00.000Z')).reopen(id, actor, {
      superAdmin: false,
    });
    expect(result.ok && result.record.status).toBe('contacted');
  });

  it('has nothing to reopen before a decision', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-01T00:00:00.000Z');
    const result = await applicationService(stack.deps.db).reopen(id, actor, { superAdmin: true });
    expect(result).toMatchObject({
      ok: false,
      reason: 'not_decided',
      message: 'A New application has no decision to reopen.',
    });
  });
});

describe('POST /api/admin/applications/:id/reopen', () => {
  const reopen = (id: string, headers: Record<string, string>) =>
    call<ApplicationRecord & ErrorShape>(
      stack.url,
      'POST',
      `/api/admin/applications/${id}/reopen`,
      {
        body: {},
        headers,
      },
    );

  it('reopens a decision made just now for a course manager, with the history entry', async () => {
    const id = await declinedAt(new Date());
    const response = await reopen(id, manager);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('contacted');
    expect(response.body.history?.at(-1)).toMatchObject({
      kind: 'reopen',
      from: 'declined',
      to: 'contacted',
      by: { email: 'manager@example.com' },
    });
  });

  it('refuses an old decision to a course manager with a 403 that says why, and lets a super admin', async () => {
    const id = await declinedAt(new Date(Date.now() - 25 * HOUR));
    const refused = await reopen(id, manager);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'window_closed',
      message:
        'This decision was made more than 24 hours ago; only a super admin can reopen it now.',
    });
    const allowed = await reopen(id, admin);
    expect(allowed.status).toBe(200);
    expect(allowed.body.status).toBe('contacted');
  });

  it('answers 400 for an undecided application, 404 for an unknown one, 401 without a token', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-01T00:00:00.000Z');
    expect((await reopen(id, admin)).status).toBe(400);
    expect((await reopen('00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await reopen(id, {})).status).toBe(401);
  });
});
