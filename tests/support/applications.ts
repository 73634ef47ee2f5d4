import { randomUUID } from 'node:crypto';

/** A complete, valid POST /api/applications body (snake_case), with a fresh id. */
export function validApplication(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    full_name: 'Radha Krishnan',
    spiritual_name: null,
    email: 'radha.krishnan@example.com',
    phone: '+60 12-345 6789',
    date_of_birth: '1988-04-12T00:00:00.000Z',
    gender: 'female',
    address: '12 Jalan Sultan Idris Shah, Ipoh, Perak',
    country: 'malaysia',
    iskcon_status: 'regular-attendee',
    iskcon_status_other: null,
    years_of_practice: '3-5',
    initiated: 'aspiring',
    spiritual_master: null,
    prior_courses: ['gita-saram'],
    other_prior_course: null,
    course_name: 'bhakti-shastri',
    preferred_language: 'english',
    other_language: null,
    preferred_schedule: 'weekday-evenings',
    course_format: 'online',
    completed_prerequisites: 'yes',
    special_assistance: [],
    other_special_assistance: null,
    technology_access: ['internet', 'device'],
    study_materials: 'need-purchase',
    referral_source: 'friend-family',
    other_referral_source: null,
    testimonial: null,
    consent_notice: true,
    consent_sensitive: true,
    ...overrides,
  };
}
