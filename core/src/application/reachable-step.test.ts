import { describe, expect, it } from 'vitest';
import { validForm } from './fixtures';
import { reachableStep } from './reachable-step';
import { emptyAnswers, emptyConsent } from './schema';

describe('reachableStep', () => {
  it('stops a fresh form on the first step', () => {
    expect(reachableStep({ ...emptyAnswers, ...emptyConsent })).toBe(0);
  });

  it('stops on the first step with an answer missing or wrong, whatever comes after it', () => {
    expect(reachableStep({ ...validForm, course_name: '' })).toBe(2);
    expect(reachableStep({ ...validForm, email: 'not an address', course_name: '' })).toBe(0);
    // A conditional answer counts on its parent's step.
    expect(reachableStep({ ...validForm, iskcon_status: 'other', iskcon_status_other: '' })).toBe(
      1,
    );
  });

  it('reaches the last step when the steps before it are answered, consent or not', () => {
    expect(reachableStep({ ...validForm, ...emptyConsent })).toBe(5);
    expect(reachableStep(validForm)).toBe(5);
  });
});
