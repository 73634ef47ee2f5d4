import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@institute/core/application/record';
import { type LocalStack } from '../../infra/local/stack';
import { call, type ErrorShape } from '../support/http';
import { submitAt } from '../support/inbox';
import { decodePayload } from '../support/jwt';
import { startSignedIn } from '../support/stack';

/* The inbox's status workflow and notes against the real stack, each on its own application. */

let stack: LocalStack;
let admin: Record<string, string>;
let editor: Record<string, string>;
let adminSub: string;

beforeAll(async () => {
  // The applications area belongs to super admins and course managers (the permission map).
  let tokens;
  ({
    stack,
    tokens,
    auth: { admin, manager: editor },
  } = await startSignedIn({
    admin: 'admin@example.com',
    manager: { email: 'manager@example.com', group: 'course_manager' },
  }));
  adminSub = String(decodePayload(tokens.admin.accessToken).sub);
});

afterAll(async () => {
  await stack?.stop();
});

const patch = (id: string, body: unknown, headers = admin) =>
  call<ApplicationRecord & ErrorShape>(stack.url, 'PATCH', `/api/admin/applications/${id}`, {
    body,
    headers,
  });

/** The application as stored, read back as the admin. */
const read = (id: string) =>
  call<ApplicationRecord>(stack.url, 'GET', `/api/admin/applications/${id}`, { headers: admin });

describe('PATCH /api/admin/applications/:id: status workflow', () => {
  it('moves along new -> contacted -> waitlisted -> accepted, recording who and when', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-01T04:00:00.000Z');
    const before = Date.now();
    const contacted = await patch(id, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.status).toBe('contacted');
    const [entry] = contacted.body.history!;
    expect(entry).toMatchObject({
      kind: 'status',
      from: 'new',
      to: 'contacted',
      by: { sub: adminSub, email: 'admin@example.com' },
    });
    const at = Date.parse(entry!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(contacted.body.updated_at).toBe(entry!.at);

    const waitlisted = await patch(id, { status: 'waitlisted' }, editor);
    expect(waitlisted.status).toBe(200);
    expect(waitlisted.body.history![1]).toMatchObject({
      from: 'contacted',
      to: 'waitlisted',
      by: { email: 'manager@example.com' },
    });
    expect((await patch(id, { status: 'accepted' })).status).toBe(200);

    const stored = await read(id);
    expect(stored.body.status).toBe('accepted');
    expect(
      stored.body.history!.map((h) => (h.kind === 'status' ? `${h.from}>${h.to}` : h.kind)),
    ).toEqual(['new>contacted', 'contacted>waitlisted', 'waitlisted>accepted']);
  });

  it('refuses an illegal move with 400 and a clear message, changing nothing', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-02T04:00:00.000Z');
    const skip = await patch(id, { status: 'accepted' });
    expect(skip.status).toBe(400);
    expect(skip.body.error).toEqual({
      code: 'illegal_transition',
      message: 'A New application can only become Contacted, not Accepted.',
    });
    expect((await patch(id, { status: 'new' })).body.error.message).toBe(
      'The application is already New.',
    );

    await patch(id, { status: 'contacted' });
    await patch(id, { status: 'declined' });
    const reopen = await patch(id, { status: 'accepted' });
    expect(reopen.status).toBe(400);
    expect(reopen.body.error.message).toBe(
      'A Declined application is decided; its status cannot change to Accepted unless the decision is reopened on its page.',
    );
    const stored = await read(id);
    expect(stored.body.status).toBe('declined');
    expect(stored.body.history).toHaveLength(2);
  });

  it('refuses a move chosen on a status a colleague has changed since: 409, nothing changed', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-04T04:00:00.000Z');
    expect((await patch(id, { status: 'contacted', from_status: 'new' })).status).toBe(200);
    // Both saw Contacted; the manager moves it first.
    expect(
      (await patch(id, { status: 'waitlisted', from_status: 'contacted' }, editor)).status,
    ).toBe(200);
    const stale = await patch(id, { status: 'declined', from_status: 'contacted' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({
      code: 'conflict',
      message:
        'Someone else changed this application since you opened it: it is Waitlisted now. Check it, then choose again.',
    });
    const stored = await read(id);
    expect(stored.body.status).toBe('waitlisted');
    expect(stored.body.history).toHaveLength(2);
  });

  it('answers the same move sent again (a reply lost on the way) as done, and makes it once', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-05T04:00:00.000Z');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const moved = await patch(id, { status: 'contacted', from_status: 'new' });
      expect(moved.status).toBe(200);
    }
    const stored = await read(id);
    expect(stored.body.status).toBe('contacted');
    expect(stored.body.history).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous moves win', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-03T04:00:00.000Z');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => patch(id, { status: 'contacted' })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 400 || s === 409)).toBe(true);
    const stored = await read(id);
    expect(stored.body.history).toHaveLength(1);
  });

  it('validates the body and the id', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-04T04:00:00.000Z');
    const bogus = await patch(id, { status: 'enrolled' });
    expect(bogus.status).toBe(400);
    expect(bogus.body.error.fields?.status).toBe(
      'Status must be new, contacted, accepted, waitlisted or declined',
    );
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch(randomUUID(), { status: 'contacted' })).status).toBe(404);
    expect((await patch('not-an-id', { status: 'contacted' })).status).toBe(404);
    const missing = await call<ErrorShape>(
      stack.url,
      'GET',
      `/api/admin/applications/${randomUUID()}`,
      {
        headers: admin,
      },
    );
    expect(missing.status).toBe(404);
  });
});

describe('PATCH /api/admin/applications/:id: notes', () => {
  it('stores trimmed notes, records each edit, and clears them with empty text', async () => {
    const id = await submitAt(stack.deps.db, '2021-06-05T04:00:00.000Z');
    const first = await patch(
      id,
      { notes: '  Called on Tuesday; prefers the weekend batch.  ' },
      editor,
    );
    expect(first.status).toBe(200);
    expect(first.body.notes).toBe('Called on Tuesday; prefers the weekend batch.');
    expect(first.body.history).toEqual([
      {
        kind: 'notes',
        at: first.body.updated_at,
        by: expect.objectContaining({ email: 'manager@example.com' }),
      },
    ]);

    // The same text again is no change: no new history entry.
    const same = await patch(id, { notes: 'Called on Tuesday; prefers the weekend batch.' });
    expect(same.body.history).toHaveLength(1);

    const both = await patch(id, { status: 'contacted', notes: 'Sent the reading list.' });
    expect(both.body.history!.map((h) => h.kind)).toEqual(['notes', 'status', 'notes']);

    const cleared = await patch(id, { notes: '   ' });
    expect(cleared.body.notes).toBeNull();
    expect(cleared.body.history).toHaveLength(4);

    const tooLong = await patch(id, { notes: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields?.notes).toBe('Notes must be at most 5000 characters');

    // Notes are a text area's: their lines stay, control characters are refused.
    const lines = await patch(id, { notes: 'Called twice.\nPrefers e-mail.' });
    expect(lines.body.notes).toBe('Called twice.\nPrefers e-mail.');
    const control = await patch(id, { notes: 'Called\u0000 twice.' });
    expect(control.status).toBe(400);
    expect(control.body.error.fields?.notes).toBe('Must not contain control characters');
    // Nothing was stored: the same lines again are no change.
    const again = await patch(id, { notes: 'Called twice.\nPrefers e-mail.' });
    expect(again.body.history).toHaveLength(5);
  });
});
