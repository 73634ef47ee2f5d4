import { describe, expect, it } from 'vitest';
import { contactByWords } from './contact-by';
import { HOW_IT_WORKS, nextSteps, stepLine } from './next-steps';

describe('the next steps of an application', () => {
  it('name the way the applicant chose to be contacted', () => {
    expect(nextSteps({ preferred_contact: 'whatsapp' })[0]).toEqual({
      title: 'Review',
      text: 'Our team reads your application and contacts you shortly on WhatsApp.',
    });
    expect(nextSteps({ preferred_contact: 'email' })[0]!.text).toContain('shortly by e-mail.');
    expect(nextSteps({ preferred_contact: 'phone' })[0]!.text).toContain('shortly by phone.');
    expect(nextSteps({ preferred_contact: null })[0]!.text).toContain(
      'shortly by e-mail or phone.',
    );
  });

  it('name the day the intake starts when the application joined one', () => {
    const steps = nextSteps({ preferred_contact: 'phone', intake_start: '2027-01-04' });
    expect(steps.map((step) => step.title)).toEqual(['Review', 'Orientation', 'Begin learning']);
    expect(steps[2]!.text).toBe(
      'Your intake starts on 4 Jan 2027. You receive access to the course materials and start your studies.',
    );
    expect(nextSteps({})[2]!.text).toBe(
      'You receive access to the course materials and start your studies.',
    );
  });

  it('on a waitlist, wait for a place first, and promise no start day (decision 048)', () => {
    const steps = nextSteps({
      preferred_contact: 'whatsapp',
      waitlist: true,
      intake_start: '2027-01-04',
    });
    expect(steps.map((step) => step.title)).toEqual(['Waitlist', 'Orientation', 'Begin learning']);
    expect(steps[0]!.text).toBe(
      'We contact you on WhatsApp if a place opens in this intake, which starts on 4 Jan 2027, or about the following one.',
    );
    expect(steps[2]!.text).not.toContain('2027');
    expect(nextSteps({ waitlist: true })[0]!.text).toBe(
      'We contact you by e-mail or phone if a place opens in this intake, or about the following one.',
    );
  });

  it('read on one line in a plain-text list, as the confirmation e-mail has them', () => {
    expect(stepLine(nextSteps({ preferred_contact: 'email' })[0]!)).toBe(
      'Review: our team reads your application and contacts you shortly by e-mail.',
    );
  });

  it('share their later steps with the enrolment page’s "How it works"', () => {
    expect(HOW_IT_WORKS.map((step) => step.title)).toEqual([
      'Apply',
      'Orientation',
      'Begin learning',
    ]);
    expect(HOW_IT_WORKS.slice(1)).toEqual(nextSteps({}).slice(1));
  });
});

describe('contactByWords', () => {
  it('says the chosen way in each language an e-mail may be in, both usual ones when none', () => {
    expect(contactByWords('whatsapp')).toBe('on WhatsApp');
    expect(contactByWords('email', 'ms')).toBe('melalui e-mel');
    expect(contactByWords('phone', 'ms')).toBe('melalui telefon');
    expect(contactByWords(undefined, 'ms')).toBe('melalui e-mel atau telefon');
    expect(contactByWords('phone', 'ta')).toBe('தொலைபேசி மூலம்');
    expect(contactByWords(null, 'ta')).toBe('மின்னஞ்சல் அல்லது தொலைபேசி மூலம்');
  });
});
