import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNotFutureBirthDate, isValidBirthDate } from './answer-rules';
import { CHOICE_OPTIONS, COURSE_NAMES, labelFor } from './choices';
import { courseChoiceForTitle, slugify } from './course-choice';
import {
  APPLICATION_FIELDS,
  formFieldFor,
  payloadFieldFor,
  type ApplicationFormField,
} from './fields';
import {
  applicationFormSchema,
  emptyApplicationForm,
  STEP_FIELDS,
  type ApplicationForm,
} from './form-schema';
import {
  applicationPayloadSchema,
  applicationSubmissionSchema,
  toApplicationPayload,
} from './payload-schema';

const validForm: ApplicationForm = {
  ...emptyApplicationForm,
  fullName: 'Radha Krishnan',
  email: 'radha@example.com',
  phone: '+60123456789',
  dateOfBirth: '1988-04-12',
  gender: 'female',
  address: '12 Jalan Sultan Idris Shah, Ipoh',
  country: 'malaysia',
  iskconStatus: 'regular-attendee',
  yearsOfPractice: '3-5',
  initiated: 'no',
  courseName: 'bhakti-shastri',
  preferredLanguage: 'english',
  preferredSchedule: 'weekday-evenings',
  completedPrerequisites: 'yes',
  technologyAccess: ['internet'],
  studyMaterials: 'have-all',
};

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

function payloadErrors(payload: unknown): Record<string, string> {
  const result = v.safeParse(applicationPayloadSchema, payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? '_'] ??= issue.message;
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

describe('options and labels', () => {
  it('gives every choice value a readable label', () => {
    for (const options of Object.values(CHOICE_OPTIONS)) {
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        expect(option.label.trim()).not.toBe('');
        expect(option.label).not.toBe(option.value);
      }
    }
    expect(CHOICE_OPTIONS.courseName.map((option) => option.value)).toEqual([...COURSE_NAMES]);
    expect(CHOICE_OPTIONS.gender.map((option) => option.value)).toEqual([
      'male',
      'female',
      'prefer-not-to-say',
    ]);
  });

  it('labelFor answers the label, "" for unset and the value itself when unknown', () => {
    expect(labelFor('gender', 'prefer-not-to-say')).toBe('Prefer not to say');
    expect(labelFor('courseName', 'idc')).toBe('ISKCON Disciples Course (IDC)');
    expect(labelFor('country', 'usa')).toBe('United States');
    expect(labelFor('referralSource', '')).toBe('');
    expect(labelFor('referralSource', null)).toBe('');
    expect(labelFor('country', 'narnia')).toBe('narnia');
  });
});

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

describe('birth date helpers', () => {
  const now = new Date(2025, 5, 15, 9, 0, 0); // 15 June 2025, local time

  it('accept real calendar days from 1900 and ISO timestamps', () => {
    expect(isValidBirthDate('2024-02-29')).toBe(true);
    expect(isValidBirthDate('2023-02-29')).toBe(false);
    expect(isValidBirthDate('1899-12-31')).toBe(false);
    expect(isValidBirthDate('1990-01-01T00:00:00.000Z')).toBe(true);
    expect(isValidBirthDate('1990-01-01 garbage')).toBe(false);
  });

  it('allow today but not tomorrow', () => {
    expect(isNotFutureBirthDate('2025-06-15', now)).toBe(true);
    expect(isNotFutureBirthDate('2025-06-16', now)).toBe(false);
    expect(isNotFutureBirthDate(new Date(now.getTime() + 3 * 86_400_000).toISOString(), now)).toBe(
      false,
    );
  });
});

describe('courseChoiceForTitle', () => {
  it.each([
    ['Bhakti-shastri', 'bhakti-shastri'],
    ['Bhakti Shastri Course', 'bhakti-shastri'],
    ['BHAKTI-SHASTRI', 'bhakti-shastri'],
    ['Bhakti-Śāstrī', 'bhakti-shastri'],
    ['Bhakti-vaibhava', 'bhakti-vaibhava'],
    ['Bhakti Vaibhava (Srimad-Bhagavatam Cantos 1-6)', 'bhakti-vaibhava'],
    ['ISKCON Disciples Course (IDC)', 'idc'],
    ['Disciples Course', 'idc'],
    ['IDC', 'idc'],
    ['Gita Saram', 'gita-saram'],
    ['Bhagavad Gita Rahasya - 21 days', 'gita-rahasya'],
    ['Deity Worship Training', 'deity-worship'],
    ['Vaishnava Culture & Etiquette', 'culture-etiquette'],
    ['Culture and Etiquette', 'culture-etiquette'],
    ['Audiobook study', 'audiobook'],
  ])('%s -> %s', (title, choice) => {
    expect(courseChoiceForTitle(title)).toBe(choice);
  });

  it.each([
    ['18-day Bhagavad-gita course'],
    ['Other'],
    ['Bhakti-shastri to Bhakti-vaibhava bridge'],
    [''],
  ])('%j has no single match -> ""', (title) => {
    expect(courseChoiceForTitle(title)).toBe('');
  });

  it('prefers the choice a course names, and ignores an unknown one', () => {
    expect(courseChoiceForTitle('Weekend intensive', 'gita-saram')).toBe('gita-saram');
    expect(courseChoiceForTitle('Bhakti-shastri', 'other')).toBe('other');
    expect(courseChoiceForTitle('Bhakti-shastri', 'cooking')).toBe('bhakti-shastri');
    expect(courseChoiceForTitle(undefined, null)).toBe('');
  });

  it('slugify joins the lower-case words with dashes', () => {
    expect(slugify('  Bhakti Śāstrī: Course! ')).toBe('bhakti-sastri-course');
  });
});
