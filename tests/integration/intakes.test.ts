import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '@institute/core/application/record';
import { applicationService } from '@institute/core/application/service';
import type { IntakeSummary } from '@institute/core/course/intakes';
import type { Course } from '@institute/core/course/schema';
import type { PublicHome } from '@institute/core/home/service';
import type { LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';
import { apply, courseWithIntake, dayFromNow } from '../support/intakes';
import { startSignedIn } from '../support/stack';

/*
 * Intakes against the local stack: the course form's rules, the waitlist on submission, and
 * accepted/waitlisted counts that stay right when two accepts race for the last place.
 */

type Auth = { authorization: string };

describe('intakes, capacity and the waitlist', () => {
  let stack: LocalStack;
  let auth: Record<'admin' | 'manager', Auth>;
  const inbox = <T>(method: string, path: string, body?: unknown) =>
    call<T & ErrorShape>(stack.url, method, `/api/admin/applications${path}`, {
      headers: auth.manager,
      body,
    });
  const counts = async (intakeId: string) => {
    const { body } = await inbox<{ items: IntakeSummary[] }>('GET', '/intakes');
    const found = body.items.find((item) => item.intake.id === intakeId);
    return { accepted: found?.accepted, waitlisted: found?.waitlisted };
  };
  /** An application for the intake, moved on to Contacted. */
  const contacted = async (intakeId: string, overrides: Record<string, unknown> = {}) => {
    const id = await apply(stack.url, { intake: intakeId, ...overrides });
    expect((await inbox('PATCH', `/${id}`, { status: 'contacted' })).status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    ({ stack, auth } = await startSignedIn({
      admin: 'admin@example.com',
      manager: { email: 'intakes.manager@example.com', group: 'course_manager' },
    }));
  });
  afterAll(() => stack?.stop());

  it('refuses an intake whose deadline is after its start, or without a capacity, by field', async () => {
    const answer = await call<ErrorShape>(stack.url, 'POST', '/api/admin/courses', {
      headers: auth.admin,
      body: {
        title: 'Badly planned',
        intakes: [
          { start_date: '2027-03-01', deadline: '2027-03-02', capacity: 10 },
          { start_date: '2027-04-01', deadline: '2027-03-20', capacity: 0 },
          { start_date: '2027-05-01', deadline: 'soon', capacity: 2.5 },
          { start_date: '2027-05-01', deadline: '2027-04-01', capacity: 1 },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'intakes.0.deadline': 'The application deadline must be on or before the start date',
      'intakes.1.capacity': 'Capacity must be a whole number of at least 1',
      'intakes.2.deadline': 'Application deadline must be a date (YYYY-MM-DD)',
      'intakes.2.capacity': 'Capacity must be a whole number of at least 1',
      'intakes.3.start_date': 'Two intakes cannot start on the same day',
    });
  });

  it('refuses two intakes with one id, which would share their applications and counts', async () => {
    const id = '0b9c1f0e-6f0a-4c53-9d1e-2a5b7c9d0e01';
    const answer = await call<ErrorShape>(stack.url, 'POST', '/api/admin/courses', {
      headers: auth.admin,
      body: {
        title: 'One id twice',
        intakes: [
          { id, start_date: '2027-03-01', deadline: '2027-02-01', capacity: 10 },
          { id: id.toUpperCase(), start_date: '2027-09-01', deadline: '2027-08-01', capacity: 5 },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'intakes.1.id': 'Two intakes cannot have the same id',
    });
  });

  it('gives each intake an id, keeps it across saves and lists them soonest first', async () => {
    const { course } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Ids kept',
      capacity: 5,
    });
    const later = { start_date: dayFromNow(90), deadline: dayFromNow(80), capacity: 3 };
    const saved = await call<typeof course>(stack.url, 'PUT', `/api/admin/courses/${course.id}`, {
      headers: auth.admin,
      body: { ...course, intakes: [later, ...course.intakes] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.intakes.map((intake) => intake.start_date)).toEqual([
      dayFromNow(30),
      dayFromNow(90),
    ]);
    expect(saved.body.intakes[0]!.id).toBe(course.intakes[0]!.id);
    expect(saved.body.intakes[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an intake id of another course, live, in the trash or with counted applications; nothing is written', async () => {
    const refusal = (intakeId: string) => {
      const message = `Intake ${intakeId} belongs to another course: leave the id out to add a new intake`;
      return { code: 'validation_failed', message, fields: { intakes: message } };
    };
    const courses = async () =>
      (await call<Course[]>(stack.url, 'GET', '/api/admin/courses', { headers: auth.admin })).body;
    const save = (method: 'POST' | 'PUT', path: string, body: unknown) =>
      call<Course & ErrorShape>(stack.url, method, `/api/admin/courses${path}`, {
        headers: auth.admin,
        body,
      });
    const copyOf = (id: string) => ({
      id,
      start_date: dayFromNow(120),
      deadline: dayFromNow(110),
      capacity: 2,
    });
    const { course: owner, intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Owns an intake',
      capacity: 5,
    });

    // A new course with it: refused, and no course is created.
    const listed = (await courses()).length;
    const created = await save('POST', '', {
      title: 'Copies an intake',
      intakes: [copyOf(intakeId)],
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual(refusal(intakeId));
    expect(await courses()).toHaveLength(listed);

    // An edit of another course: refused, and the course stays as it was.
    const { course: other } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Another course',
      capacity: 3,
    });
    const taking = {
      ...other,
      title: 'Took an intake',
      intakes: [...other.intakes, copyOf(intakeId)],
    };
    const edited = await save('PUT', `/${other.id}`, taking);
    expect(edited.status).toBe(400);
    expect(edited.body.error).toEqual(refusal(intakeId));
    expect((await courses()).find((course) => course.id === other.id)).toMatchObject({
      title: 'Another course',
      intakes: other.intakes,
    });

    // Its own course saves it as before.
    expect((await save('PUT', `/${owner.id}`, { ...owner, title: 'Owns it still' })).status).toBe(
      200,
    );

    // In the trash the course may come back with it: still refused.
    const trashed = await call(stack.url, 'DELETE', `/api/admin/courses/${owner.id}`, {
      headers: auth.admin,
    });
    expect(trashed.status).toBe(204);
    expect((await save('PUT', `/${other.id}`, taking)).body.error).toEqual(refusal(intakeId));

    // Gone from its course but counted in an accepted application: still refused.
    const { course: counted, intakeId: countedIntake } = await courseWithIntake(
      stack.url,
      auth.admin,
      { title: 'Had an intake', capacity: 2 },
    );
    const applicant = await contacted(countedIntake, { email: 'copied.intake@example.com' });
    expect((await inbox('PATCH', `/${applicant}`, { status: 'accepted' })).status).toBe(200);
    expect((await save('PUT', `/${counted.id}`, { ...counted, intakes: [] })).status).toBe(200);
    const recounted = await save('POST', '', {
      title: 'Copies a counted intake',
      intakes: [copyOf(countedIntake)],
    });
    expect(recounted.body.error).toEqual(refusal(countedIntake));
  });

  it('refuses to restore a version whose intake another course has taken since', async () => {
    const { course, intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Gave an intake up',
      capacity: 4,
    });
    const path = `/api/admin/courses/${course.id}`;
    const headers = auth.admin;
    expect(
      (await call(stack.url, 'PUT', path, { headers, body: { ...course, intakes: [] } })).status,
    ).toBe(200);
    // Neither held nor counted any more, the id may be given to another course.
    const taker = await call<Course>(stack.url, 'POST', '/api/admin/courses', {
      headers,
      body: {
        title: 'Took the intake',
        intakes: [
          { id: intakeId, start_date: dayFromNow(60), deadline: dayFromNow(50), capacity: 1 },
        ],
      },
    });
    expect(taker.status).toBe(201);
    const versions = await call<{ version_id: string }[]>(stack.url, 'GET', `${path}/versions`, {
      headers,
    });
    const withIntake = versions.body.at(-1)!;
    const restored = await call<ErrorShape>(
      stack.url,
      'POST',
      `${path}/versions/${withIntake.version_id}/restore`,
      { headers, body: {} },
    );
    expect(restored.status).toBe(409);
    const message = `Intake ${intakeId} belongs to another course: leave the id out to add a new intake`;
    expect(restored.body.error).toEqual({
      code: 'version_invalid',
      message: `This version cannot be restored (${message}); edit the course instead`,
      fields: { intakes: message },
    });
    const current = await call<Course>(stack.url, 'GET', '/api/admin/courses', { headers });
    expect(current.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: course.id, intakes: [] })]),
    );
  });

  it('counts two accepts racing for the last place once, and asks before going over', async () => {
    const { intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Race course',
      capacity: 1,
    });
    const first = await contacted(intakeId, { email: 'race.one@example.com' });
    const second = await contacted(intakeId, {
      email: 'race.two@example.com',
      full_name: 'Second Racer',
    });
    const answers = await Promise.all(
      [first, second].map((id) => inbox('PATCH', `/${id}`, { status: 'accepted' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error).toEqual({
      code: 'intake_full',
      message:
        'This intake is full: 1 of 1 places are taken. Confirm to accept beyond the capacity.',
    });
    expect(await counts(intakeId)).toEqual({ accepted: 1, waitlisted: 0 });
    // The loser is still Contacted: the counter and the status moved together or not at all.
    const loser = answers[0]!.status === 409 ? first : second;
    expect((await inbox<ApplicationRecord>('GET', `/${loser}`)).body.status).toBe('contacted');

    const over = await inbox('PATCH', `/${loser}`, { status: 'accepted', over_capacity: true });
    expect(over.status).toBe(200);
    expect(await counts(intakeId)).toEqual({ accepted: 2, waitlisted: 0 });

    // Reopening an accepted application gives its place back.
    expect((await inbox('POST', `/${loser}/reopen`, {})).status).toBe(200);
    expect(await counts(intakeId)).toEqual({ accepted: 1, waitlisted: 0 });
  });

  it('counts waitlisted applications and moves them to accepted', async () => {
    const { intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Waitlist counts',
      capacity: 3,
    });
    const id = await contacted(intakeId, { email: 'waiting@example.com' });
    expect((await inbox('PATCH', `/${id}`, { status: 'waitlisted' })).status).toBe(200);
    expect(await counts(intakeId)).toEqual({ accepted: 0, waitlisted: 1 });
    expect((await inbox('PATCH', `/${id}`, { status: 'accepted' })).status).toBe(200);
    expect(await counts(intakeId)).toEqual({ accepted: 1, waitlisted: 0 });
  });

  it('shows a full intake on the home page and puts later applications on its waitlist', async () => {
    const { course, intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Full soon',
      capacity: 1,
    });
    const accepted = await contacted(intakeId, { email: 'first.in@example.com' });
    expect((await inbox('PATCH', `/${accepted}`, { status: 'accepted' })).status).toBe(200);

    const home = await call<PublicHome>(stack.url, 'GET', '/api/public/home');
    const card = home.body.courses.find((item) => item.id === course.id)!;
    expect(card.full_intakes).toEqual([intakeId]);
    expect(card.intakes).toHaveLength(1);

    // The card said Register Now to someone whose page was older: still the waitlist.
    const late = await apply(stack.url, { intake: intakeId, email: 'late@example.com' });
    const record = (await inbox<ApplicationRecord>('GET', `/${late}`)).body;
    expect(record).toMatchObject({
      intake: intakeId,
      intake_course_id: course.id,
      waitlist: true,
      status: 'new',
    });
    const page = await inbox<{ items: Array<{ id: string; waitlist: boolean }> }>(
      'GET',
      '?limit=5',
    );
    expect(page.body.items.find((item) => item.id === late)?.waitlist).toBe(true);
  });

  it('waitlists a submission made just after another instance took the last place', async () => {
    const { intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Taken elsewhere',
      capacity: 1,
    });
    const first = await contacted(intakeId, { email: 'taken.first@example.com' });
    // This submission finds the intake open, and the API keeps the published intakes a while.
    const open = await apply(stack.url, { intake: intakeId, email: 'taken.open@example.com' });
    expect((await inbox<ApplicationRecord>('GET', `/${open}`)).body.waitlist).toBe(false);
    // Accepted by staff on another instance: this one's kept copy is not told.
    const accepted = await applicationService(stack.deps.db).change(
      first,
      { status: 'accepted' },
      { sub: 'other-instance', email: 'staff@example.com' },
    );
    expect(accepted.ok).toBe(true);

    const next = await apply(stack.url, { intake: intakeId, email: 'taken.next@example.com' });
    const record = (await inbox<ApplicationRecord>('GET', `/${next}`)).body;
    expect(record).toMatchObject({ intake: intakeId, waitlist: true, status: 'new' });
  });

  it('puts applications after the deadline on the waitlist', async () => {
    const { intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Deadline passed',
      capacity: 10,
      deadlineInDays: -1,
    });
    const id = await apply(stack.url, { intake: intakeId, email: 'after@example.com' });
    expect((await inbox<ApplicationRecord>('GET', `/${id}`)).body.waitlist).toBe(true);
  });

  it('refuses a waitlist without an intake, an unknown intake and an intake of another course', async () => {
    const post = (overrides: Record<string, unknown>) =>
      call<ErrorShape>(stack.url, 'POST', '/api/applications', {
        body: validApplication(overrides),
      });
    const noIntake = await post({ waitlist: true });
    expect(noIntake.status).toBe(400);
    expect(noIntake.body.error.fields).toEqual({
      waitlist: 'A waitlist application must name the intake it waits for',
    });

    const unknown = await post({ intake: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields?.intake).toBe(
      'This intake is no longer offered. Go back to the course list and choose the course again.',
    );

    const { intakeId } = await courseWithIntake(stack.url, auth.admin, {
      title: 'Deity Worship Intake',
      capacity: 4,
      enrollCourse: 'deity-worship',
    });
    const other = await post({ intake: intakeId, course_name: 'idc' });
    expect(other.status).toBe(400);
    expect(other.body.error.fields?.course_name).toBe(
      'This application was started from the Deity Worship Intake card; choose that course, or apply from the Enroll page without an intake.',
    );
  });
});
