import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type ApplicationFormField } from './fields';
import {
  applicationFormSchema,
  emptyApplicationForm,
  STEP_FIELDS,
  type ApplicationForm,
} from './form-schema';
import { validForm } from './fixtures';

/** The first message per field, as a form resolver shows them. */
function formErrors(form: ApplicationForm): Record<string, string> {
  const result = v.safeParse(applicationFormSchema, form);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('applicationFormSchema', () => {
  it('accepts a complete form', () => {
    expect(formErrors(validForm)).toEqual({});
  });

  it('reports every required field of an empty form with its message, and nothing else', () => {
    expect(formErrors(emptyApplicationForm)).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 7 digits',
      dateOfBirth: 'Date of birth is required',
      gender: 'Please select your gender',
      address: 'Address must be at least 5 characters',
      country: 'Country is required',
      iskconStatus: 'ISKCON affiliation status is required',
      yearsOfPractice: 'Years of practice is required',
      initiated: 'Initiation status is required',
      courseName: 'Please select a course',
      preferredLanguage: 'Please select your preferred language',
      preferredSchedule: 'Please select your preferred schedule',
      completedPrerequisites: 'Please indicate if you have completed prerequisites',
      technologyAccess: 'Please provide information about your technology access',
      studyMaterials: 'Please indicate your study materials status',
    });
  });

  it.each([
    ['fullName', 'A', 'Ab', 'Full name must be at least 2 characters'],
    ['fullName', '  A  ', ' Ab ', 'Full name must be at least 2 characters'],
    ['phone', '123456', '1234567', 'Phone number must be at least 7 digits'],
    ['phone', 'abcdefg', '+60 (12) 345-6789', 'Phone number must be at least 7 digits'],
    ['phone', '12-34-56 ()', '012 3456 7', 'Phone number must be at least 7 digits'],
    ['phone', '0123456789 ext. 5', '+6012345678', 'Phone number must be at least 7 digits'],
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
    ['iskconStatus', 'ISKCON affiliation status is required'],
    ['yearsOfPractice', 'Years of practice is required'],
    ['initiated', 'Initiation status is required'],
    ['courseName', 'Please select a course'],
    ['preferredLanguage', 'Please select your preferred language'],
    ['preferredSchedule', 'Please select your preferred schedule'],
    ['completedPrerequisites', 'Please indicate if you have completed prerequisites'],
    ['studyMaterials', 'Please indicate your study materials status'],
  ] as const)('%s must be one of its choices', (field, message) => {
    expect(formErrors({ ...validForm, [field]: '' })).toEqual({ [field]: message });
    expect(formErrors({ ...validForm, [field]: 'not-a-choice' })).toEqual({ [field]: message });
  });

  it('needs at least one technology access entry, each a known choice', () => {
    const message = 'Please provide information about your technology access';
    expect(formErrors({ ...validForm, technologyAccess: [] })).toEqual({
      technologyAccess: message,
    });
    expect(formErrors({ ...validForm, technologyAccess: ['device', 'assistance'] })).toEqual({});
    expect(formErrors({ ...validForm, technologyAccess: ['telepathy'] })).toEqual({
      'technologyAccess.0': 'Please select a valid option',
    });
  });

  it('checks the date of birth: required, a real day, not in the future', () => {
    expect(formErrors({ ...validForm, dateOfBirth: '' })).toEqual({
      dateOfBirth: 'Date of birth is required',
    });
    expect(formErrors({ ...validForm, dateOfBirth: '1990-02-30' })).toEqual({
      dateOfBirth: 'Please enter a valid date',
    });
    expect(formErrors({ ...validForm, dateOfBirth: 'yesterday' })).toEqual({
      dateOfBirth: 'Please enter a valid date',
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const future = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(formErrors({ ...validForm, dateOfBirth: future })).toEqual({
      dateOfBirth: 'Date of birth cannot be in the future',
    });
    expect(formErrors({ ...validForm, dateOfBirth: '1988-04-12T00:00:00.000Z' })).toEqual({});
  });

  it('leaves the optional fields optional', () => {
    expect(
      formErrors({
        ...validForm,
        spiritualName: '',
        spiritualMaster: '',
        priorCourses: [],
        otherPriorCourse: '',
        specialAssistance: [],
        referralSource: '',
        testimonial: '',
      }),
    ).toEqual({});
  });

  describe('conditional requirements (message on the conditional field)', () => {
    const cases = [
      ['iskconStatus', 'other', 'new', 'iskconStatusOther', 'Please specify your ISKCON status'],
      [
        'preferredLanguage',
        'other',
        'tamil',
        'otherLanguage',
        'Please specify your preferred language',
      ],
      [
        'specialAssistance',
        ['elderly', 'other'],
        ['elderly'],
        'otherSpecialAssistance',
        'Please specify what assistance you need',
      ],
      [
        'referralSource',
        'other',
        '',
        'otherReferralSource',
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
      const errors = formErrors({ ...emptyApplicationForm, iskconStatus: 'other' });
      expect(errors.iskconStatusOther).toBe('Please specify your ISKCON status');
      expect(errors.fullName).toBe('Full name must be at least 2 characters');
    });

    it('does not require the optional "other" texts of initiated and prior courses', () => {
      expect(formErrors({ ...validForm, initiated: 'yes', spiritualMaster: '' })).toEqual({});
      expect(formErrors({ ...validForm, priorCourses: ['other'], otherPriorCourse: '' })).toEqual(
        {},
      );
    });
  });
});

describe('STEP_FIELDS', () => {
  it('has six steps covering every form field exactly once', () => {
    expect(STEP_FIELDS).toHaveLength(6);
    const all = STEP_FIELDS.flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(emptyApplicationForm).sort());
  });

  it('follows the step-to-fields mapping and puts each conditional field on its parent step', () => {
    const stepOf = (field: ApplicationFormField) =>
      STEP_FIELDS.findIndex((step) => (step as readonly string[]).includes(field)) + 1;
    const spec: Record<number, ApplicationFormField[]> = {
      1: [
        'fullName',
        'spiritualName',
        'email',
        'phone',
        'dateOfBirth',
        'gender',
        'address',
        'country',
      ],
      2: ['iskconStatus', 'yearsOfPractice', 'initiated', 'spiritualMaster', 'priorCourses'],
      3: ['courseName', 'preferredLanguage', 'preferredSchedule'],
      4: ['completedPrerequisites'],
      5: ['technologyAccess', 'studyMaterials'],
      6: ['referralSource', 'testimonial'],
    };
    for (const [step, fields] of Object.entries(spec)) {
      for (const field of fields) expect([field, stepOf(field)]).toEqual([field, Number(step)]);
    }
    expect(stepOf('iskconStatusOther')).toBe(stepOf('iskconStatus'));
    expect(stepOf('otherPriorCourse')).toBe(stepOf('priorCourses'));
    expect(stepOf('otherLanguage')).toBe(stepOf('preferredLanguage'));
    expect(stepOf('otherSpecialAssistance')).toBe(stepOf('specialAssistance'));
    expect(stepOf('otherReferralSource')).toBe(stepOf('referralSource'));
  });
});
