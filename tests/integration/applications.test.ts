import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationService } from '@institute/core/application/service';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';

let stack: LocalStack;
let applications: ReturnType<typeof applicationService>;

beforeAll(async () => {
  stack = await startLocalStack();
  applications = applicationService(stack.deps.db);
});
afterAll(async () => {
  await stack?.stop();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call<{ id: string } & ErrorShape>(stack.url, 'POST', '/api/applications', { body, headers });

describe('POST /api/applications', () => {
  it('stores a valid application as new, with created_at and the online format', async () => {
    const body = validApplication({
      course_format: undefined,
      spiritual_name: '  ',
      testimonial: 'Hare Krishna',
    });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: body.id });

    const stored = await applications.get(body.id as string);
    expect(stored).toMatchObject({
      id: body.id,
      status: 'new',
      course_format: 'online',
      full_name: 'Radha Krishnan',
      spiritual_name: null,
      testimonial: 'Hare Krishna',
      date_of_birth: '1988-04-12T00:00:00.000Z',
      prior_courses: ['gita-saram'],
      special_assistance: [],
    });
    expect(Date.parse(stored!.created_at)).not.toBeNaN();
    expect(stored).not.toHaveProperty('company_website');
    expect(stored).not.toHaveProperty('pk');
  });

  it('keeps exactly one record when the same id is posted 20 times at once', async () => {
    const body = validApplication();
    const before = await applications.count();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body.id))).toEqual(new Set([body.id]));
    expect(await applications.count()).toBe(before + 1);
    expect((await applications.list()).filter((record) => record.id === body.id)).toHaveLength(1);
  });

  it('answers a repeat of the same answers as the first time, and a changed repeat with what was kept', async () => {
    const body = validApplication({ course_name: 'bhakti-shastri' });
    expect((await post(body)).body).toEqual({ id: body.id });
    // The first answer was lost and the applicant sends again, unchanged: nothing to tell.
    expect((await post(body)).body).toEqual({ id: body.id });
    // Changed meanwhile (another course): the first version stays, and the answer says so.
    const changed = await post({ ...body, course_name: 'gita-saram' });
    expect(changed.status).toBe(201);
    expect(changed.body).toEqual({
      id: body.id,
      earlier_answers_kept: true,
      course_name: 'bhakti-shastri',
    });
    expect((await applications.get(body.id as string))?.course_name).toBe('bhakti-shastri');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const body = validApplication({ company_website: 'https://spam.example' });
    const before = await applications.count();
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: body.id });
    expect(await applications.exists(body.id as string)).toBe(false);
    expect(await applications.count()).toBe(before);
  });

  it('refuses an invalid application with a message per snake_case field and stores nothing', async () => {
    const before = await applications.count();
    const response = await post(
      validApplication({
        full_name: 'A',
        email: 'not-an-email',
        phone: '12345',
        date_of_birth: '',
        gender: '',
        address: 'abc',
        iskcon_status: 'other',
        iskcon_status_other: '',
        preferred_language: 'other',
        special_assistance: ['other'],
        referral_source: 'other',
        technology_access: [],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual({
      full_name: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 7 digits',
      date_of_birth: 'Date of birth is required',
      gender: 'Please select your gender',
      address: 'Address must be at least 5 characters',
      iskcon_status_other: 'Please specify your ISKCON status',
      other_language: 'Please specify your preferred language',
      other_special_assistance: 'Please specify what assistance you need',
      other_referral_source: 'Please specify how you heard about us',
      technology_access: 'Please provide information about your technology access',
    });
    expect(await applications.count()).toBe(before);
  });

  it('refuses a phone number written in letters, and takes one with spaces, + - and parentheses', async () => {
    const letters = await post(validApplication({ phone: 'abcdefg' }));
    expect(letters.status).toBe(400);
    expect(letters.body.error.fields).toEqual({
      phone: 'Phone number can have only digits, spaces and + - ( ) .',
    });
    const written = validApplication({ phone: '+60 (5) 254-1234' });
    const stored = await post(written);
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ id: written.id });
  });

  it('requires a UUID id and reports every missing required field', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      id: 'Application id must be a UUID',
      country: 'Country is required',
      iskcon_status: 'ISKCON affiliation status is required',
      years_of_practice: 'Years of practice is required',
      initiated: 'Initiation status is required',
      course_name: 'Please select a course',
      preferred_language: 'Please select your preferred language',
      preferred_schedule: 'Please select your preferred schedule',
      completed_prerequisites: 'Please indicate if you have completed prerequisites',
      study_materials: 'Please indicate your study materials status',
    });
  });

  it('refuses a birth date in the future and a course format other than online', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const response = await post(
      validApplication({ date_of_birth: future, course_format: 'in-person' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      date_of_birth: 'Date of birth cannot be in the future',
      course_format: 'Course format must be online',
    });
  });

  it('refuses a timestamp on 30 February and stores the day a timestamp names, whatever its offset', async () => {
    const impossible = await post(validApplication({ date_of_birth: '1990-02-30T00:00:00.000Z' }));
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.fields).toEqual({ date_of_birth: 'Please enter a valid date' });

    // Midnight in Ipoh is still the day before in UTC: the applicant was born on the 12th.
    const ipohMidnight = validApplication({ date_of_birth: '1988-04-12T00:00:00+08:00' });
    expect((await post(ipohMidnight)).status).toBe(201);
    const stored = await applications.get(ipohMidnight.id as string);
    expect(stored?.date_of_birth).toBe('1988-04-12T00:00:00.000Z');
  });

  it('refuses control characters, folds a line break in a name and keeps one in the address', async () => {
    const nul = await post(validApplication({ full_name: 'Radha\u0000 Krishnan' }));
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toEqual({ full_name: 'Must not contain control characters' });

    const pasted = validApplication({
      full_name: 'Radha\r\nKrishnan',
      address: '12 Jalan Sultan Idris Shah\nIpoh, Perak',
    });
    expect((await post(pasted)).status).toBe(201);
    expect(await applications.get(pasted.id as string)).toMatchObject({
      full_name: 'Radha Krishnan',
      address: '12 Jalan Sultan Idris Shah\nIpoh, Perak',
    });
  });

  it('refuses “None” ticked beside other choices and stores a box ticked twice once', async () => {
    const contradictory = await post(validApplication({ prior_courses: ['none', 'gita-saram'] }));
    expect(contradictory.status).toBe(400);
    expect(contradictory.body.error.fields).toEqual({
      prior_courses: '“None” cannot be chosen together with other options',
    });

    const twice = validApplication({ technology_access: ['internet', 'device', 'internet'] });
    expect((await post(twice)).status).toBe(201);
    expect((await applications.get(twice.id as string))?.technology_access).toEqual([
      'internet',
      'device',
    ]);
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const response = await call<ErrorShape>(stack.url, 'POST', '/api/applications', {
      rawBody: '{"id":',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_json');
  });

  it('answers 413 in the error shape for an oversized body', async () => {
    const response = await post(validApplication({ testimonial: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it('stores the applications on the byType index, newest first', async () => {
    const first = validApplication({ id: randomUUID() });
    await post(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = validApplication({ id: randomUUID() });
    await post(second);
    const ids = (await applications.list()).map((record) => record.id);
    expect(ids.indexOf(second.id as string)).toBeLessThan(ids.indexOf(first.id as string));
  });
});
