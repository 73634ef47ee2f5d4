import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@institute/core/application/record';
import { nextSteps, stepLine } from '@institute/core/application/next-steps';
import { formatInstituteDay } from '@institute/core/calendar/format';
import { readOutbox } from '@institute/core/notifications/outbox';
import type { LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';
import { courseWithIntake, dayFromNow } from '../support/intakes';
import { untilMailQueueEmpty } from '../support/mail-queue';
import { startSignedIn } from '../support/stack';

/*
 * An application that joins a waitlist says so: in the API's answer (the confirmation screen),
 * the applicant's e-mail and the institute's copy. One made in the form without a course card
 * joins the course's next intake, as its card shows it, and its waitlist when that is full.
 */

type Auth = { authorization: string };
type Answer = { id: string; waitlist?: boolean } & ErrorShape;

describe('waitlist applications', () => {
  let stack: LocalStack;
  let auth: Record<'admin' | 'manager', Auth>;
  const record = async (id: string) =>
    (
      await call<ApplicationRecord>(stack.url, 'GET', `/api/admin/applications/${id}`, {
        headers: auth.manager,
      })
    ).body;
  const send = (overrides: Record<string, unknown>) =>
    call<Answer>(stack.url, 'POST', '/api/applications', { body: validApplication(overrides) });

  beforeAll(async () => {
    ({ stack, auth } = await startSignedIn({
      admin: 'admin@example.com',
      manager: { email: 'waitlist.manager@example.com', group: 'course_manager' },
    }));
  });
  afterAll(() => stack?.stop());

  it('places an application made without a card in the next intake, and answers without a waitlist while it is open', async () => {
    const { intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Gita Rahasya in Ipoh',
      capacity: 1,
      enrollCourse: 'gita-rahasya',
    });
    const start = dayFromNow(30);
    const first = await send({
      course_name: 'gita-rahasya',
      email: 'first.seat@example.com',
      preferred_contact: 'whatsapp',
    });
    expect(first.status).toBe(201);
    // The day its intake starts, for the confirmation's next steps.
    expect(first.body).toEqual({ id: expect.any(String), intake_start: start });
    expect(await record(first.body.id)).toMatchObject({ intake: intakeId, waitlist: false });
    // Another choice has no intake: nothing placed.
    const other = await send({ course_name: 'gita-saram', email: 'no.intake@example.com' });
    expect((await record(other.body.id)).intake).toBeUndefined();

    for (const status of ['contacted', 'accepted']) {
      const moved = await call(stack.url, 'PATCH', `/api/admin/applications/${first.body.id}`, {
        headers: auth.manager,
        body: { status },
      });
      expect(moved.status).toBe(200);
    }

    // Full now: the next one, chosen in the form, joins the waitlist and is told so.
    await untilMailQueueEmpty(stack);
    const before = (await readOutbox(stack.config.local!.outboxDir)).length;
    const late = await send({
      course_name: 'gita-rahasya',
      email: 'late.seat@example.com',
      preferred_contact: 'phone',
    });
    expect(late.status).toBe(201);
    expect(late.body).toEqual({ id: late.body.id, waitlist: true, intake_start: start });
    expect(await record(late.body.id)).toMatchObject({ intake: intakeId, waitlist: true });
    // A retry of it is answered the same.
    const again = await call<Answer>(stack.url, 'POST', '/api/applications', {
      body: validApplication({
        id: late.body.id,
        course_name: 'gita-rahasya',
        email: 'late.seat@example.com',
        preferred_contact: 'phone',
      }),
    });
    expect(again.body).toEqual({ id: late.body.id, waitlist: true, intake_start: start });

    await untilMailQueueEmpty(stack);
    const sent = (await readOutbox(stack.config.local!.outboxDir)).slice(0, -before || undefined);
    const applicant = sent.find((mail) => mail.to === 'late.seat@example.com')!;
    expect(applicant.text).toContain(
      'The intake you applied for is no longer taking applications, so your application is on its waitlist.',
    );
    // The same next steps as the confirmation screen: the chosen way, the intake's start day.
    const steps = nextSteps({ preferred_contact: 'phone', waitlist: true, intake_start: start });
    expect(applicant.text).toContain(
      steps.map((step, index) => `${index + 1}. ${stepLine(step)}`).join('\n'),
    );
    expect(applicant.text).toContain(
      `1. Waitlist: we contact you by phone if a place opens in this intake, which starts on ${formatInstituteDay(start)}, or about the following one.`,
    );
    // One with a place in the intake is told the day it starts.
    const seated = (await readOutbox(stack.config.local!.outboxDir)).find(
      (mail) => mail.to === 'first.seat@example.com',
    )!;
    expect(seated.text).toContain(
      '1. Review: our team reads your application and contacts you shortly on WhatsApp.',
    );
    expect(seated.text).toContain(
      `3. Begin learning: your intake starts on ${formatInstituteDay(start)}.`,
    );
    expect(applicant.html).toContain('is on its waitlist');
    const institute = sent.find((mail) => mail.to !== 'late.seat@example.com')!;
    expect(institute.subject).toMatch(/^New waitlist application: /);
    expect(institute.text).toContain('This is a waitlist application');
  });
});
