import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELDS,
  formFieldFor,
  payloadFieldFor,
  type ApplicationFormField,
} from './fields';
import {
  applicationPayloadSchema,
  applicationSubmissionSchema,
  toApplicationPayload,
} from './payload-schema';
import { validForm } from './fixtures';

function payloadErrors(payload: unknown): Record<string, string> {
  const result = v.safeParse(applicationPayloadSchema, payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? '_'] ??= issue.message;
  return errors;
}

describe('camelCase <-> snake_case mapping', () => {
  it('names the fields the first version left open as agreed', () => {
    expect(payloadFieldFor('iskconStatusOther')).toBe('iskcon_status_other');
    expect(payloadFieldFor('yearsOfPractice')).toBe('years_of_practice');
    expect(payloadFieldFor('spiritualMaster')).toBe('spiritual_master');
    expect(payloadFieldFor('otherPriorCourse')).toBe('other_prior_course');
    expect(payloadFieldFor('otherLanguage')).toBe('other_language');
    expect(payloadFieldFor('otherSpecialAssistance')).toBe('other_special_assistance');
    expect(payloadFieldFor('otherReferralSource')).toBe('other_referral_source');
  });

  it('maps every form field to its snake_case name and back', () => {
    for (const field of Object.keys(APPLICATION_FIELDS) as ApplicationFormField[]) {
      const wire = payloadFieldFor(field);
      expect(wire).toBe(field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
      expect(formFieldFor(wire)).toBe(field);
    }
    expect(formFieldFor('id')).toBeUndefined();
  });
});

describe('preferred contact channel', () => {
  it('is optional, sent as its value or null, and refuses anything else', () => {
    const chosen = toApplicationPayload({ ...validForm, preferredContact: 'whatsapp' });
    expect(chosen.preferred_contact).toBe('whatsapp');
    expect(v.safeParse(applicationPayloadSchema, chosen).success).toBe(true);
    const missing: Record<string, unknown> = { ...chosen };
    delete missing.preferred_contact;
    const parsed = v.safeParse(applicationPayloadSchema, missing);
    expect(parsed.success && parsed.output.preferred_contact).toBe(null);
    const wrong = v.safeParse(applicationPayloadSchema, { ...chosen, preferred_contact: 'fax' });
    expect(wrong.success).toBe(false);
  });
});

describe('toApplicationPayload', () => {
  it('turns form values into the wire payload the API accepts', () => {
    const payload = toApplicationPayload({
      ...validForm,
      spiritualName: '  ',
      testimonial: ' Hare Krishna ',
    });
    expect(payload).toEqual({
      full_name: 'Radha Krishnan',
      spiritual_name: null,
      email: 'radha@example.com',
      phone: '+60123456789',
      preferred_contact: null,
      date_of_birth: '1988-04-12T00:00:00.000Z',
      gender: 'female',
      address: '12 Jalan Sultan Idris Shah, Ipoh',
      country: 'malaysia',
      iskcon_status: 'regular-attendee',
      iskcon_status_other: null,
      years_of_practice: '3-5',
      initiated: 'no',
      spiritual_master: null,
      prior_courses: [],
      other_prior_course: null,
      course_name: 'bhakti-shastri',
      preferred_language: 'english',
      other_language: null,
      preferred_schedule: 'weekday-evenings',
      course_format: 'online',
      completed_prerequisites: 'yes',
      special_assistance: [],
      other_special_assistance: null,
      technology_access: ['internet'],
      study_materials: 'have-all',
      referral_source: null,
      other_referral_source: null,
      testimonial: 'Hare Krishna',
    });
    expect(payloadErrors(payload)).toEqual({});
  });

  it('sends conditional texts only while they are shown', () => {
    const shown = toApplicationPayload({
      ...validForm,
      iskconStatus: 'other',
      iskconStatusOther: 'Congregation member',
      initiated: 'yes',
      spiritualMaster: 'HH Example Swami',
      priorCourses: ['other'],
      otherPriorCourse: 'Sastric study group',
      preferredLanguage: 'other',
      otherLanguage: 'Malay',
      specialAssistance: ['other'],
      otherSpecialAssistance: 'Large print',
      referralSource: 'other',
      otherReferralSource: 'Radio',
    });
    expect(shown).toMatchObject({
      iskcon_status_other: 'Congregation member',
      spiritual_master: 'HH Example Swami',
      other_prior_course: 'Sastric study group',
      other_language: 'Malay',
      other_special_assistance: 'Large print',
      other_referral_source: 'Radio',
    });
    const hidden = toApplicationPayload({
      ...validForm,
      iskconStatusOther: 'left over',
      spiritualMaster: 'left over',
      otherPriorCourse: 'left over',
      otherLanguage: 'left over',
      otherSpecialAssistance: 'left over',
      otherReferralSource: 'left over',
    });
    expect(hidden).toMatchObject({
      iskcon_status_other: null,
      spiritual_master: null,
      other_prior_course: null,
      other_language: null,
      other_special_assistance: null,
      other_referral_source: null,
    });
  });

  it('copies lists rather than sharing them with the form', () => {
    const form = { ...validForm, priorCourses: ['idc'] };
    const payload = toApplicationPayload(form);
    expect(payload.prior_courses).toEqual(['idc']);
    expect(payload.prior_courses).not.toBe(form.priorCourses);
  });
});

describe('applicationPayloadSchema', () => {
  const payload = () => toApplicationPayload(validForm) as Record<string, unknown>;

  it('refuses a phone number of letters, as the form does', () => {
    expect(payloadErrors({ ...payload(), phone: 'abcdefg' })).toEqual({
      phone: 'Phone number must be at least 7 digits',
    });
    expect(payloadErrors({ ...payload(), phone: '(05) 254-1234' })).toEqual({});
  });

  it('reports the same messages keyed by snake_case field, also for missing keys', () => {
    expect(payloadErrors({})).toEqual({
      full_name: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 7 digits',
      date_of_birth: 'Date of birth is required',
      gender: 'Please select your gender',
      address: 'Address must be at least 5 characters',
      country: 'Country is required',
      iskcon_status: 'ISKCON affiliation status is required',
      years_of_practice: 'Years of practice is required',
      initiated: 'Initiation status is required',
      course_name: 'Please select a course',
      preferred_language: 'Please select your preferred language',
      preferred_schedule: 'Please select your preferred schedule',
      completed_prerequisites: 'Please indicate if you have completed prerequisites',
      technology_access: 'Please provide information about your technology access',
      study_materials: 'Please indicate your study materials status',
    });
  });

  it.each([
    ['iskcon_status', 'other', 'iskcon_status_other', 'Please specify your ISKCON status'],
    ['preferred_language', 'other', 'other_language', 'Please specify your preferred language'],
    [
      'special_assistance',
      ['other'],
      'other_special_assistance',
      'Please specify what assistance you need',
    ],
    ['referral_source', 'other', 'other_referral_source', 'Please specify how you heard about us'],
  ] as const)('%s = %j requires %s', (parent, value, field, message) => {
    expect(payloadErrors({ ...payload(), [parent]: value, [field]: null })).toEqual({
      [field]: message,
    });
    expect(payloadErrors({ ...payload(), [parent]: value, [field]: 'Given' })).toEqual({});
  });

  it('reads missing, null and blank optional values as null and missing lists as []', () => {
    const {
      spiritual_name: _a,
      prior_courses: _b,
      referral_source: _c,
      course_format: _d,
      ...rest
    } = payload();
    const result = v.parse(applicationPayloadSchema, {
      ...rest,
      testimonial: '  ',
      other_language: '',
    });
    expect(result).toMatchObject({
      spiritual_name: null,
      prior_courses: [],
      referral_source: null,
      testimonial: null,
      other_language: null,
      course_format: 'online',
    });
    expect(
      v.parse(applicationPayloadSchema, { ...rest, referral_source: '' }).referral_source,
    ).toBeNull();
  });

  it('stores a bare date as the ISO timestamp of that day and refuses other formats', () => {
    expect(
      v.parse(applicationPayloadSchema, { ...payload(), date_of_birth: '1990-01-31' })
        .date_of_birth,
    ).toBe('1990-01-31T00:00:00.000Z');
    expect(payloadErrors({ ...payload(), date_of_birth: '31/01/1990' })).toEqual({
      date_of_birth: 'Please enter a valid date',
    });
  });

  it('refuses unknown choices in lists and a course format other than online', () => {
    expect(
      payloadErrors({ ...payload(), prior_courses: ['astrology'], course_format: 'in-person' }),
    ).toEqual({
      'prior_courses.0': 'Please select a valid option',
      course_format: 'Course format must be online',
    });
  });

  it('drops keys it does not know', () => {
    expect(v.parse(applicationPayloadSchema, { ...payload(), is_admin: true })).not.toHaveProperty(
      'is_admin',
    );
  });

  it('the submission schema adds a required UUID id', () => {
    const result = v.safeParse(applicationSubmissionSchema, { ...payload(), id: 'abc' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['id', 'Application id must be a UUID'],
    ]);
    const ok = v.parse(applicationSubmissionSchema, {
      ...payload(),
      id: '0b6f3a2e-1c1d-4c55-9a55-0f1d2e3c4b5a',
    });
    expect(ok.id).toBe('0b6f3a2e-1c1d-4c55-9a55-0f1d2e3c4b5a');
  });
});
