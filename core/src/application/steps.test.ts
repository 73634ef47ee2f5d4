import { describe, expect, it } from 'vitest';
import { type ApplicationField } from './fields';
import { emptyAnswers } from './schema';
import { STEP_FIELDS, stepOfField } from './steps';

describe('STEP_FIELDS', () => {
  it('has six steps covering every answer exactly once', () => {
    expect(STEP_FIELDS).toHaveLength(6);
    const all = STEP_FIELDS.flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(emptyAnswers).sort());
  });

  it('follows the step-to-fields mapping and puts each conditional field on its parent step', () => {
    const stepOf = (field: ApplicationField) => stepOfField(field) + 1;
    const spec: Record<number, ApplicationField[]> = {
      1: [
        'full_name',
        'spiritual_name',
        'email',
        'phone',
        'date_of_birth',
        'gender',
        'address',
        'country',
      ],
      2: ['iskcon_status', 'years_of_practice', 'initiated', 'spiritual_master', 'prior_courses'],
      3: ['course_name', 'preferred_language', 'preferred_schedule'],
      4: ['completed_prerequisites'],
      5: ['technology_access', 'study_materials'],
      6: ['referral_source', 'testimonial'],
    };
    for (const [step, fields] of Object.entries(spec)) {
      for (const field of fields) expect([field, stepOf(field)]).toEqual([field, Number(step)]);
    }
    expect(stepOf('iskcon_status_other')).toBe(stepOf('iskcon_status'));
    expect(stepOf('other_prior_course')).toBe(stepOf('prior_courses'));
    expect(stepOf('other_language')).toBe(stepOf('preferred_language'));
    expect(stepOf('other_special_assistance')).toBe(stepOf('special_assistance'));
    expect(stepOf('other_referral_source')).toBe(stepOf('referral_source'));
  });

  it('puts the consent on the last step and knows no other names', () => {
    for (const field of [
      'consent_notice',
      'consent_sensitive',
      'guardian_name',
      'guardian_consent',
    ])
      expect(stepOfField(field)).toBe(5);
    expect(stepOfField('id')).toBe(-1);
    expect(stepOfField('fullName')).toBe(-1);
  });
});
