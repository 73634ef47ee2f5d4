import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-messages';
import { APPLICATION_FIELDS } from './fields';
import { BLANK_FORM_MESSAGES, validBody, validForm } from './fixtures';
import { applicationSchema, applicationSubmissionSchemaAt } from './schema';

/* The same schema as the API reads a body: snake_case names, null and missing keys allowed. */

const ID = '0b6f3a2e-1c1d-4c55-9a55-0f1d2e3c4b5a';
const submission = applicationSubmissionSchemaAt();

const apiErrors = (body: unknown) => fieldErrors(submission, body);

/** What the form sends for the valid form, with an id: a body the API accepts. */
const body = (): Record<string, unknown> => ({ ...v.parse(applicationSchema, validForm), id: ID });

describe('field names', () => {
  it('names the fields the first version left open as agreed', () => {
    expect(Object.keys(APPLICATION_FIELDS)).toEqual(
      expect.arrayContaining([
        'iskcon_status_other',
        'years_of_practice',
        'spiritual_master',
        'other_prior_course',
        'other_language',
        'other_special_assistance',
        'other_referral_source',
      ]),
    );
  });
});

describe('the form output is the API body', () => {
  it('trims, turns blanks into null, dates into timestamps, and adds the course format', () => {
    const output = v.parse(applicationSchema, {
      ...validForm,
      spiritual_name: '  ',
      testimonial: ' Hare Krishna ',
    });
    expect(output).toEqual({ ...validBody, testimonial: 'Hare Krishna' });
  });

  it('is read by the API unchanged, so a retried or stored body means the same', () => {
    const sent = body();
    const read = v.parse(submission, sent);
    expect(read).toEqual({ ...sent, company_website: '', intake: null, waitlist: false });
  });

  it('sends conditional texts only while they are shown', () => {
    const shown = v.parse(applicationSchema, {
      ...validForm,
      iskcon_status: 'other',
      iskcon_status_other: 'Congregation member',
      initiated: 'yes',
      spiritual_master: 'HH Example Swami',
      prior_courses: ['other'],
      other_prior_course: 'Sastric study group',
      preferred_language: 'other',
      other_language: 'Malay',
      special_assistance: ['other'],
      other_special_assistance: 'Large print',
      referral_source: 'other',
      other_referral_source: 'Radio',
    });
    expect(shown).toMatchObject({
      iskcon_status_other: 'Congregation member',
      spiritual_master: 'HH Example Swami',
      other_prior_course: 'Sastric study group',
      other_language: 'Malay',
      other_special_assistance: 'Large print',
      other_referral_source: 'Radio',
    });
    const hidden = v.parse(applicationSchema, {
      ...validForm,
      iskcon_status_other: 'left over',
      spiritual_master: 'left over',
      other_prior_course: 'left over',
      other_language: 'left over',
      other_special_assistance: 'left over',
      other_referral_source: 'left over',
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

  it('keeps the guardian only for an applicant under 18 on the day', () => {
    const clock = () => new Date('2026-06-01T00:00:00.000Z');
    const guardian = { guardian_name: ' Mother ', guardian_consent: true };
    const minor = { ...body(), date_of_birth: '2010-06-02', ...guardian };
    expect(v.parse(applicationSubmissionSchemaAt(clock), minor)).toMatchObject({
      guardian_name: 'Mother',
      guardian_consent: true,
    });
    const adult = { ...minor, date_of_birth: '2008-06-01' };
    expect(v.parse(applicationSubmissionSchemaAt(clock), adult)).toMatchObject({
      guardian_name: null,
      guardian_consent: false,
    });
    const alone = { ...minor, guardian_name: null, guardian_consent: false };
    expect(
      v.safeParse(applicationSubmissionSchemaAt(clock), alone).issues?.map((i) => i.message),
    ).toEqual([
      'Applicants under 18 need the name of a parent or guardian',
      'Applicants under 18 need the consent of a parent or guardian',
    ]);
  });
});

describe('the API reading a body', () => {
  it('takes the preferred contact channel as optional, and refuses anything else', () => {
    const chosen = { ...body(), preferred_contact: 'whatsapp' };
    expect(v.parse(submission, chosen).preferred_contact).toBe('whatsapp');
    const { preferred_contact: _absent, ...missing } = chosen;
    expect(v.parse(submission, missing).preferred_contact).toBe(null);
    expect(apiErrors({ ...chosen, preferred_contact: 'fax' })).toEqual({
      preferred_contact: 'Please select a valid option',
    });
  });

  it('refuses a phone number of letters, as the form does', () => {
    expect(apiErrors({ ...body(), phone: 'abcdefg' })).toEqual({
      phone: 'Phone number can have only digits, spaces and + - ( ) .',
    });
    expect(apiErrors({ ...body(), phone: '(05) 254-1234' })).toEqual({});
  });

  it('reports the form messages under the field names, also for missing keys', () => {
    expect(apiErrors({})).toEqual({
      id: 'Application id must be a UUID',
      ...BLANK_FORM_MESSAGES,
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
    expect(apiErrors({ ...body(), [parent]: value, [field]: null })).toEqual({
      [field]: message,
    });
    expect(apiErrors({ ...body(), [parent]: value, [field]: 'Given' })).toEqual({});
  });

  it('reads missing, null and blank optional values as null and missing lists as []', () => {
    const {
      spiritual_name: _a,
      prior_courses: _b,
      referral_source: _c,
      course_format: _d,
      ...rest
    } = body();
    const result = v.parse(submission, { ...rest, testimonial: '  ', other_language: null });
    expect(result).toMatchObject({
      spiritual_name: null,
      prior_courses: [],
      referral_source: null,
      testimonial: null,
      other_language: null,
      course_format: 'online',
    });
    expect(v.parse(submission, { ...rest, referral_source: '' }).referral_source).toBeNull();
  });

  it('stores a bare date as the ISO timestamp of that day and refuses other formats', () => {
    expect(v.parse(submission, { ...body(), date_of_birth: '1990-01-31' }).date_of_birth).toBe(
      '1990-01-31T00:00:00.000Z',
    );
    expect(apiErrors({ ...body(), date_of_birth: '31/01/1990' })).toEqual({
      date_of_birth: 'Please enter a valid date',
    });
  });

  it('refuses unknown choices in lists and a course format other than online', () => {
    expect(
      apiErrors({ ...body(), prior_courses: ['astrology'], course_format: 'in-person' }),
    ).toEqual({
      'prior_courses.0': 'Please select a valid option',
      course_format: 'Course format must be online',
    });
  });

  it('reads a box ticked twice as ticked once, and refuses “None” beside other choices', () => {
    const ticked = v.parse(submission, {
      ...body(),
      prior_courses: ['gita-saram', 'gita-saram', 'idc'],
      technology_access: ['internet', 'internet'],
    });
    expect(ticked.prior_courses).toEqual(['gita-saram', 'idc']);
    expect(ticked.technology_access).toEqual(['internet']);
    // "None" twice is still "None" alone.
    expect(v.parse(submission, { ...body(), special_assistance: ['none', 'none'] })).toMatchObject({
      special_assistance: ['none'],
    });
    const none = '“None” cannot be chosen together with other options';
    expect(
      apiErrors({
        ...body(),
        prior_courses: ['none', 'gita-saram'],
        special_assistance: ['elderly', 'none'],
      }),
    ).toEqual({ prior_courses: none, special_assistance: none });
  });

  it('drops keys it does not know', () => {
    expect(v.parse(submission, { ...body(), is_admin: true })).not.toHaveProperty('is_admin');
  });

  it('needs a UUID id', () => {
    expect(apiErrors({ ...body(), id: 'abc' })).toEqual({ id: 'Application id must be a UUID' });
    expect(v.parse(submission, body()).id).toBe(ID);
  });
});
