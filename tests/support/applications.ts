import { randomUUID } from 'node:crypto';
import { validBody } from '@institute/core/application/fixtures';

/**
 * A complete, valid POST /api/applications body (snake_case), with a fresh id: the core's valid
 * body, with the phone written as people type it (the inbox search and the CSV export read it) and
 * one prior course (so the list is stored as sent, not empty).
 */
export function validApplication(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...validBody,
    id: randomUUID(),
    phone: '+60 12-345 6789',
    prior_courses: ['gita-saram'],
    ...overrides,
  };
}
