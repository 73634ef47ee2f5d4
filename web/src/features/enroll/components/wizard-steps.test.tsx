import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { CONDITIONAL_FIELDS, type ConditionalField } from '@institute/core/application/fields';
import { applicationSchema } from '@institute/core/application/schema';
import { renderWithTheme } from '../../../test/render';
import { STEP_ONE_DONE, WizardInMemory } from './wizard-in-memory';

/** Valid answers on every step, with each "other" (and initiated) chosen, so every conditional
 * field shows, blank. */
const SHOWING_ALL = {
  ...STEP_ONE_DONE,
  iskcon_status: 'other',
  years_of_practice: '3-5',
  initiated: 'yes',
  prior_courses: ['other'],
  course_name: 'bhakti-shastri',
  preferred_language: 'other',
  preferred_schedule: 'weekends',
  completed_prerequisites: 'yes',
  special_assistance: ['other'],
  technology_access: ['internet'],
  study_materials: 'have-all',
  referral_source: 'other',
};

/** The step that asks each conditional field. */
const STEP_OF: Record<ConditionalField, number> = {
  iskcon_status_other: 1,
  spiritual_master: 1,
  other_prior_course: 1,
  other_language: 2,
  other_special_assistance: 4,
  other_referral_source: 5,
};

/** A few words for each conditional field. */
const ANSWERS: Record<ConditionalField, string> = {
  iskcon_status_other: 'A friend of the temple',
  spiritual_master: 'His Holiness',
  other_prior_course: 'A weekend retreat',
  other_language: 'Telugu',
  other_special_assistance: 'Large print',
  other_referral_source: 'A poster',
};

/** SHOWING_ALL with the conditional fields of the steps before `field`'s answered: the form
 * opens on a step only when the answers reach it. */
function reaching(field: ConditionalField) {
  const before = CONDITIONAL_FIELDS.filter((other) => STEP_OF[other] < STEP_OF[field]);
  return { ...SHOWING_ALL, ...Object.fromEntries(before.map((other) => [other, ANSWERS[other]])) };
}

/** The schema's word on it: a blank shown field fails, so it is required while shown. */
function requiredWhenShown(field: ConditionalField): boolean {
  const result = v.safeParse(applicationSchema, SHOWING_ALL);
  return (result.issues ?? []).some((issue) => v.getDotPath(issue) === field);
}

describe('conditional fields of the enrolment form', () => {
  it('the schema requires some of them (the test below would prove nothing otherwise)', () => {
    expect(CONDITIONAL_FIELDS.filter(requiredWhenShown).sort()).toEqual([
      'iskcon_status_other',
      'other_language',
      'other_referral_source',
      'other_special_assistance',
    ]);
  });

  it.each(CONDITIONAL_FIELDS)(
    '%s carries the required mark and aria-required exactly when the schema requires it',
    async (field) => {
      renderWithTheme(<WizardInMemory values={reaching(field)} step={STEP_OF[field]} />);
      if (field === 'other_referral_source') {
        // happy-dom does not apply a default value to a <select> (browsers do), so choose it here.
        const select = await screen.findByLabelText('How did you hear about us?');
        fireEvent.change(select, { target: { value: 'other' } });
      }
      // A step's fields mount one after another (StagedStack).
      const input = await waitFor(() => {
        const found = document.querySelector<HTMLInputElement>(`input[name="${field}"]`);
        expect(found).not.toBeNull();
        return found!;
      });
      const label = document.querySelector(`label[for="${input.id}"]`);
      const required = requiredWhenShown(field);
      expect(input.getAttribute('aria-required')).toBe(required ? 'true' : null);
      // The same mark as every other required field: Mantine's asterisk, hidden from readers.
      const mark = label?.querySelector('.mantine-InputWrapper-required');
      expect(Boolean(mark)).toBe(required);
      if (mark) expect(mark.getAttribute('aria-hidden')).toBe('true');
    },
  );
});
