import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-messages';
import {
  applicationSchema,
  emptyAnswers,
  emptyConsent,
  type ApplicationFormValues,
} from './schema';
import { BLANK_FORM_MESSAGES, validForm } from './fixtures';

/* The schema as the enrolment form uses it: its input is what the fields hold. */

const emptyForm: ApplicationFormValues = { ...emptyAnswers, ...emptyConsent };

/** The first message per field, as a form resolver shows them. */
const formErrors = (form: ApplicationFormValues) => fieldErrors(applicationSchema, form);

describe('applicationSchema, from the form', () => {
  it('accepts a complete form', () => {
    expect(formErrors(validForm)).toEqual({});
  });

  it('reports every required field of an empty form with its message, and nothing else', () => {
    expect(formErrors(emptyForm)).toEqual(BLANK_FORM_MESSAGES);
  });

  it.each([
    ['full_name', 'A', 'Ab', 'Full name must be at least 2 characters'],
    ['full_name', '  A  ', ' Ab ', 'Full name must be at least 2 characters'],
    ['phone', '123456', '1234567', 'Phone number must be at least 7 digits'],
    [
      'phone',
      'abcdefg',
      '+60 (12) 345-6789',
      'Phone number can have only digits, spaces and + - ( ) .',
    ],
    ['phone', '12-34-56 ()', '012 3456 7', 'Phone number must be at least 7 digits'],
    [
      'phone',
      '0123456789 ext. 5',
      '+6012345678',
      'Phone number can have only digits, spaces and + - ( ) .',
    ],
    [
      'phone',
      '+60 12 345 6789 / +60 5 254 1234',
      '+44.20.7946.0958',
      'Phone number can have only digits, spaces and + - ( ) .',
    ],
    ['address', 'Ipoh', 'Ipoh.', 'Address must be at least 5 characters'],
    ['email', 'radha@', 'radha@example.org', 'Please enter a valid email address'],
    ['email', 'radha example.org', 'r@ex.co', 'Please enter a valid email address'],
  ] as const)('%s: %j fails and %j passes', (field, bad, good, message) => {
    expect(formErrors({ ...validForm, [field]: bad })).toEqual({ [field]: message });
    expect(formErrors({ ...validForm, [field]: good })).toEqual({});
  });

  it.each([
    ['gender', 'Please select your gender'],
    ['country', 'Country is required'],
    ['iskcon_status', 'ISKCON affiliation status is required'],
    ['years_of_practice', 'Years of practice is required'],
    ['initiated', 'Initiation status is required'],
    ['course_name', 'Please select a course'],
    ['preferred_language', 'Please select your preferred language'],
    ['preferred_schedule', 'Please select your preferred schedule'],
    ['completed_prerequisites', 'Please indicate if you have completed prerequisites'],
    ['study_materials', 'Please indicate your study materials status'],
  ] as const)('%s must be one of its choices', (field, message) => {
    expect(formErrors({ ...validForm, [field]: '' })).toEqual({ [field]: message });
    expect(formErrors({ ...validForm, [field]: 'not-a-choice' })).toEqual({ [field]: message });
  });

  it('needs at least one technology access entry, each a known choice', () => {
    const message = 'Please provide information about your technology access';
    expect(formErrors({ ...validForm, technology_access: [] })).toEqual({
      technology_access: message,
    });
    expect(formErrors({ ...validForm, technology_access: ['device', 'assistance'] })).toEqual({});
    expect(formErrors({ ...validForm, technology_access: ['telepathy'] })).toEqual({
      'technology_access.0': 'Please select a valid option',
    });
  });

  it('checks the date of birth: required, a real day, not in the future', () => {
    expect(formErrors({ ...validForm, date_of_birth: '' })).toEqual({
      date_of_birth: 'Date of birth is required',
    });
    expect(formErrors({ ...validForm, date_of_birth: '1990-02-30' })).toEqual({
      date_of_birth: 'Please enter a valid date',
    });
    expect(formErrors({ ...validForm, date_of_birth: 'yesterday' })).toEqual({
      date_of_birth: 'Please enter a valid date',
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const future = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(formErrors({ ...validForm, date_of_birth: future })).toEqual({
      date_of_birth: 'Date of birth cannot be in the future',
    });
    expect(formErrors({ ...validForm, date_of_birth: '1988-04-12T00:00:00.000Z' })).toEqual({});
  });

  it('leaves the optional fields optional', () => {
    expect(
      formErrors({
        ...validForm,
        spiritual_name: '',
        spiritual_master: '',
        prior_courses: [],
        other_prior_course: '',
        special_assistance: [],
        referral_source: '',
        testimonial: '',
      }),
    ).toEqual({});
  });

  describe('conditional requirements (message on the conditional field)', () => {
    const cases = [
      ['iskcon_status', 'other', 'new', 'iskcon_status_other', 'Please specify your ISKCON status'],
      [
        'preferred_language',
        'other',
        'tamil',
        'other_language',
        'Please specify your preferred language',
      ],
      [
        'special_assistance',
        ['elderly', 'other'],
        ['elderly'],
        'other_special_assistance',
        'Please specify what assistance you need',
      ],
      [
        'referral_source',
        'other',
        '',
        'other_referral_source',
        'Please specify how you heard about us',
      ],
    ] as const;

    it.each(cases)('%s = %j requires %s', (parent, value, _notOther, field, message) => {
      expect(formErrors({ ...validForm, [parent]: value, [field]: '' })).toEqual({
        [field]: message,
      });
      expect(formErrors({ ...validForm, [parent]: value, [field]: '   ' })).toEqual({
        [field]: message,
      });
      expect(formErrors({ ...validForm, [parent]: value, [field]: 'Something' })).toEqual({});
    });

    it.each(cases)(
      '%s without "other" does not require the text',
      (parent, _value, notOther, field) => {
        expect(formErrors({ ...validForm, [parent]: notOther, [field]: '' })).toEqual({});
      },
    );

    it('reports a conditional field even while other steps still have errors', () => {
      const errors = formErrors({ ...emptyForm, iskcon_status: 'other' });
      expect(errors.iskcon_status_other).toBe('Please specify your ISKCON status');
      expect(errors.full_name).toBe('Full name must be at least 2 characters');
    });

    it('does not require the optional "other" texts of initiated and prior courses', () => {
      expect(formErrors({ ...validForm, initiated: 'yes', spiritual_master: '' })).toEqual({});
      expect(
        formErrors({ ...validForm, prior_courses: ['other'], other_prior_course: '' }),
      ).toEqual({});
    });
  });
});
