import { expect } from 'vitest';
import type { Course } from '@institute/core/course/schema';
import { addDays, instituteDayOf } from '@institute/core/calendar/institute-day';
import { call, type ErrorShape } from './http';
import { validApplication } from './applications';

type Auth = { authorization: string };

/** An institute day `days` from today. */
export const dayFromNow = (days: number) => addDays(instituteDayOf(new Date()), days);

/** A published course with one intake (starting in a month, open for two weeks more). */
export async function courseWithIntake(
  url: string,
  auth: Auth,
  options: { title: string; capacity: number; enrollCourse?: string; deadlineInDays?: number },
): Promise<{ course: Course; intakeId: string }> {
  const created = await call<Course & ErrorShape>(url, 'POST', '/api/admin/courses', {
    headers: auth,
    body: {
      title: options.title,
      enroll_course: options.enrollCourse ?? 'bhakti-shastri',
      status: 'published',
      intakes: [
        {
          start_date: dayFromNow(30),
          deadline: dayFromNow(options.deadlineInDays ?? 14),
          capacity: options.capacity,
        },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { course: created.body, intakeId: created.body.intakes[0]!.id };
}

/** Submits an application (for the course's choice unless overridden); answers its id. */
export async function apply(url: string, overrides: Record<string, unknown> = {}) {
  const body = validApplication(overrides);
  const answer = await call<ErrorShape>(url, 'POST', '/api/applications', { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(body.id);
}
